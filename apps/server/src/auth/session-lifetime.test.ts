import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { createTestApp, registerTestUser, type TestApp } from '../test/test-app.ts';
import { describeEachEngine } from '../test/test-database.ts';
import { sessions } from '../db/schema.ts';
import { createKeyring } from './keyring.ts';
import { createTokenService } from './tokens.ts';

const CURRENT = 'test-secret-that-is-long-enough-for-hs256!!';
const PREVIOUS = 'the-secret-this-install-used-before-rotation-123';

describeEachEngine('session lifetime', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { JWT_SECRET: CURRENT, JWT_SECRET_PREVIOUS: PREVIOUS });
  });
  afterAll(() => t.close());

  const me = (authorization: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/auth/user', headers: authorization });
  const sessionOf = (token: string) => decodeJwt(token).sid as string;
  const setTimes = (id: string, times: { createdAgo?: string; lastSeenAgo?: string }) =>
    t.ctx.db
      .update(sessions)
      .set({
        ...(times.createdAgo && { createdAt: sql`now() - ${times.createdAgo}::interval` }),
        ...(times.lastSeenAgo && { lastSeenAt: sql`now() - ${times.lastSeenAgo}::interval` }),
      })
      .where(eq(sessions.id, id));
  const lastSeen = async (id: string) => (await t.ctx.db.select({ at: sessions.lastSeenAt }).from(sessions).where(eq(sessions.id, id)))[0]!.at;

  it('signs out a session unused for more than 7 days, and keeps one used 6 days ago', async () => {
    const idle = await registerTestUser(t.app);
    await setTimes(sessionOf(idle.token), { lastSeenAgo: '8 days' });
    const refused = await me(idle.auth);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toMatch(/unused for more than 7 days/);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: idle.auth })).statusCode).toBe(401);

    const recent = await registerTestUser(t.app);
    await setTimes(sessionOf(recent.token), { lastSeenAgo: '6 days' });
    expect((await me(recent.auth)).statusCode).toBe(200);
    expect(Date.now() - (await lastSeen(sessionOf(recent.token))).getTime()).toBeLessThan(60_000);
  });

  it('signs out a session older than 30 days even while it is in use', async () => {
    const user = await registerTestUser(t.app);
    await setTimes(sessionOf(user.token), { createdAgo: '31 days', lastSeenAgo: '1 minute' });
    const refused = await me(user.auth);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toMatch(/older than 30 days/);
  });

  it('writes the last-seen time at most once a minute, not on every request', async () => {
    const user = await registerTestUser(t.app);
    const id = sessionOf(user.token);
    await setTimes(id, { lastSeenAgo: '30 seconds' });
    const before = await lastSeen(id);
    for (let i = 0; i < 3; i += 1) expect((await me(user.auth)).statusCode).toBe(200);
    expect((await lastSeen(id)).getTime()).toBe(before.getTime());
    await setTimes(id, { lastSeenAgo: '2 minutes' });
    expect((await me(user.auth)).statusCode).toBe(200);
    expect(Date.now() - (await lastSeen(id)).getTime()).toBeLessThan(30_000);
  });

  it('accepts a token signed with JWT_SECRET_PREVIOUS and refuses one from an unknown secret', async () => {
    const user = await registerTestUser(t.app);
    const claims = { userId: user.user.id, sessionId: sessionOf(user.token) };
    const byPrevious = await createTokenService(createKeyring(PREVIOUS)).sign(claims);
    expect((await me({ authorization: `Bearer ${byPrevious}` })).statusCode).toBe(200);
    const byStranger = await createTokenService(createKeyring('a-secret-this-server-never-had-0123456789')).sign(claims);
    const refused = await me({ authorization: `Bearer ${byStranger}` });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe('Unauthorized: Token is invalid');
  });
});
