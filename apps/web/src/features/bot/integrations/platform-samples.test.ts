import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APOLOGY_MESSAGE, PLATFORM_SAMPLES, QUICK_SETUP_PLATFORMS, apiKeyBadge, maskApiKey, type SampleParams } from './platform-samples.ts';

interface Received {
  url: string;
  authorization: string | undefined;
  body: { message: string; sessionId?: string; conversationHistory?: unknown[] };
}

let server: http.Server;
let baseUrl: string;
let received: Received[] = [];
let status = 200;
let dir: string;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'siteline-samples-'));
  server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const body = JSON.parse(raw) as Received['body'];
      received.push({ url: request.url ?? '', authorization: request.headers.authorization, body });
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(status === 200 ? { response: `Answer to: ${body.message}`, sessionId: 's', conversationId: 'c', timestamp: '', sources: [] } : { message: 'nope' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as { port: number };
  baseUrl = `http://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  server.close();
  await fs.rm(dir, { recursive: true, force: true });
});

const params = (): SampleParams => ({ baseUrl, assistantId: 'asst-42', apiKey: 'sk_live_abcdef1234567890' });

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(command, args, { cwd: dir, env: { ...process.env, SITELINE_API_KEY: '', ...env }, timeout: 20_000 }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout: stdout.trim(), stderr }),
    );
  });
}

async function writeSample(id: keyof typeof PLATFORM_SAMPLES, sampleParams = params()): Promise<string> {
  const sample = PLATFORM_SAMPLES[id];
  const file = path.join(dir, sample.fileName);
  await fs.writeFile(file, sample.generate(sampleParams));
  return file;
}

describe('generated integration samples', () => {
  it('offers the six Quick Setup platforms in the spec order', () => {
    expect(QUICK_SETUP_PLATFORMS.map((p) => p.label)).toEqual([
      'Discord (Python)', 'Discord (Node.js)', 'Telegram (Python)', 'Web API (cURL)', 'Web API (JavaScript)', 'Python API Client',
    ]);
  });

  it('every sample calls the chat endpoint with the bearer key, a 30 s timeout and the apology', () => {
    for (const sample of Object.values(PLATFORM_SAMPLES)) {
      const code = sample.generate(params());
      expect(code, sample.id).toContain(`${baseUrl}/api/chat/asst-42`);
      expect(code, sample.id).toContain('sk_live_abcdef1234567890');
      expect(code, sample.id).toMatch(/Bearer/);
      expect(code, sample.id).toMatch(/30(_?000)?\b/);
      if (sample.id !== 'curl') expect(code, sample.id).toContain(APOLOGY_MESSAGE);
      expect(sample.steps.length, sample.id).toBeGreaterThan(1);
    }
  });

  it('falls back to a placeholder key when none was generated', () => {
    expect(PLATFORM_SAMPLES.javascript.generate({ ...params(), apiKey: '' })).toContain('YOUR_API_KEY');
  });

  it('splits Discord replies at 2000 characters and Telegram replies at 4096', () => {
    expect(PLATFORM_SAMPLES['discord-python'].generate(params())).toContain('LIMIT = 2000');
    expect(PLATFORM_SAMPLES['discord-node'].generate(params())).toContain('const LIMIT = 2000');
    expect(PLATFORM_SAMPLES['telegram-python'].generate(params())).toContain('LIMIT = 4096');
  });

  it('the JavaScript sample answers with the response field and apologises on an error status', async () => {
    const file = await writeSample('javascript');
    received = [];
    status = 200;
    const ok = await run(process.execPath, [file, 'When', 'do', 'you', 'open?']);
    expect(ok.stdout).toBe('Answer to: When do you open?');
    expect(received[0]).toMatchObject({ url: '/api/chat/asst-42', authorization: 'Bearer sk_live_abcdef1234567890' });
    status = 500;
    const failed = await run(process.execPath, [file, 'Hello']);
    expect(failed.stdout).toBe(APOLOGY_MESSAGE);
    status = 200;
  });

  it('the cURL command posts the question with the key', async () => {
    received = [];
    const result = await run('bash', ['-c', PLATFORM_SAMPLES.curl.generate(params())]);
    expect(JSON.parse(result.stdout)).toMatchObject({ response: 'Answer to: What are your opening hours?' });
    expect(received[0]?.authorization).toBe('Bearer sk_live_abcdef1234567890');
  });

  it('the Python client keeps only the last 20 history entries', async () => {
    await writeSample('python-client');
    received = [];
    const script = 'from siteline_client import SitelineClient\nc = SitelineClient()\nfor i in range(12): c.chat(f"q{i}")\nprint(len(c.history))';
    const result = await run('python3', ['-c', script]);
    expect(result.stderr).toBe('');
    expect(result.stdout).toBe('20');
    expect(received).toHaveLength(12);
    expect(received[11]?.body.conversationHistory).toHaveLength(20);
    expect(received[11]?.body.message).toBe('q11');
  });

  it('the Python client apologises when the server is unreachable', async () => {
    await writeSample('python-client', { ...params(), baseUrl: 'http://127.0.0.1:9' });
    const result = await run('python3', ['siteline_client.py', 'hi']);
    expect(result.stdout).toBe(APOLOGY_MESSAGE);
  });

  it('the bot samples are valid Python and JavaScript', async () => {
    for (const id of ['discord-python', 'telegram-python'] as const) {
      const file = await writeSample(id);
      expect((await run('python3', ['-m', 'py_compile', file])).code, id).toBe(0);
    }
    const node = await writeSample('discord-node');
    expect((await run(process.execPath, ['--check', node])).code).toBe(0);
  });

  it('shows keys as a badge and a mask', () => {
    expect(apiKeyBadge('sk_live_abcdef1234567890')).toBe('sk_live_...');
    expect(apiKeyBadge('')).toBe('Not generated');
    expect(maskApiKey('sk_live_abcdef1234567890')).toBe('sk_live_••••••••7890');
    expect(maskApiKey('')).toBe('');
  });
});
