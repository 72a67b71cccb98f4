import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT, SERVER_ENTRY } from './paths.ts';

export interface TestServer {
  /** e.g. http://127.0.0.1:41234 */
  baseUrl: string;
  port: number;
  /** The fresh DATA_DIR (deleted by stop()). */
  dataDir: string;
  /** The server's recent output, for failure messages. */
  logs: () => string;
  stop: () => Promise<void>;
}

export interface StartServerOptions {
  /** Extra environment for the server (e.g. LLM_BASE_URL of a fake model server). */
  env?: Record<string, string>;
  /** How long to wait for /healthz; default 90 s (PGlite start-up on a busy machine). */
  readyTimeoutMs?: number;
}

/** A port the OS reports free right now. */
export async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function waitForExit(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

async function waitForHealth(baseUrl: string, child: ChildProcess, timeoutMs: number, logs: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Server exited with code ${child.exitCode} before it was ready:\n${logs()}`);
    try {
      const response = await fetch(`${baseUrl}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Server did not become healthy within ${timeoutMs} ms:\n${logs()}`);
}

/**
 * Starts the real server (`node --import tsx apps/server/src/main.ts`) on a free port with a fresh
 * embedded database, and resolves once /healthz answers. Always call stop() (afterAll).
 */
export async function startServer(options: StartServerOptions = {}): Promise<TestServer> {
  const port = await findFreePort();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'siteline-e2e-'));
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.DATABASE_URL;
  Object.assign(env, { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'test' }, options.env);

  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  const collect = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 400) output.splice(0, output.length - 400);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const logs = () => output.join('');
  const baseUrl = `http://127.0.0.1:${port}`;

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      if (!(await waitForExit(child, 15_000))) {
        child.kill('SIGKILL');
        await waitForExit(child, 5_000);
      }
    }
    await fs.rm(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(baseUrl, child, options.readyTimeoutMs ?? 90_000, logs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, port, dataDir, logs, stop };
}
