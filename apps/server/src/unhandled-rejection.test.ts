import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess } from './test/server-process.ts';

// Loaded before main.ts: on SIGUSR2 it rejects a promise that nobody awaits, as a forgotten
// `.catch` somewhere in the server would.
const FORGOTTEN_REJECTION = `data:text/javascript,${encodeURIComponent(
  "process.on('SIGUSR2', () => { Promise.reject(new Error('lease renewal failed: connection reset')); });",
)}`;

describe('an unhandled promise rejection', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'siteline-rejection-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('is logged with its error, and the server goes on serving', async () => {
    const server = await startServerProcess({ DATA_DIR: dataDir, NODE_OPTIONS: `--import=${FORGOTTEN_REJECTION}` });
    try {
      server.child.kill('SIGUSR2');
      const deadline = Date.now() + 10_000;
      while (!server.output().includes('lease renewal failed') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      const logged = server
        .output()
        .split('\n')
        .find((line) => line.includes('lease renewal failed'));
      expect(logged, server.output()).toBeDefined();
      expect(JSON.parse(logged!)).toMatchObject({ level: 50, msg: 'unhandled promise rejection', err: { message: 'lease renewal failed: connection reset' } });
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    } finally {
      expect(await server.stop(), server.output()).toBe(0);
    }
  }, 90_000);
});
