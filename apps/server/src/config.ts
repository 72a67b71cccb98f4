import { z } from 'zod';
import net from 'node:net';
import path from 'node:path';

const booleanString = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((value) => value === 'true' || value === '1' || value === 'yes');

const envSchema = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  PUBLIC_URL: z.string().url().optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  JWT_SECRET_PREVIOUS: z.string().min(32, 'JWT_SECRET_PREVIOUS must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  REDIS_URL: z.string().url().optional(),
  CRAWL_ALLOW_PRIVATE: booleanString.optional(),
  LLM_BASE_URL: z.string().url().optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().optional(),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).default(30_000),
  EMBEDDING_MODEL: z.string().optional(),
  TTS_MODEL: z.string().optional(),
  ROLE: z.enum(['all', 'api', 'worker']).default('all'),
  TRUST_PROXY: z.string().trim().default('false').transform(parseTrustProxy),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).default(60_000),
  JOB_LEASE_MS: z.coerce.number().int().min(500).default(30_000),
  SCHEDULER_INTERVAL_MS: z.coerce.number().int().min(100).default(60_000),
  STRIPE_SECRET_KEY: z.string().trim().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().trim().min(1).optional(),
  STRIPE_PRICE_PRO: z.string().trim().min(1).optional(),
  STRIPE_PRICE_ENTERPRISE: z.string().trim().min(1).optional(),
  CONTACT_WEBHOOK_URL: z
    .string()
    .url()
    .refine((url) => /^https?:/.test(url), 'CONTACT_WEBHOOK_URL must be an http(s) address')
    .optional(),
  SITE_ASSISTANT_ID: z.string().uuid('SITE_ASSISTANT_ID must be an assistant id (a UUID)').optional(),
});

export type AppConfig = {
  env: string;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string | undefined;
  jwtSecret: string | undefined;
  /** The secret before the last rotation: its tokens still verify and its sealed API keys still open. */
  jwtSecretPrevious: string | undefined;
  logLevel: string;
  redisUrl: string | undefined;
  /** Whether the crawler may fetch loopback/private addresses (see DESIGN.md section 2); only when set explicitly. */
  crawlAllowPrivate: boolean;
  /** Time limits of each crawl; the plan's `maxCrawlMinutes` applies when `maxDurationMs` is absent. */
  crawlTimeouts: { requestMs: number; extractionMs: number; maxDurationMs?: number };
  llm: { baseUrl: string; apiKey: string; model: string; timeoutMs: number } | undefined;
  /** Embeddings for hybrid retrieval, from the LLM endpoint's `/embeddings`; absent means full text only. */
  embedding: { baseUrl: string; apiKey: string; model: string } | undefined;
  ttsModel: string | undefined;
  role: 'all' | 'api' | 'worker';
  /** Which proxies' X-Forwarded-For to believe: false (none), a hop count, or their addresses/subnets. */
  trustProxy: TrustProxy;
  /** How long a client may take to send one whole request (headers and body); responses are not limited. */
  requestTimeoutMs: number;
  /** How long a creation-progress stream waits for its crawl job to appear before it closes. */
  progressGraceMs: number;
  /** Per-minute bursts on the public widget, beside the plan's daily limit per visitor IP. */
  widgetBurst: { perVisitorPerMinute: number; perAssistantPerMinute: number };
  /** How long a crawl job stays claimed without a heartbeat before another process may take it over. */
  jobLeaseMs: number;
  schedulerIntervalMs: number;
  /** Stripe when `STRIPE_SECRET_KEY` is set; otherwise the built-in test-mode provider takes payments. */
  stripe: StripeConfig | undefined;
  /** Where each contact-form message is also POSTed as JSON, when set. */
  contactWebhookUrl: string | undefined;
  /** The operator's own Siteline assistant, put on the public pages as a chat widget when set. */
  siteAssistantId: string | undefined;
};

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  prices: { pro: string; enterprise: string };
  /** Where the SDK sends its calls; only tests point it elsewhere (a local server speaking Stripe's API). */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
}

/** A configuration the server refuses to start with; the message lists every problem. */
export class ConfigError extends Error {}

export type TrustProxy = false | number | string[];

/**
 * `false`/`0` trusts no proxy, a number trusts that many hops, otherwise a comma-separated list of
 * proxy addresses or subnets. `true` (believe any X-Forwarded-For) is refused: any client could then
 * pick the IP its rate limits are counted against.
 */
