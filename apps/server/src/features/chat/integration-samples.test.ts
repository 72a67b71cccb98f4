import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APOLOGY_MESSAGE, HUB_SAMPLES, type PlatformId, type SampleParams } from '@siteline/contract';
import { createTestApp, registerTestUser, setTier, type TestApp } from '../../test/test-app.ts';
import { businessPage, startLocalSite, type LocalSite } from '../../test/local-site.ts';
import { waitFor } from '../../test/sse-client.ts';
import { startChatStandIn, LONG_REPLY, type ChatStandIn } from '../../test/chat-stand-in.ts';
import { startDiscordStandIn, type DiscordStandIn } from '../../test/discord-stand-in.ts';
import { startTelegramStandIn } from '../../test/telegram-stand-in.ts';

/*
 * Every generated integration sample, run as a user would run it: written to a file and executed by
 * its real toolchain (curl, Node, Debian's python3 with requests and discord.py, Go) against the real
 * server, and the bots against local servers speaking Telegram's Bot API and Discord's REST + gateway.
 * The sample rules (reply splits, timeout, history window, apology) are run against a chat API
 * stand-in that can answer long, fail or hang on demand. `.ci/run` installs the toolchains; a missing
 * one skips its tests with the reason in the test name.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const PYTHON = spawnSync('/usr/bin/python3', ['--version']).status === 0 ? '/usr/bin/python3' : 'python3';
const has = (command: string, args: string[]) => spawnSync(command, args, { stdio: 'ignore' }).status === 0;
const MISSING = {
  curl: has('curl', ['--version']) ? '' : 'curl is not installed',
  python: has(PYTHON, ['-c', 'import requests']) ? '' : 'python3 with requests is not installed (apt-get install python3-requests)',
  discordPy: has(PYTHON, ['-c', 'import discord']) ? '' : 'discord.py is not installed (apt-get install python3-discord)',
  go: has('go', ['version']) ? '' : 'go is not installed (apt-get install golang)',
};
/** A test that runs only when its toolchain is there, saying why in its name when it is not. */
const withTool = (tool: keyof typeof MISSING) => (name: string, test: () => Promise<void>, timeout?: number) =>
  MISSING[tool] ? it.skip(`${name} — skipped: ${MISSING[tool]}`, test) : it(name, test, timeout);

const QUESTION = 'How long does delivery take?';
const REAL_ANSWER = '3 to 5 working days';

let t: TestApp;
let site: LocalSite;
let chatApi: ChatStandIn;
let real: SampleParams;
let standIn: SampleParams;
let workDir: string;
let ownerAuth: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp('pglite');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  site = await startLocalSite({
    '/': businessPage('Lumen Lamps', '<p>Lumen Lamps designs handmade lamps in Porto.</p>', ['/shipping']),
    '/shipping': businessPage('Shipping', '<p>We ship to every country in the EU. Delivery takes 3 to 5 working days and costs €9.</p>', ['/']),
  });
  const owner = await registerTestUser(t.app);
  ownerAuth = owner.auth;
  await setTier(t, owner.user.id, 'pro');
  const assistant = (await t.app.inject({ method: 'POST', url: '/api/assistants', headers: owner.auth, payload: { name: 'Lumen Lamps', websiteUrl: `${site.origin}/` } })).json();
  await waitFor(() => t.app.inject({ method: 'GET', url: `/api/assistants/${assistant.id}`, headers: owner.auth }).then((r) => r.json()), (a) => a.crawlStatus === 'done');
  real = { baseUrl, assistantId: assistant.id, apiKey: assistant.apiKey };
  chatApi = await startChatStandIn();
  standIn = { baseUrl: chatApi.url, assistantId: 'asst-42', apiKey: 'sl_stand_in_key' };
  // Under node_modules so the Discord sample's `import 'discord.js'` resolves as in a user's project.
  workDir = await fs.mkdtemp(path.join(ROOT, 'node_modules', '.siteline-samples-'));
});

afterAll(async () => {
  await chatApi?.close();
  await site?.close();
  await t?.close();
  if (workDir) await fs.rm(workDir, { recursive: true, force: true });
});

/** Writes a sample to its own folder and returns the file path. */
async function writeSample(id: PlatformId, params: SampleParams): Promise<string> {
  const dir = await fs.mkdtemp(path.join(workDir, `${id}-`));
  const file = path.join(dir, HUB_SAMPLES[id].fileName);
  await fs.writeFile(file, HUB_SAMPLES[id].generate(params));
  return file;
}

/** The questions the real server stored for one session, as the owner's Conversations screen lists them. */
async function storedQuestions(sessionId: string): Promise<string[]> {
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: ownerAuth }).then((r) => r.json());
  const { conversations } = (await get(`/api/conversations?assistant=${real.assistantId}`)) as { conversations: { id: string; sessionId: string }[] };
  const questions: string[] = [];
  for (const { id } of conversations.filter((c) => c.sessionId === sessionId)) {
    const thread = (await get(`/api/conversations/${id}`)) as { messages: { role: string; content: string }[] };
    questions.push(...thread.messages.filter((m) => m.role === 'user').map((m) => m.content));
  }
  return questions;
}

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a program to its end (or kills it after `timeoutMs`). */
function run(command: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv; timeoutMs?: number } = {}): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: options.cwd ?? workDir, env: { ...process.env, SITELINE_API_KEY: '', ...options.env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 60_000);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout: stdout.trim(), stderr });
    });
  });
}

