import { Redis } from 'ioredis';

/** Fixed-window counters: `hit` adds one and tells whether the caller is still within the limit. */
export interface RateLimiter {
  hit(key: string, limit: number, windowMs: number): Promise<{ allowed: boolean; retryAfterSeconds: number }>;
  close(): Promise<void>;
}

interface Logger {
  warn(details: object, message: string): void;
  info(message: string): void;
}

/** Enough keys for every visitor of a busy server; a flood of distinct IPs stops here. */
export const MEMORY_LIMITER_MAX_KEYS = 100_000;

/**
 * Counters in this process's memory: right for one server process. At most `maxKeys` counters are
 * kept: when full, expired ones are dropped and then the oldest windows (the first to end anyway).
 */
export function createMemoryRateLimiter(options: { now?: () => number; maxKeys?: number } = {}): RateLimiter & { size(): number } {
  const now = options.now ?? Date.now;
  const maxKeys = options.maxKeys ?? MEMORY_LIMITER_MAX_KEYS;
  const windows = new Map<string, { count: number; resetAt: number }>();
  const dropExpired = (t: number) => {
    for (const [key, w] of windows) if (w.resetAt <= t) windows.delete(key);
  };
  const sweep = setInterval(() => dropExpired(now()), 60_000);
  sweep.unref();
  return {
    async hit(key, limit, windowMs) {
      const t = now();
      let w = windows.get(key);
      if (!w || w.resetAt <= t) {
        windows.delete(key);
        if (windows.size >= maxKeys) dropExpired(t);
        // Map order is insertion order: the first keys hold the oldest windows.
        for (const oldest of windows.keys()) {
          if (windows.size < maxKeys) break;
          windows.delete(oldest);
        }
        w = { count: 0, resetAt: t + windowMs };
        windows.set(key, w);
      }
      w.count += 1;
      return { allowed: w.count <= limit, retryAfterSeconds: Math.max(1, Math.ceil((w.resetAt - t) / 1000)) };
    },
    size: () => windows.size,
    async close() {
      clearInterval(sweep);
    },
  };
}

/**
 * Counters shared by every server process through Redis. While Redis is unreachable the limits are
 * counted in this process's memory (logged once per outage), so signing in never fails with it.
 */
export function createRedisRateLimiter(redisUrl: string, options: { prefix?: string; log?: Logger } = {}): RateLimiter {
  const prefix = options.prefix ?? 'siteline:rl:';
  // No offline queue and a short command timeout: a request never waits on a Redis that is away.
  const redis = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, commandTimeout: 1000, connectTimeout: 2000 });
  redis.on('error', () => {
    // Reported once per outage by hit(); ioredis keeps reconnecting on its own.
  });
  const fallback = createMemoryRateLimiter();
  let isDown = false;
  return {
    async hit(key, limit, windowMs) {
      const name = prefix + key;
      try {
        const replies = await redis.multi().set(name, 0, 'PX', windowMs, 'NX').incr(name).pttl(name).exec();
        const [, [incrError, count], [pttlError, ttl]] = replies as [unknown, [Error | null, number], [Error | null, number]];
        const failure = incrError ?? pttlError;
        if (failure) throw failure;
        if (isDown) {
          isDown = false;
          options.log?.info('rate limiter: Redis is reachable again');
        }
        const remainingMs = ttl > 0 ? ttl : windowMs;
        return { allowed: count <= limit, retryAfterSeconds: Math.max(1, Math.ceil(remainingMs / 1000)) };
      } catch (error) {
        if (!isDown) {
          isDown = true;
          options.log?.warn({ err: error }, 'rate limiter: Redis is unreachable, counting limits in this process until it is back');
        }
        return fallback.hit(key, limit, windowMs);
      }
    },
    async close() {
      await fallback.close();
      redis.disconnect();
    },
  };
}