function parseTrustProxy(value: string, context: z.RefinementCtx): TrustProxy {
  if (value === 'false' || value === '0' || value === '') return false;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const invalid = entries.find((entry) => {
    const [address, bits, extra] = entry.split('/');
    const family = net.isIP(address ?? '');
    if (family === 0 || extra !== undefined) return true;
    return bits !== undefined && !(/^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
  });
  if (value === 'true' || invalid !== undefined) {
    context.addIssue({
      code: 'custom',
      message: `expected false, a hop count (e.g. 1) or proxy addresses/subnets (e.g. 10.0.0.1,10.1.0.0/16); got "${invalid ?? value}"`,
    });
    return false;
  }
  return entries;
}

/** Parses the environment once; lists every problem and throws when anything is wrong. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
    throw new ConfigError(`Invalid configuration:\n${problems}`);
  }
  const e = parsed.data;
  const problems: string[] = [];
  if (e.LLM_MODEL && !e.LLM_BASE_URL) problems.push('LLM_MODEL needs LLM_BASE_URL');
  // An endpoint used only for embeddings needs no chat model: answers then come from the built-in engine.
  if (e.LLM_BASE_URL && !e.LLM_MODEL && !e.EMBEDDING_MODEL) {
    problems.push('LLM_BASE_URL needs LLM_MODEL (or EMBEDDING_MODEL, to use the endpoint for embeddings only)');
  }
  if (e.EMBEDDING_MODEL && !e.LLM_BASE_URL) {
    problems.push('EMBEDDING_MODEL needs LLM_BASE_URL: embeddings are requested from that OpenAI-compatible endpoint (/embeddings)');
  }
  // Every process must sign and seal with the same secret; a generated one would be per process.
  if (e.DATABASE_URL && !e.JWT_SECRET)
    problems.push('JWT_SECRET is required with DATABASE_URL: every server process sharing the database must use the same secret');
  if (e.JWT_SECRET_PREVIOUS && !e.JWT_SECRET) problems.push('JWT_SECRET_PREVIOUS needs JWT_SECRET (the new secret it was rotated to)');
  // The embedded database can be opened by one process only, which must then do both jobs.
  if (e.ROLE !== 'all' && !e.DATABASE_URL)
    problems.push(`ROLE=${e.ROLE} needs DATABASE_URL: split roles share a PostgreSQL database; the embedded one serves a single process (ROLE=all)`);
  if (e.STRIPE_SECRET_KEY) {
    const missing = (['STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_PRO', 'STRIPE_PRICE_ENTERPRISE'] as const).filter((name) => !e[name]);
    if (missing.length > 0)
      problems.push(`STRIPE_SECRET_KEY needs ${missing.join(', ')}: webhooks are verified with the secret and plans are bought by their price ids`);
  }
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: e.PUBLIC_URL,
    jwtSecret: e.JWT_SECRET,
    jwtSecretPrevious: e.JWT_SECRET_PREVIOUS,
    logLevel: e.LOG_LEVEL,
    redisUrl: e.REDIS_URL,
    // Never inferred from HOST: behind a local reverse proxy the server listens on 127.0.0.1 yet faces the internet.
    crawlAllowPrivate: e.CRAWL_ALLOW_PRIVATE ?? false,
    crawlTimeouts: { requestMs: 15_000, extractionMs: 20_000 },
    llm: e.LLM_BASE_URL && e.LLM_MODEL ? { baseUrl: e.LLM_BASE_URL, apiKey: e.LLM_API_KEY ?? '', model: e.LLM_MODEL, timeoutMs: e.LLM_TIMEOUT_MS } : undefined,
    embedding: e.EMBEDDING_MODEL && e.LLM_BASE_URL ? { baseUrl: e.LLM_BASE_URL, apiKey: e.LLM_API_KEY ?? '', model: e.EMBEDDING_MODEL } : undefined,
    ttsModel: e.TTS_MODEL,
    role: e.ROLE,
    trustProxy: e.TRUST_PROXY,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    progressGraceMs: 30_000,
    widgetBurst: { perVisitorPerMinute: 20, perAssistantPerMinute: 300 },
    jobLeaseMs: e.JOB_LEASE_MS,
    schedulerIntervalMs: e.SCHEDULER_INTERVAL_MS,
    stripe: e.STRIPE_SECRET_KEY
      ? {
          secretKey: e.STRIPE_SECRET_KEY,
          webhookSecret: e.STRIPE_WEBHOOK_SECRET!,
          prices: { pro: e.STRIPE_PRICE_PRO!, enterprise: e.STRIPE_PRICE_ENTERPRISE! },
        }
      : undefined,
    contactWebhookUrl: e.CONTACT_WEBHOOK_URL,
    siteAssistantId: e.SITE_ASSISTANT_ID,
  };
}

/** Every environment variable the server reads: the README, `.env.example` and the packaging name no other. */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(envSchema.shape);
