import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema.ts';
import { loadConfig, type AppConfig } from '../config.ts';
import { buildApp } from '../app.ts';
import { closeContext, createContext, startBackgroundWork } from '../create-context.ts';
import type { AppContext } from '../context.ts';
import { openTestDatabase, type Engine } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  close(): Promise<void>;
}

/** A full app on a fresh database, driven through `app.inject()`. */
export async function createTestApp(
  engine: Engine = 'pglite',
  env: Record<string, string> = {},
  tweak?: (config: AppConfig) => void,
  log: pino.Logger = pino({ level: 'silent' }),
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'siteline-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256!!',
    LOG_LEVEL: 'silent',
    CRAWL_ALLOW_PRIVATE: 'true',
    ...env,
  });
  tweak?.(config);
  const database = await openTestDatabase(engine);
  const ctx = await createContext(config, { database, log });
  const app = await buildApp(ctx);
  await app.ready();
  const stopBackgroundWork = startBackgroundWork(ctx);
  return {
    app,
    ctx,
    async close() {
      await app.close();
      await stopBackgroundWork();
      await closeContext(ctx);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let counter = 0;
/** Registers a new account and returns its token and user. */
export async function registerTestUser(
  app: FastifyInstance,
  overrides: Partial<{ email: string; password: string; firstName: string; lastName: string }> = {},
) {
  counter += 1;
  const body = {
    email: `user${counter}-${Date.now()}@example.com`,
    password: 'correct horse battery',
    firstName: 'Test',
    lastName: 'User',
    ...overrides,
  };
  const response = await app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  const json = response.json() as { token: string; user: { id: string; email: string } };
  return { ...json, password: body.password, auth: { authorization: `Bearer ${json.token}` } };
}

/** Moves an account to another plan directly in the database (billing is tested elsewhere). */
export async function setTier(t: TestApp, userId: string, tier: 'free' | 'pro' | 'enterprise' | 'custom'): Promise<void> {
  await t.ctx.db.update(users).set({ subscriptionTier: tier }).where(eq(users.id, userId));
  // As a plan change through billing will: chats must see the new plan at once.
  t.ctx.assistantLookup.forget();
}

/** Registers an account on the Pro plan, for tests that call the API with keys (API access is a paid feature). */
export async function registerPaidUser(t: TestApp, overrides: Parameters<typeof registerTestUser>[1] = {}) {
  const account = await registerTestUser(t.app, overrides);
  await setTier(t, account.user.id, 'pro');
  return account;
}
