import pino from 'pino';
import { createAnswerEngine } from '@siteline/knowledge';
import type { AppConfig } from './config.ts';
import type { AppContext } from './context.ts';
import { migrateDatabase, openDatabase, type Database } from './db/client.ts';
import { resolveAppSecret } from './auth/secret.ts';
import { createKeyring } from './auth/keyring.ts';
import { createTokenService } from './auth/tokens.ts';
import { createMemoryRateLimiter, createRedisRateLimiter } from './lib/rate-limiter.ts';
import { createKeyCipher } from './auth/api-keys.ts';
import { createMemoryProgressBus, createPostgresProgressBus } from './events/progress-bus.ts';
import { startCrawlWorker } from './features/ingestion/crawl-worker.ts';
import { startAutoScrapeScheduler } from './features/ingestion/auto-scrape-scheduler.ts';
import { createPassageCache } from './features/chat/passage-cache.ts';
import { openVectorHooks } from './features/ingestion/embeddings.ts';
import { createConversationStore } from './features/chat/conversation-store.ts';
import { createAssistantLookup } from './features/assistants/assistant-lookup.ts';
import { createStripeProvider } from './features/billing/stripe-provider.ts';
import { createTestModeProvider } from './features/billing/test-mode-provider.ts';
import { resealApiKeys } from './features/assistants/reseal-api-keys.ts';
import { createKeyUsageRecorder } from './features/api-keys/key-usage-recorder.ts';
import { startVisitorUsagePurge } from './features/widget/purge-visitor-usage.ts';

/** Opens and migrates the database and wires the shared services. */
export async function createContext(config: AppConfig, overrides: { database?: Database; log?: AppContext['log'] } = {}): Promise<AppContext> {
  const log: AppContext['log'] = overrides.log ?? pino({ level: config.logLevel });
  const database =
    overrides.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      onIdleError: (error) => log.warn({ err: error }, 'database connection dropped; it will be reopened'),
    }));
  await migrateDatabase(database);
  const keyring = createKeyring(resolveAppSecret(config.jwtSecret, config.dataDir), config.jwtSecretPrevious);
  const cipher = createKeyCipher(keyring);
  const resealed = await resealApiKeys(database.db, cipher);
  if (resealed.resealed > 0) log.info(resealed, 'API keys sealed again with the current secret');
  if (resealed.unreadable > 0)
    log.warn(resealed, 'some API keys were sealed with a secret that is no longer configured: set JWT_SECRET_PREVIOUS or rotate those keys');
  const progress =
    database.kind === 'postgres' && database.connectionString
      ? await createPostgresProgressBus(database.connectionString, database.pool!, (error) => log.error({ err: error }, 'progress listener connection lost'))
      : createMemoryProgressBus();
  const assistantLookup = createAssistantLookup(database.db);
  // A plan change anywhere applies at once here too: chats read the owner's plan from this cache.
  progress.onPlanChange(() => assistantLookup.forget());
  return {
    config,
    database,
    db: database.db,
    tokens: createTokenService(keyring),
    limiter: config.redisUrl ? createRedisRateLimiter(config.redisUrl, { log }) : createMemoryRateLimiter(),
    keyring,
    log,
    cipher,
    answerEngine: createAnswerEngine({ llm: config.llm }),
    passageCache: createPassageCache(),
    vectorHooks: await openVectorHooks(config, database, log),
    assistantLookup,
    payments: config.stripe ? createStripeProvider(config.stripe) : createTestModeProvider(database.db),
    conversations: createConversationStore(database),
    keyUsage: createKeyUsageRecorder(database.db, log),
    progress,
  };
}

/** Starts the crawl worker, the auto-scrape scheduler and the visitor-usage purge; returns the function that stops them. */
export function startBackgroundWork(ctx: AppContext): () => Promise<void> {
  const crawler = startCrawlWorker(ctx, { concurrency: 2, pollMs: 1000, leaseMs: ctx.config.jobLeaseMs });
  ctx.crawler = crawler;
  const stopScheduler = startAutoScrapeScheduler(ctx, ctx.config.schedulerIntervalMs);
  const stopUsagePurge = startVisitorUsagePurge(ctx);
  return async () => {
    stopScheduler();
    stopUsagePurge();
    await crawler.stop();
  };
}

/** Releases what the context holds, database last. */
export async function closeContext(ctx: AppContext): Promise<void> {
  await ctx.conversations.flush();
  await ctx.keyUsage.close();
  await ctx.limiter.close();
  await ctx.progress.close();
  await ctx.database.close();
}
