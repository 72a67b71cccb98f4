import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { createTestApp, registerTestUser, type TestApp } from '../../test/test-app.ts';

async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function withApp(env: Record<string, string>, body: (t: TestApp) => Promise<void>) {
  const t = await createTestApp('pglite', env);
  try {
    await body(t);
  } finally {
    await t.close();
  }
}

const login = (t: TestApp, email: string, password: string, ip = '198.51.100.20') =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });

describe('argon2 paths are throttled', () => {
  it('password change: per account, with Retry-After and when to retry', () =>
    withApp({}, async (t) => {
      const user = await registerTestUser(t.app);
      const change = () =>
        t.app.inject({
          method: 'PUT',
          url: '/api/auth/password',
          headers: user.auth,
          payload: { currentPassword: 'wrong guess 1', newPassword: 'another pass 2' },
        });
      const codes = [];
      for (let i = 0; i < 5; i += 1) codes.push((await change()).statusCode);
      expect(codes).toEqual([400, 400, 400, 400, 400]);
      const refused = await change();
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe('Too many password change attempts. Please try again in 15 minutes.');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(890);
      // The right password is refused too while throttled: nothing is changed.
      const right = await t.app.inject({
        method: 'PUT',
        url: '/api/auth/password',
        headers: user.auth,
        payload: { currentPassword: user.password, newPassword: 'another pass 2' },
      });
      expect(right.statusCode).toBe(429);
      expect((await login(t, user.user.email, user.password)).statusCode).toBe(200);
    }));

  it('login: per IP, counting an IPv6 client by its /64', () =>
    withApp({}, async (t) => {
      const codes = [];
      // 50 attempts per IP in 15 minutes, spread over addresses of one /64 and over many emails.
      for (let i = 0; i < 51; i += 1) codes.push((await login(t, `nobody${i}@example.com`, 'whatever1', `2001:db8:5:6::${(i + 1).toString(16)}`)).statusCode);
      expect(codes.slice(0, 50).every((c) => c === 401)).toBe(true);
      expect(codes[50]).toBe(429);
      expect((await login(t, 'nobody@example.com', 'whatever1', '2001:db8:5:7::1')).statusCode).toBe(401);
    }));
});

describe('login with Redis', () => {
  it('still works, counting in memory, when Redis is down', async () => {
    await withApp({ REDIS_URL: `redis://127.0.0.1:${await closedPort()}` }, async (t) => {
      const user = await registerTestUser(t.app);
      const ok = await login(t, user.user.email, user.password);
      expect(ok.statusCode).toBe(200);
      const codes = [];
      for (let i = 0; i < 11; i += 1) codes.push((await login(t, user.user.email, 'wrong one', '198.51.100.21')).statusCode);
      expect(codes.slice(0, 9).every((c) => c === 401)).toBe(true);
      expect(codes.at(-1)).toBe(429);
    });
  });

  const redisUrl = process.env.TEST_REDIS_URL;
  (redisUrl ? it : it.skip)('shares the limits between server processes through Redis', async () => {
    await withApp({ REDIS_URL: redisUrl! }, async (first) => {
      await withApp({ REDIS_URL: redisUrl! }, async (second) => {
        const email = `shared-${Date.now()}@example.com`;
        for (let i = 0; i < 5; i += 1) expect((await login(first, email, 'wrong one')).statusCode).toBe(401);
        for (let i = 0; i < 5; i += 1) expect((await login(second, email, 'wrong one')).statusCode).toBe(401);
        const refused = await login(first, email, 'wrong one');
        expect(refused.statusCode).toBe(429);
        expect(refused.headers['retry-after']).toBeDefined();
      });
    });
  });
});
