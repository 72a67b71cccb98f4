import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

describe('public assets', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('serves /widget.js revalidated by ETag, and an immutable versioned copy', async () => {
    const script = await t.app.inject({ method: 'GET', url: '/widget.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');
    expect(script.headers['cache-control']).toBe('public, max-age=300');
    const version = String(script.headers['x-widget-version']);
    expect((await t.app.inject({ method: 'GET', url: '/widget.js', headers: { 'if-none-match': String(script.headers.etag) } })).statusCode).toBe(304);
    const pinned = await t.app.inject({ method: 'GET', url: `/widget.${version}.js` });
    expect(pinned.headers['cache-control']).toContain('immutable');
    expect(pinned.body).toBe(script.body);
    expect((await t.app.inject({ method: 'GET', url: '/widget.0000000000.js' })).statusCode).toBe(404);
  });

  it('serves the demo site with robots.txt at the root and a sitemap for the real origin', async () => {
    const home = await t.app.inject({ method: 'GET', url: '/demo-site/' });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<html');
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'shop.example:8080' } });
    expect(robots.body).toContain('Disallow: /demo-site/internal/');
    expect(robots.body).toContain('Sitemap: http://shop.example:8080/demo-site/sitemap.xml');
    const sitemap = await t.app.inject({ method: 'GET', url: '/demo-site/sitemap.xml', headers: { host: 'shop.example:8080' } });
    expect(sitemap.body).toContain('<loc>http://shop.example:8080/demo-site/</loc>');
    expect(sitemap.body).not.toContain('/internal/');
  });

  it('describes the API in OpenAPI, including the chat endpoint', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toContain('/api/chat/{assistantId}');
  });
});
