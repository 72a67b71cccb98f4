import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { createTestApp, registerTestUser, type TestApp } from '../../test/test-app.ts';
import { describeEachEngine } from '../../test/test-database.ts';

describeEachEngine('accounts API', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const post = (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers });

  describe('register', () => {
    it('creates a free account and returns a token and the user without secrets', async () => {
      const res = await post('/api/auth/register', {
        email: 'Ann@Example.com ',
        password: 'longenough1',
        firstName: 'Ann',
        lastName: 'Lee',
        companyName: 'Ann Bakes',
      });
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body.token.split('.')).toHaveLength(3);
      expect(body.user).toMatchObject({
        email: 'ann@example.com',
        firstName: 'Ann',
        lastName: 'Lee',
        companyName: 'Ann Bakes',
        subscriptionTier: 'free',
        role: 'user',
      });
      expect(JSON.stringify(body)).not.toMatch(/password/i);
    });

    it('refuses a duplicate email with 409', async () => {
      await registerTestUser(t.app, { email: 'dupe@example.com' });
      const res = await post('/api/auth/register', { email: 'DUPE@example.com', password: 'longenough1', firstName: 'A', lastName: 'B' });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('An account with this email already exists');
    });

    it.each([
      [{ email: 'not-an-email', password: 'longenough1', firstName: 'A', lastName: 'B' }, 'Please enter a valid email address'],
      [{ email: 'x@example.com', password: 'short', firstName: 'A', lastName: 'B' }, 'Password must be at least 8 characters'],
      [{ email: 'x@example.com', password: 'longenough1', firstName: '  ', lastName: 'B' }, 'First name is required'],
      [{ email: 'x@example.com', password: 'longenough1', firstName: 'A', lastName: '' }, 'Last name is required'],
      [{ email: 'x@example.com', password: 12345678, firstName: 'A', lastName: 'B' }, 'password'],
      [{ password: 'longenough1', firstName: 'A', lastName: 'B' }, 'email'],
    ])('rejects %j with a message naming the problem', async (payload, message) => {
      const res = await post('/api/auth/register', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
      const login = await post('/api/auth/login', { email: 'x@example.com', password: 'longenough1' });
      expect(login.statusCode).toBe(401);
    });
  });

  describe('login', () => {
    it('signs in with the right password and refuses a wrong one with the same message as an unknown email', async () => {
      const user = await registerTestUser(t.app);
      const ok = await post('/api/auth/login', { email: user.user.email, password: user.password });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().user.id).toBe(user.user.id);
      const wrong = await post('/api/auth/login', { email: user.user.email, password: 'wrong password' });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().message).toBe('Invalid email or password');
      const unknown = await post('/api/auth/login', { email: 'nobody@example.com', password: 'whatever1' });
      expect(unknown.json().message).toBe('Invalid email or password');
    });

    it('throttles repeated attempts for one email with 429', async () => {
      const user = await registerTestUser(t.app);
      const codes: number[] = [];
      for (let i = 0; i < 12; i += 1) codes.push((await post('/api/auth/login', { email: user.user.email, password: 'nope-nope' })).statusCode);
      expect(codes.slice(0, 10).every((c) => c === 401)).toBe(true);
      const last = await post('/api/auth/login', { email: user.user.email, password: user.password });
      expect(last.statusCode).toBe(429);
      expect(last.json().message).toMatch(/Too many login attempts/);
    });
  });

  describe('sessions', () => {
    it('reads the user, refreshes, and logout revokes the token', async () => {
      const user = await registerTestUser(t.app);
      const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: user.auth });
      expect(me.statusCode).toBe(200);
      expect(me.json().email).toBe(user.user.email);
      const refreshed = await post('/api/auth/refresh', undefined, user.auth);
      expect(refreshed.statusCode).toBe(200);
      expect(refreshed.json().user.id).toBe(user.user.id);
      const out = await post('/api/auth/logout', undefined, user.auth);
      expect(out.statusCode).toBe(200);
      for (const auth of [user.auth, { authorization: `Bearer ${refreshed.json().token}` }]) {
        const after = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: auth });
        expect(after.statusCode).toBe(401);
        expect(after.json().message).toMatch(/Unauthorized/);
      }
    });

    it('refuses missing, malformed, forged and expired tokens with 401', async () => {
      const user = await registerTestUser(t.app);
      const [, payload] = user.token.split('.');
      const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
      const forged = await new SignJWT({ sid: claims.sid })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.sub)
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode('some-other-secret-of-sufficient-length!!'));
      const expired = await new SignJWT({ sid: claims.sid })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.sub)
        .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
        .sign(new TextEncoder().encode('test-secret-that-is-long-enough-for-hs256!!'));
      const cases: [Record<string, string>, RegExp][] = [
        [{}, /missing bearer token/],
        [{ authorization: 'Bearer not.a.token' }, /invalid/],
        [{ authorization: `Bearer ${forged}` }, /invalid/],
        [{ authorization: `Bearer ${expired}` }, /expired/],
      ];
      for (const [headers, message] of cases) {
        const res = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers });
        expect(res.statusCode).toBe(401);
        expect(res.json().message).toMatch(message);
      }
    });
  });

  describe('profile and password', () => {
    it('updates only the names', async () => {
      const user = await registerTestUser(t.app);
      const res = await t.app.inject({ method: 'PUT', url: '/api/auth/profile', headers: user.auth, payload: { firstName: ' Zoe ', lastName: 'Park' } });
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toMatchObject({ firstName: 'Zoe', lastName: 'Park', email: user.user.email });
      const bad = await t.app.inject({ method: 'PUT', url: '/api/auth/profile', headers: user.auth, payload: { firstName: '', lastName: 'Park' } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('First name is required');
      const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: user.auth });
      expect(me.json().firstName).toBe('Zoe');
    });

    it('changes the password, keeps this session, revokes the others, and the new password signs in', async () => {
      const user = await registerTestUser(t.app);
      const other = await post('/api/auth/login', { email: user.user.email, password: user.password });
      const otherAuth = { authorization: `Bearer ${other.json().token}` };
      const wrongCurrent = await t.app.inject({
        method: 'PUT',
        url: '/api/auth/password',
        headers: user.auth,
        payload: { currentPassword: 'nope', newPassword: 'brand new pass' },
      });
      expect(wrongCurrent.statusCode).toBe(400);
      expect(wrongCurrent.json().message).toBe('Current password is incorrect');
      const short = await t.app.inject({
        method: 'PUT',
        url: '/api/auth/password',
        headers: user.auth,
        payload: { currentPassword: user.password, newPassword: 'short' },
      });
      expect(short.json().message).toBe('Password must be at least 8 characters long');
      const ok = await t.app.inject({
        method: 'PUT',
        url: '/api/auth/password',
        headers: user.auth,
        payload: { currentPassword: user.password, newPassword: 'brand new pass' },
      });
      expect(ok.statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: user.auth })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: otherAuth })).statusCode).toBe(401);
      expect((await post('/api/auth/login', { email: user.user.email, password: user.password })).statusCode).toBe(401);
      expect((await post('/api/auth/login', { email: user.user.email, password: 'brand new pass' })).statusCode).toBe(200);
    });
  });

  describe('bad input', () => {
    it('answers malformed JSON, empty bodies, oversized bodies and unknown routes with JSON errors', async () => {
      const malformed = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().message).toBe('Request body is not valid JSON');
      const empty = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: '' });
      expect(empty.statusCode).toBe(400);
      const huge = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ email: 'x@y.co', password: 'a'.repeat(2_000_000), firstName: 'A', lastName: 'B' }),
      });
      expect(huge.statusCode).toBe(413);
      expect(huge.json().message).toBe('Request body is too large: the limit is 256 KB');
      const unknown = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toContain('/api/does-not-exist');
    });
  });
});
