import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createAnswerEngine, type AnswerEngine } from '@siteline/knowledge';
import { startFakeLlmServer, type FakeLlmServer } from '@siteline/knowledge/testing';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import type { AppContext } from '../../apps/server/src/context.ts';
import { closeContext, createContext, startBackgroundWork } from '../../apps/server/src/create-context.ts';
import { users } from '../../apps/server/src/db/schema.ts';

/**
 * The real server (PGlite, or PostgreSQL with `databaseUrl`), listening on 127.0.0.1 with its crawl
 * worker, an enterprise account to create assistants with, and a local OpenAI-compatible server that
 * records what the LLM engine would send a model.
 */
export interface AnswerBench {
  app: FastifyInstance;
  ctx: AppContext;
  /** The server's origin, e.g. http://127.0.0.1:41234 (the demo site is at /demo-site/). */
  origin: string;
  auth: { authorization: string };
  llm: FakeLlmServer;
  /** The engines the server is switched between: its own (built-in, no LLM configured) and the LLM one. */
  engines: Record<'built-in' | 'llm', AnswerEngine>;
  close(): Promise<void>;
}

export async function startAnswerBench(options: { databaseUrl?: string } = {}): Promise<AnswerBench> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'siteline-bench-answers-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    CRAWL_ALLOW_PRIVATE: 'true',
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256!!',
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
  });
  const ctx = await createContext(config);
  const app = await buildApp(ctx);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const stopBackgroundWork = startBackgroundWork(ctx);
  const address = app.server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const email = `answers-${Date.now()}@example.com`;
  const registered = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email, password: 'answer-bench-pass', firstName: 'Answer', lastName: 'Bench' },
  });
  if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
  const { token, user } = registered.json() as { token: string; user: { id: string } };
  // Real documentation sets outgrow the free plan's page cap.
  await ctx.db.update(users).set({ subscriptionTier: 'enterprise' }).where(eq(users.id, user.id));
  ctx.assistantLookup.forget();
  const llm = await startFakeLlmServer();
  const engines = {
    'built-in': ctx.answerEngine,
    // The server's own factory, as LLM_BASE_URL and LLM_MODEL would make it.
    llm: createAnswerEngine({ llm: { baseUrl: llm.baseUrl, apiKey: 'bench', model: 'bench-model' } }),
  };
  return {
    app,
    ctx,
    origin,
    llm,
    engines,
    auth: { authorization: `Bearer ${token}` },
    async close() {
      await app.close();
      await stopBackgroundWork();
      await closeContext(ctx);
      await llm.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Which engine the server answers with: the offline built-in one, or the LLM one talking to the recorder. */
export function useEngine(bench: AnswerBench, engine: 'built-in' | 'llm'): void {
  bench.ctx.answerEngine = bench.engines[engine];
}
