import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, registerTestUser, setTier, type TestApp } from '../../test/test-app.ts';
import { describeEachEngine } from '../../test/test-database.ts';

describeEachEngine('public widget endpoints', (engine) => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof registerTestUser>>;
  let assistantId: string;
  beforeAll(async () => {
    // The per-minute burst limits have their own test; here the daily one is under test.
    t = await createTestApp(engine, {}, (config) => {
      config.widgetBurst.perVisitorPerMinute = 1000;
    });
    owner = await registerTestUser(t.app);
    assistantId = (
      await t.app.inject({ method: 'POST', url: '/api/assistants', headers: owner.auth, payload: { name: 'Widget Shop', context: 'We sell kites.' } })
    ).json().id;
  });
  afterAll(() => t.close());

  const ask = (headers: Record<string, string> = {}, ip = '203.0.113.7', id = assistantId) =>
    t.app.inject({ method: 'POST', url: `/api/widget/${id}/chat`, headers, payload: { message: 'hello', sessionId: 'visitor-1' }, remoteAddress: ip });

  it('serves the public config with CORS for any origin when the allowlist is empty', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/widget/${assistantId}/config`, headers: { origin: 'https://kites.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('https://kites.example');
    expect(res.json()).toMatchObject({
      assistantId,
      name: 'Widget Shop',
      isActive: true,
      config: { welcomeMessage: 'Hi! How can I help you today?', showBranding: true },
      text: { send: 'Send message' },
    });
    expect(JSON.stringify(res.json())).not.toContain('sl_');
  });

  it("sends the widget its interface texts in the assistant's language", async () => {
    const other = await registerTestUser(t.app, { email: 'drachen@example.com' });
    const german = (
      await t.app.inject({ method: 'POST', url: '/api/assistants', headers: other.auth, payload: { name: 'Drachenladen', language: 'de' } })
    ).json().id;
    const res = await t.app.inject({ method: 'GET', url: `/api/widget/${german}/config` });
    expect(res.json()).toMatchObject({ language: 'de', text: { send: 'Nachricht senden', placeholder: 'Nachricht eingeben...', skip: 'Nicht jetzt' } });
  });

  it("speaks the visitor's browser language on a multi-language assistant, and only while the plan allows it", async () => {
    const other = await registerTestUser(t.app, { email: 'casa@example.com' });
    await setTier(t, other.user.id, 'pro');
    const payload = { name: 'Casa Luna', language: 'es', multiLanguage: true };
    const id = (await t.app.inject({ method: 'POST', url: '/api/assistants', headers: other.auth, payload })).json().id;
    const config = (acceptLanguage: string) => t.app.inject({ method: 'GET', url: `/api/widget/${id}/config`, headers: { 'accept-language': acceptLanguage } });

    const french = await config('fr-CH, fr;q=0.9, en;q=0.8');
    expect(french.headers.vary).toContain('Accept-Language');
    expect(french.json()).toMatchObject({ language: 'fr', text: { send: 'Envoyer le message' } });
    // A browser language Siteline does not speak, or any language at all: the assistant's own.
    expect((await config('nl-NL, nl;q=0.9')).json()).toMatchObject({ language: 'es' });
    expect((await config('*')).json()).toMatchObject({ language: 'es' });
    // A header no browser sends is not parsed: 1,500 entries (13 kB) would cost tens of milliseconds a request.
    expect((await config(Array(1500).fill('fr;q=0.5').join(','))).json()).toMatchObject({ language: 'es' });

    await setTier(t, other.user.id, 'free');
    expect((await config('fr-FR')).json()).toMatchObject({ language: 'es' });
  });

  it('answers 404 for an unknown or malformed assistant id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      expect((await t.app.inject({ method: 'GET', url: `/api/widget/${id}/config` })).statusCode).toBe(404);
    }
  });

  it('refuses origins outside allowedOrigins without CORS headers, and admits listed ones', async () => {
    await t.app.inject({ method: 'PATCH', url: `/api/assistants/${assistantId}`, headers: owner.auth, payload: { allowedOrigins: ['https://kites.example'] } });
    const refused = await ask({ origin: 'https://evil.example' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('ORIGIN_NOT_ALLOWED');
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    expect((await t.app.inject({ method: 'GET', url: `/api/widget/${assistantId}/config` })).statusCode).toBe(403);
    const allowed = await ask({ origin: 'https://kites.example' });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.headers['access-control-allow-origin']).toBe('https://kites.example');
    await t.app.inject({ method: 'PATCH', url: `/api/assistants/${assistantId}`, headers: owner.auth, payload: { allowedOrigins: [] } });
  });

  it('admits the owner’s sandboxed preview (Origin null) only with a preview token for this assistant', async () => {
    await t.app.inject({ method: 'PATCH', url: `/api/assistants/${assistantId}`, headers: owner.auth, payload: { allowedOrigins: ['https://kites.example'] } });
    const config = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: `/api/widget/${assistantId}/config`, headers: { origin: 'null', ...headers } });
    expect((await t.app.inject({ method: 'GET', url: `/api/embed/preview-token/${assistantId}` })).statusCode).toBe(401);
    const stranger = await registerTestUser(t.app);
    expect((await t.app.inject({ method: 'GET', url: `/api/embed/preview-token/${assistantId}`, headers: stranger.auth })).statusCode).toBe(404);
    const { token } = (await t.app.inject({ method: 'GET', url: `/api/embed/preview-token/${assistantId}`, headers: owner.auth })).json();
    expect((await config({})).statusCode).toBe(403);
    const admitted = await config({ 'x-siteline-preview': token });
    expect(admitted.statusCode).toBe(200);
    expect(admitted.headers['access-control-allow-origin']).toBe('null');
    const forged = `${token.split('.')[0]}.${'A'.repeat(43)}`;
    expect((await config({ 'x-siteline-preview': forged })).statusCode).toBe(403);
    // A token of another assistant does not carry over.
    const otherId = (await t.app.inject({ method: 'POST', url: '/api/assistants', headers: stranger.auth, payload: { name: 'Other' } })).json().id;
    const otherToken = (await t.app.inject({ method: 'GET', url: `/api/embed/preview-token/${otherId}`, headers: stranger.auth })).json().token;
    expect((await config({ 'x-siteline-preview': otherToken })).statusCode).toBe(403);
    await t.app.inject({ method: 'PATCH', url: `/api/assistants/${assistantId}`, headers: owner.auth, payload: { allowedOrigins: [] } });
  });

  it('limits each visitor IP to the plan’s daily messages, independently of other IPs', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 51; i += 1) codes.push((await ask({}, '198.51.100.1')).statusCode);
    expect(codes.slice(0, 50).every((c) => c === 200)).toBe(true);
    expect(codes[50]).toBe(429);
    const over = await ask({}, '198.51.100.1');
    expect(over.json().message).toMatch(/^Daily message limit reached \(50 messages per day\)\. Please try again in \d+ (hours|minutes?|seconds?)\.$/);
    const secondsToMidnight = (Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate() + 1) - Date.now()) / 1000;
    expect(Math.abs(Number(over.headers['retry-after']) - secondsToMidnight)).toBeLessThan(5);
    expect((await ask({}, '198.51.100.2')).statusCode).toBe(200);
  });

  it('stores a rating on the visitor’s conversation and validates it', async () => {
    await ask({}, '192.0.2.9');
    const rated = await t.app.inject({ method: 'POST', url: `/api/widget/${assistantId}/rating`, payload: { sessionId: 'visitor-1', rating: 4 } });
    expect(rated.statusCode).toBe(200);
    const list = (await t.app.inject({ method: 'GET', url: '/api/conversations', headers: owner.auth })).json().conversations;
    expect(list.find((c: { sessionId: string; channel: string }) => c.sessionId === 'visitor-1' && c.channel === 'widget').satisfactionRating).toBe(4);
    const bad = await t.app.inject({ method: 'POST', url: `/api/widget/${assistantId}/rating`, payload: { sessionId: 'visitor-1', rating: 9 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('rating must be a whole number from 1 to 5');
    const unknown = await t.app.inject({ method: 'POST', url: `/api/widget/${assistantId}/rating`, payload: { sessionId: 'never-chatted', rating: 5 } });
    expect(unknown.statusCode).toBe(404);
  });

  it('tells visitors an inactive assistant is unavailable', async () => {
    await t.app.inject({ method: 'PATCH', url: `/api/assistants/${assistantId}`, headers: owner.auth, payload: { isActive: false } });
    const res = await ask({}, '192.0.2.10');
    await t.app.inject({ method: 'PATCH', url: `/api/assistants/${assistantId}`, headers: owner.auth, payload: { isActive: true } });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('ASSISTANT_INACTIVE');
  });
});