/** Starts a long-running bot; `stop()` ends it and returns what it printed. */
function startBot(command: string, args: string[], env: NodeJS.ProcessEnv, cwd: string) {
  const child = spawn(command, args, { cwd, env: { ...process.env, SITELINE_API_KEY: '', PYTHONUNBUFFERED: '1', ...env } });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<void>((resolve) => child.on('close', () => resolve()));
  return {
    output: () => output,
    async waitForOutput(text: string) {
      await waitFor(async () => output, (o) => o.includes(text) || child.exitCode !== null, 30_000);
      if (!output.includes(text)) throw new Error(`bot exited before printing "${text}":\n${output}`);
    },
    async stop() {
      child.kill('SIGKILL');
      await exited;
      return output;
    },
  };
}

/** Waits until `list` holds `count` items (a bot's replies arrive one request at a time). */
const waitForCount = <T>(list: T[], count: number) => waitFor(async () => list.length, (n) => n >= count, 45_000);

describe('Web API samples against the real server', () => {
  withTool('curl')('the cURL command prints the JSON answer', async () => {
    const result = await run('bash', ['-c', HUB_SAMPLES.curl.generate(real).replace('What are your opening hours?', QUESTION)]);
    expect(result.code, result.stderr).toBe(0);
    expect(JSON.parse(result.stdout).response).toContain(REAL_ANSWER);
  });

  it('the JavaScript sample prints the answer, and the apology when the API fails', async () => {
    const ok = await run(process.execPath, [await writeSample('javascript', real), QUESTION]);
    expect(ok.stdout, ok.stderr).toContain(REAL_ANSWER);
    const failed = await run(process.execPath, [await writeSample('javascript', standIn), 'fail']);
    expect(failed.stdout).toBe(APOLOGY_MESSAGE);
  });

  withTool('python')('the Python client prints the answer, and the apology when the server is unreachable', async () => {
    const ok = await run(PYTHON, [await writeSample('python-client', real), QUESTION]);
    expect(ok.stdout, ok.stderr).toContain(REAL_ANSWER);
    const unreachable = await run(PYTHON, [await writeSample('python-client', { ...real, baseUrl: 'http://127.0.0.1:9' }), QUESTION]);
    expect(unreachable.stdout).toBe(APOLOGY_MESSAGE);
  });

  withTool('python')('the Python client sends only the last 20 history entries', async () => {
    const file = await writeSample('python-client', standIn);
    const before = chatApi.received.length;
    const script = 'from siteline_client import SitelineClient\nc = SitelineClient()\nfor i in range(12): c.chat(f"q{i}")\nprint(len(c.history))';
    const result = await run(PYTHON, ['-c', script], { cwd: path.dirname(file) });
    expect(result.stdout, result.stderr).toBe('20');
    const sent = chatApi.received.slice(before);
    expect(sent.map((r) => r.body.message)).toEqual(Array.from({ length: 12 }, (_, i) => `q${i}`));
    expect(sent[11]!.body.conversationHistory).toHaveLength(20);
    expect(sent[11]!.body.conversationHistory![0]).toEqual({ role: 'user', content: 'q1' });
    expect(sent[11]!.authorization).toBe('Bearer sl_stand_in_key');
  });

  withTool('go')(
    'the Go sample compiles, prints the answer, and gives up with the apology after 30 s',
    async () => {
      const build = async (params: SampleParams) => {
        const file = await writeSample('go', params);
        const binary = path.join(path.dirname(file), 'ask');
        const compiled = await run('go', ['build', '-o', binary, file], { cwd: path.dirname(file), env: { GO111MODULE: 'off' }, timeoutMs: 180_000 });
        expect(compiled.code, compiled.stderr).toBe(0);
        return binary;
      };
      const ok = await run(await build(real), [QUESTION]);
      expect(ok.stdout, ok.stderr).toContain(REAL_ANSWER);
      const started = Date.now();
      const hung = await run(await build(standIn), ['hang'], { timeoutMs: 45_000 });
      expect(hung.stdout).toBe(APOLOGY_MESSAGE);
      expect(Date.now() - started).toBeGreaterThanOrEqual(29_000);
    },
    240_000,
  );
});

