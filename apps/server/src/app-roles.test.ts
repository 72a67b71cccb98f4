import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { closeContext, createContext } from './create-context.ts';
import type { AppContext } from './context.ts';
import { openTestDatabase } from './test/test-database.ts';

describe('a worker process (ROLE=worker)', () => {
  let ctx: AppContext;
  let app: FastifyInstance;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'siteline-worker-'));

  beforeAll(async () => {
    const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256!!', LOG_LEVEL: 'silent' });
    ctx = await createContext(config, { database: await openTestDatabase('pglite'), log: pino({ level: 'silent' }) });
    app = await buildApp(ctx, { serveStatic: false, serveApi: false });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await closeContext(ctx);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers its health check, and no API or widget request', async () => {
    expect((await app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const register = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'A', email: 'a@example.com', password: 'long-enough-password' },
    });
    expect(register.statusCode).toBe(404);
    expect(register.json().message).toContain('not found');
    expect((await app.inject({ method: 'GET', url: '/widget.js' })).statusCode).toBe(404);
  });
});
