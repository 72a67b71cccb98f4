import type { FastifyBaseLogger } from 'fastify';
import type { AnswerEngine, OwnSite, VectorHooks } from '@siteline/knowledge';
import type { AppConfig } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { TokenService } from './auth/tokens.ts';
import type { RateLimiter } from './lib/rate-limiter.ts';
import type { KeyCipher } from './auth/api-keys.ts';
import type { Keyring } from './auth/keyring.ts';
import type { ProgressBus } from './events/progress-bus.ts';

/**
 * Everything a service needs, built once at start and handed to every use case. A feature that keeps a
 * shared service (the assistant lookup, the passage cache, the payment provider…) adds its field here
 * from its own file with `declare module './context.ts'`, so this file imports no feature.
 */
export interface AppContext {
  config: AppConfig;
  database: Database;
  db: Db;
  tokens: TokenService;
  limiter: RateLimiter;
  /** Keys derived from JWT_SECRET (and JWT_SECRET_PREVIOUS during a rotation). */
  keyring: Keyring;
  log: FastifyBaseLogger;
  cipher: KeyCipher;
  progress: ProgressBus;
  answerEngine: AnswerEngine;
  /** Embedding search, present when `EMBEDDING_MODEL` is configured. */
  vectorHooks?: VectorHooks;
  /** How the crawler reaches the bundled demo site on this server; set once the server listens. */
  demoSite?: OwnSite;
}
