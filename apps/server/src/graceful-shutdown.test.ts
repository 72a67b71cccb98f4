import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess } from './test/server-process.ts';

describe('graceful shutdown', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'siteline-shutdown-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('lets in-flight requests finish on SIGTERM, then exits cleanly with the data intact', async () => {
    const server = await startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: 'info' });
    const register = (i: number) =>
      fetch(`${server.url}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `shutdown${i}@example.com`, password: 'shutdown pass', firstName: 'S', lastName: `${i}` }),
      }).then(
        (r) => r.status,
        () => 0, // not yet accepted when the listener closed
      );
    const inFlight = Array.from({ length: 8 }, (_, i) => register(i));
    await new Promise((r) => setTimeout(r, 30));
    const exit = server.stop();
    // Requests the server already took finish; ones that arrive while it closes are refused.
    const statuses = await Promise.all(inFlight);
    expect(statuses.every((s) => s === 201 || s === 503 || s === 0)).toBe(true);
    expect(statuses.filter((s) => s === 201).length).toBeGreaterThan(0);
    expect(await exit, server.output()).toBe(0);
    expect(server.output()).toContain('shutdown complete');

    const restarted = await startServerProcess({ DATA_DIR: dataDir });
    try {
      for (const [i, status] of statuses.entries()) {
        if (status !== 201) continue;
        const login = await fetch(`${restarted.url}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: `shutdown${i}@example.com`, password: 'shutdown pass' }),
        });
        expect(login.status).toBe(200);
      }
    } finally {
      await restarted.stop();
    }
  }, 120_000);
});