describe('Telegram sample against a local Bot API server', () => {
  withTool('python')(
    'greets /start, answers a message from the real server, splits a long reply at 4,096 characters and apologises on failure',
    async () => {
      for (const params of [real, standIn]) {
        const telegram = await startTelegramStandIn();
        const file = await writeSample('telegram-python', params);
        const bot = startBot(PYTHON, [file], { TELEGRAM_TOKEN: telegram.token, TELEGRAM_API_URL: telegram.apiUrl }, path.dirname(file));
        try {
          await bot.waitForOutput('Running as @siteline_test_bot');
          if (params === real) {
            telegram.sendUpdate(42, QUESTION);
            await waitForCount(telegram.sent, 1);
            expect(telegram.sent[0]).toMatchObject({ chatId: 42, text: expect.stringContaining(REAL_ANSWER) });
            expect(telegram.chatActions).toEqual([{ chatId: 42, action: 'typing' }]);
            telegram.sendUpdate(42, '/start');
            await waitForCount(telegram.sent, 2);
            expect(telegram.sent[1]).toEqual({ chatId: 42, text: 'Hi! Ask me anything about our business.' });
          } else {
            telegram.sendUpdate(7, 'long');
            await waitForCount(telegram.sent, 2);
            expect(telegram.sent.map((m) => m.text.length)).toEqual([4096, LONG_REPLY.length - 4096]);
            expect(telegram.sent.map((m) => m.text).join('')).toBe(LONG_REPLY);
            telegram.sendUpdate(7, 'fail');
            await waitForCount(telegram.sent, 3);
            expect(telegram.sent[2]).toEqual({ chatId: 7, text: APOLOGY_MESSAGE });
          }
        } finally {
          const output = await bot.stop();
          await telegram.close();
          expect(output).not.toContain('Traceback');
        }
      }
    },
    120_000,
  );
});

const DISCORD_PY_REDIRECT = `import runpy, sys, yarl, discord.gateway, discord.http
discord.http.Route.BASE = sys.argv[1]
discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(sys.argv[2])
runpy.run_path(sys.argv[3], run_name="__main__")`;

describe('Discord samples against a local Discord gateway and REST API', () => {
  const bots = {
    /** discord.js: its REST client's origin is redirected before the sample constructs its Client. */
    'discord-node': async (file: string, discord: DiscordStandIn) => {
      const redirect = path.join(path.dirname(file), 'redirect-discord.cjs');
      await fs.writeFile(redirect, "require('@discordjs/rest').DefaultRestOptions.api = process.env.DISCORD_API_URL;\n");
      return { command: process.execPath, args: ['--require', redirect, file], env: { DISCORD_API_URL: discord.apiUrl } };
    },
    /** discord.py: the same for its HTTP route base and its gateway address. */
    'discord-python': async (file: string, discord: DiscordStandIn) => ({
      command: PYTHON,
      args: ['-c', DISCORD_PY_REDIRECT, discord.restUrl, discord.gatewayUrl, file],
      env: {},
    }),
  } as const;

  for (const id of ['discord-node', 'discord-python'] as const) {
    (id === 'discord-python' ? withTool('discordPy') : (name: string, test: () => Promise<void>, timeout?: number) => it(name, test, timeout))(
      `${HUB_SAMPLES[id].label} answers direct messages and mentions (only) from the real server, splits at 2,000 characters and apologises on failure`,
      async () => {
        for (const params of [real, standIn]) {
          const discord = await startDiscordStandIn();
          const file = await writeSample(id, params);
          const launch = await bots[id](file, discord);
          const bot = startBot(launch.command, launch.args, { ...launch.env, DISCORD_TOKEN: discord.token }, path.dirname(file));
          try {
            await bot.waitForOutput('Logged in as');
            const channel = '1300000000000000001';
            if (params === real) {
              discord.sendDirectMessage(channel, QUESTION);
              await waitForCount(discord.sent, 1);
              expect(discord.sent[0]).toMatchObject({ channelId: channel, content: expect.stringContaining(REAL_ANSWER) });
              expect(discord.typing).toContain(channel);
              // In a server channel it answers only when mentioned, and reads the question without the mention.
              discord.sendGuildMessage(QUESTION, false);
              discord.sendGuildMessage(`<@${discord.botUserId}> ${QUESTION}`, true);
              await waitForCount(discord.sent, 2);
              expect(discord.sent[1]).toMatchObject({ channelId: discord.guildChannelId, content: expect.stringContaining(REAL_ANSWER) });
              await new Promise((resolve) => setTimeout(resolve, 1_500));
              expect(discord.sent).toHaveLength(2);
              // Both bots use the same channel id, so the session holds one question per bot run: each without the mention.
              const questions = await storedQuestions(`discord-${discord.guildChannelId}`);
              expect(questions.length).toBeGreaterThan(0);
              expect(new Set(questions)).toEqual(new Set([QUESTION]));
            } else {
              discord.sendDirectMessage(channel, 'long');
              await waitForCount(discord.sent, 3);
              expect(discord.sent.map((m) => m.content.length)).toEqual([2000, 2000, LONG_REPLY.length - 4000]);
              expect(discord.sent.map((m) => m.content).join('')).toBe(LONG_REPLY);
              discord.sendDirectMessage(channel, 'fail');
              await waitForCount(discord.sent, 4);
              expect(discord.sent[3]!.content).toBe(APOLOGY_MESSAGE);
            }
          } catch (error) {
            throw new Error(`${String(error)}\nbot output:\n${bot.output()}\nunknown Discord routes: ${discord.unknownRoutes.join(', ')}`);
          } finally {
            await bot.stop();
            await discord.close();
          }
        }
      },
      120_000,
    );
  }
});
