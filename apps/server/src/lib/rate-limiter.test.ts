import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from './rate-limiter.ts';

const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl) console.warn('TEST_REDIS_URL is not set: the Redis rate limiter tests are skipped.');

const variants: [string, (() => RateLimiter) | undefined][] = [
  ['memory', () => createMemoryRateLimiter()],
  ['redis', redisUrl ? () => createRedisRateLimiter(redisUrl, `siteline-test:${crypto.randomUUID()}:`) : undefined],
];

for (const [name, create] of variants) {
  (create ? describe : describe.skip)(`rate limiter [${name}]`, () => {
    it('allows up to the limit within a window, then refuses with the time to wait', async () => {
      const limiter = create!();
      try {
        const results = [];
        for (let i = 0; i < 4; i += 1) results.push(await limiter.hit('login:ip:1.2.3.4', 3, 60_000));
        expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
        expect(results[3]!.retryAfterSeconds).toBeGreaterThan(50);
        expect((await limiter.hit('login:ip:5.6.7.8', 3, 60_000)).allowed).toBe(true);
      } finally {
        await limiter.close();
      }
    });

    it('opens a new window once the old one has passed', async () => {
      const limiter = create!();
      try {
        expect((await limiter.hit('k', 1, 150)).allowed).toBe(true);
        expect((await limiter.hit('k', 1, 150)).allowed).toBe(false);
        await new Promise((r) => setTimeout(r, 200));
        expect((await limiter.hit('k', 1, 150)).allowed).toBe(true);
      } finally {
        await limiter.close();
      }
    });
  });
}
