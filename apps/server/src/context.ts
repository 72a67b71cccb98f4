import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { TokenService } from './auth/tokens.ts';
import type { RateLimiter } from './lib/rate-limiter.ts';

/** Everything a service needs, built once at start and handed to every use case. */
export interface AppContext {
  config: AppConfig;
  database: Database;
  db: Db;
  tokens: TokenService;
  limiter: RateLimiter;
  appSecret: string;
  log: FastifyBaseLogger;
}
