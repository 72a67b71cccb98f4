import { Redis } from 'ioredis';

/** Fixed-window counters: `hit` adds one and tells whether the caller is still within the limit. */
export interface RateLimiter {
  hit(key: string, limit: number, windowMs: number): Promise<{ allowed: boolean; retryAfterSeconds: number }>;
  close(): Promise<void>;
}

/** Counters in this process's memory: right for one server process. */
export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const sweep = setInterval(() => {
    const t = now();
    for (const [key, w] of windows) if (w.resetAt <= t) windows.delete(key);
  }, 60_000);
  sweep.unref();
  return {
    async hit(key, limit, windowMs) {
      const t = now();
      let w = windows.get(key);
      if (!w || w.resetAt <= t) {
        w = { count: 0, resetAt: t + windowMs };
        windows.set(key, w);
      }
      w.count += 1;
      return { allowed: w.count <= limit, retryAfterSeconds: Math.max(1, Math.ceil((w.resetAt - t) / 1000)) };
    },
    async close() {
      clearInterval(sweep);
    },
  };
}

/** Counters shared by every server process through Redis (INCR + PEXPIRE on first hit). */
export function createRedisRateLimiter(redisUrl: string, prefix = 'siteline:rl:'): RateLimiter {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 2, lazyConnect: false });
  return {
    async hit(key, limit, windowMs) {
      const name = prefix + key;
      const [[, count], [, ttl]] = (await redis.multi().incr(name).pttl(name).exec()) as [[null, number], [null, number]];
      if (ttl < 0) await redis.pexpire(name, windowMs);
      const remainingMs = ttl < 0 ? windowMs : ttl;
      return { allowed: count <= limit, retryAfterSeconds: Math.max(1, Math.ceil(remainingMs / 1000)) };
    },
    async close() {
      await redis.quit();
    },
  };
}
