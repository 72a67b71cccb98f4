import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the API reference page', () => {
  it('serves a page whose scripts all come from this origin, under the app policy', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api-reference/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const scripts = [...page.body.matchAll(/<script([^>]*)>/g)].map((m) => m[1]);
    expect(scripts).toEqual([' src="/api-reference/assets/swagger-ui-bundle.js"', ' src="/api-reference/start.js"']);
    expect((await t.app.inject({ method: 'GET', url: '/api-reference/start.js' })).body).toContain("url: '/api/openapi.json'");
    expect((await t.app.inject({ method: 'GET', url: '/api-reference' })).headers.location).toBe('/api-reference/');
  });

  it('serves the Swagger UI files it uses, and no other file of the package', async () => {
    const bundle = await t.app.inject({ method: 'GET', url: '/api-reference/assets/swagger-ui-bundle.js' });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['content-type']).toContain('javascript');
    expect((await t.app.inject({ method: 'GET', url: '/api-reference/assets/swagger-ui.css' })).statusCode).toBe(200);
    for (const url of ['/api-reference/assets/index.html', '/api-reference/assets/package.json', '/api-reference/assets/../package.json']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });
});
