import pino from 'pino';
import type { AppConfig } from './config.ts';
import type { AppContext } from './context.ts';
import { migrateDatabase, openDatabase, type Database } from './db/client.ts';
import { resolveAppSecret } from './auth/secret.ts';
import { createTokenService } from './auth/tokens.ts';
import { createMemoryRateLimiter } from './lib/rate-limiter.ts';

/** Opens and migrates the database and wires the shared services. */
export async function createContext(config: AppConfig, overrides: { database?: Database; log?: AppContext['log'] } = {}): Promise<AppContext> {
  const log = overrides.log ?? pino({ level: config.logLevel });
  const database = overrides.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  await migrateDatabase(database);
  const appSecret = resolveAppSecret(config.jwtSecret, config.dataDir);
  return {
    config,
    database,
    db: database.db,
    tokens: createTokenService(appSecret),
    limiter: createMemoryRateLimiter(),
    appSecret,
    log,
  };
}

/** Releases what the context holds, database last. */
export async function closeContext(ctx: AppContext): Promise<void> {
  await ctx.limiter.close();
  await ctx.database.close();
}
