import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerTestUser, type TestApp } from '../test/test-app.ts';

describe('security headers', () => {
  let t: TestApp;
  let assistantId: string;
  beforeAll(async () => {
    t = await createTestApp();
    const owner = await registerTestUser(t.app);
    assistantId = (await t.app.inject({ method: 'POST', url: '/api/assistants', headers: owner.auth, payload: { name: 'Header Shop' } })).json().id;
  });
  afterAll(() => t.close());

  const csp = (headers: Record<string, unknown>) =>
    Object.fromEntries(
      String(headers['content-security-policy'])
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values]),
    );

  it('gives the app and the API a strict policy: own scripts only, never framed', async () => {
    for (const url of ['/api/auth/user', '/healthz', '/api/does-not-exist', '/demo-site/']) {
      const res = await t.app.inject({ method: 'GET', url });
      const policy = csp(res.headers);
      expect(policy['script-src'], url).toEqual(["'self'"]);
      expect(policy['frame-ancestors'], url).toEqual(["'none'"]);
      expect(policy['object-src'], url).toEqual(["'none'"]);
      expect(policy['upgrade-insecure-requests'], url).toBeUndefined();
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('lets third-party pages load /widget.js and call the public widget API', async () => {
    const script = await t.app.inject({ method: 'GET', url: '/widget.js', headers: { origin: 'https://shop.example' } });
    expect(script.statusCode).toBe(200);
    expect(script.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(script.headers['access-control-allow-origin']).toBe('*');
    expect(script.headers['content-security-policy']).toBeUndefined();
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    const config = await t.app.inject({ method: 'GET', url: `/api/widget/${assistantId}/config`, headers: { origin: 'https://shop.example' } });
    expect(config.statusCode).toBe(200);
    expect(config.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(config.headers['access-control-allow-origin']).toBe('https://shop.example');
    expect(config.headers['x-content-type-options']).toBe('nosniff');
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: `/api/widget/${assistantId}/chat`,
      headers: { origin: 'https://shop.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('https://shop.example');
    const chat = await t.app.inject({
      method: 'POST',
      url: `/api/widget/${assistantId}/chat`,
      headers: { origin: 'https://shop.example' },
      payload: { message: 'hi', sessionId: 'h-1' },
    });
    expect(chat.statusCode).toBe(200);
    expect(chat.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('adds HSTS and upgrades insecure requests when PUBLIC_URL is https', async () => {
    const https = await createTestApp('pglite', { PUBLIC_URL: 'https://siteline.example' });
    try {
      const res = await https.app.inject({ method: 'GET', url: '/healthz' });
      expect(res.headers['strict-transport-security']).toBe('max-age=15552000');
      expect(csp(res.headers)['upgrade-insecure-requests']).toEqual([]);
    } finally {
      await https.close();
    }
  });
});
