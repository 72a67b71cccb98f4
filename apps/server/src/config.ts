import { z } from 'zod';
import path from 'node:path';

const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const envSchema = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  PUBLIC_URL: z.string().url().optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
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
  TRUST_PROXY: booleanString.default(false),
  JOB_LEASE_MS: z.coerce.number().int().min(500).default(30_000),
  SCHEDULER_INTERVAL_MS: z.coerce.number().int().min(100).default(60_000),
});

export type AppConfig = {
  env: string;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string | undefined;
  jwtSecret: string | undefined;
  logLevel: string;
  redisUrl: string | undefined;
  /** Whether the crawler may fetch loopback/private addresses (see DESIGN.md section 2). */
  crawlAllowPrivate: boolean;
  llm: { baseUrl: string; apiKey: string; model: string; timeoutMs: number } | undefined;
  /** Embeddings for hybrid retrieval, from the LLM endpoint's `/embeddings`; absent means full text only. */
  embedding: { baseUrl: string; apiKey: string; model: string } | undefined;
  ttsModel: string | undefined;
  role: 'all' | 'api' | 'worker';
  /** Read the client IP from X-Forwarded-For (only behind a trusted proxy). */
  trustProxy: boolean;
  /** How long a crawl job stays claimed without a heartbeat before another process may take it over. */
  jobLeaseMs: number;
  schedulerIntervalMs: number;
};

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '::1']);

/** True when the listen address only accepts connections from this machine. */
export function isLoopbackHost(host: string): boolean {
  return LOOPBACK_HOSTS.has(host) || host.startsWith('127.');
}

/** Parses the environment once; lists every problem and throws when anything is wrong. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${problems}`);
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
  if (problems.length > 0) throw new Error(`Invalid configuration:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: e.PUBLIC_URL,
    jwtSecret: e.JWT_SECRET,
    logLevel: e.LOG_LEVEL,
    redisUrl: e.REDIS_URL,
    crawlAllowPrivate: e.CRAWL_ALLOW_PRIVATE ?? isLoopbackHost(e.HOST),
    llm: e.LLM_BASE_URL && e.LLM_MODEL ? { baseUrl: e.LLM_BASE_URL, apiKey: e.LLM_API_KEY ?? '', model: e.LLM_MODEL, timeoutMs: e.LLM_TIMEOUT_MS } : undefined,
    embedding: e.EMBEDDING_MODEL && e.LLM_BASE_URL ? { baseUrl: e.LLM_BASE_URL, apiKey: e.LLM_API_KEY ?? '', model: e.EMBEDDING_MODEL } : undefined,
    ttsModel: e.TTS_MODEL,
    role: e.ROLE,
    trustProxy: e.TRUST_PROXY,
    jobLeaseMs: e.JOB_LEASE_MS,
    schedulerIntervalMs: e.SCHEDULER_INTERVAL_MS,
  };
}
