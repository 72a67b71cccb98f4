import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import net from 'node:net';
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from './rate-limiter.ts';

const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl) console.warn('TEST_REDIS_URL is not set: the Redis rate limiter tests are skipped.');

const variants: [string, (() => RateLimiter) | undefined][] = [
  ['memory', () => createMemoryRateLimiter()],
  ['redis', redisUrl ? () => createRedisRateLimiter(redisUrl, { prefix: `siteline-test:${crypto.randomUUID()}:` }) : undefined],
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

describe('memory rate limiter bound', () => {
  it('tracks at most maxKeys counters, however many distinct addresses arrive', async () => {
    const limiter = createMemoryRateLimiter({ maxKeys: 1000 });
    try {
      const key = (i: number) => `chat:ip:10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`;
      for (let i = 0; i < 20_000; i += 1) await limiter.hit(key(i), 5, 60_000);
      expect(limiter.size()).toBe(1000);
      // The newest counters are the ones kept: the latest address is still counted.
      expect((await limiter.hit(key(19_999), 1, 60_000)).allowed).toBe(false);
      // The oldest were evicted: the first address starts afresh.
      expect((await limiter.hit(key(0), 1, 60_000)).allowed).toBe(true);
    } finally {
      await limiter.close();
    }
  });

  it('drops expired windows before evicting live ones', async () => {
    let t = 0;
    const limiter = createMemoryRateLimiter({ now: () => t, maxKeys: 2 });
    try {
      await limiter.hit('short', 1, 10);
      await limiter.hit('long', 1, 60_000);
      t = 100;
      await limiter.hit('new', 1, 60_000);
      expect(limiter.size()).toBe(2);
      expect((await limiter.hit('long', 1, 60_000)).allowed).toBe(false);
    } finally {
      await limiter.close();
    }
  });
});

describe('redis rate limiter with Redis down', () => {
  it('counts in memory and logs once instead of failing', async () => {
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as net.AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const warnings: string[] = [];
    const limiter = createRedisRateLimiter(`redis://127.0.0.1:${port}`, { log: { warn: (_d, message) => warnings.push(message), info: () => {} } });
    try {
      const results = [];
      for (let i = 0; i < 3; i += 1) results.push(await limiter.hit('login:ip:1.2.3.4', 2, 60_000));
      expect(results.map((r) => r.allowed)).toEqual([true, true, false]);
      expect(results[2]!.retryAfterSeconds).toBeGreaterThan(50);
      expect(warnings).toEqual(['rate limiter: Redis is unreachable, counting limits in this process until it is back']);
    } finally {
      await limiter.close();
    }
  });
});
