import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerTestUser, setTier, type TestApp } from '../../test/test-app.ts';

describe('public widget rate limits', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof registerTestUser>>;
  const newAssistant = async (name: string) =>
    (await t.app.inject({ method: 'POST', url: '/api/assistants', headers: owner.auth, payload: { name, context: 'We sell kites.' } })).json().id as string;
  beforeAll(async () => {
    t = await createTestApp('pglite', {}, (config) => {
      config.widgetBurst = { perVisitorPerMinute: 3, perAssistantPerMinute: 8 };
    });
    owner = await registerTestUser(t.app);
    await setTier(t, owner.user.id, 'enterprise');
  });
  afterAll(() => t.close());

  const ask = (assistantId: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/widget/${assistantId}/chat`,
      payload: { message: 'hello', sessionId: `v-${ip.replace(/[^\w]/g, '')}` },
      remoteAddress: ip,
    });

  it('limits a visitor’s burst, with Retry-After and a message saying when to retry', async () => {
    const id = await newAssistant('Burst Shop');
    const codes = [];
    for (let i = 0; i < 4; i += 1) codes.push((await ask(id, '203.0.113.50')).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    const refused = await ask(id, '203.0.113.50');
    expect(refused.json().message).toMatch(/^You are sending messages too quickly\. Please try again in (\d+ seconds?|1 minute)\.$/);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });

  it('counts IPv6 visitors by their /64 network', async () => {
    const id = await newAssistant('Six Shop');
    // Three addresses of one /64 share one budget...
    for (const ip of ['2001:db8:aa:1::1', '2001:db8:aa:1::2', '2001:db8:aa:1:ffff:1:2:3']) expect((await ask(id, ip)).statusCode).toBe(200);
    expect((await ask(id, '2001:db8:aa:1::99')).statusCode).toBe(429);
    // ...while the neighbouring /64 is another visitor.
    expect((await ask(id, '2001:db8:aa:2::1')).statusCode).toBe(200);
  });

  it('bounds one assistant’s flood from many visitors, leaving other assistants alone', async () => {
    const flooded = await newAssistant('Flooded Shop');
    const codes = [];
    for (let i = 0; i < 10; i += 1) codes.push((await ask(flooded, `198.51.100.${i + 1}`)).statusCode);
    expect(codes.slice(0, 8).every((c) => c === 200)).toBe(true);
    expect(codes.slice(8)).toEqual([429, 429]);
    const refused = await ask(flooded, '198.51.100.200');
    expect(refused.json().message).toMatch(/^This assistant is receiving too many messages right now\. Please try again in (\d+ seconds?|1 minute)\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const other = await newAssistant('Quiet Shop');
    expect((await ask(other, '198.51.100.1')).statusCode).toBe(200);
  });

  it('limits ratings per visitor', async () => {
    const id = await newAssistant('Rated Shop');
    await ask(id, '192.0.2.77');
    const rate = () =>
      t.app.inject({ method: 'POST', url: `/api/widget/${id}/rating`, payload: { sessionId: 'v-1920277', rating: 5 }, remoteAddress: '192.0.2.77' });
    const codes = [];
    for (let i = 0; i < 11; i += 1) codes.push((await rate()).statusCode);
    expect(codes.slice(0, 10).every((c) => c === 200)).toBe(true);
    expect(codes[10]).toBe(429);
    const refused = await rate();
    expect(refused.json().message).toMatch(/^Too many ratings\. Please try again in (\d+ seconds?|1 minute)\.$/);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});
