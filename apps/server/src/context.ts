import type { FastifyBaseLogger } from 'fastify';
import type { AnswerEngine, OwnSite, VectorHooks } from '@siteline/knowledge';
import type { AppConfig } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { TokenService } from './auth/tokens.ts';
import type { RateLimiter } from './lib/rate-limiter.ts';
import type { KeyCipher } from './lib/api-keys.ts';
import type { Keyring } from './auth/keyring.ts';
import type { ProgressBus } from './events/progress-bus.ts';
import type { CrawlWorker } from './features/ingestion/crawl-worker.ts';
import type { PassageCache } from './features/chat/passage-cache.ts';
import type { ConversationStore } from './features/chat/conversation-store.ts';
import type { AssistantLookup } from './features/assistants/assistant-lookup.ts';
import type { PaymentProvider } from './features/billing/payment-provider.ts';
import type { KeyUsageRecorder } from './features/api-keys/key-usage-recorder.ts';

/** Everything a service needs, built once at start and handed to every use case. */
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
  passageCache: PassageCache;
  assistantLookup: AssistantLookup;
  conversations: ConversationStore;
  /** Stripe when configured, otherwise the built-in test-mode provider. */
  payments: PaymentProvider;
  /** When account API keys were last used, written in batches. */
  keyUsage: KeyUsageRecorder;
  /** Embedding search, present when `EMBEDDING_MODEL` is configured. */
  vectorHooks?: VectorHooks;
  /** Present in processes that run background jobs. */
  crawler?: CrawlWorker;
  /** How the crawler reaches the bundled demo site on this server; set once the server listens. */
  demoSite?: OwnSite;
}
