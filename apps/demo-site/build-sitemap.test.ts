import { describe, expect, it } from 'vitest';
import { listPages, renderSitemap } from './build-sitemap.ts';

describe('listPages', () => {
  it('lists public pages with the home page first and leaves out robots-disallowed folders', () => {
    const pages = listPages();
    expect(pages[0]).toBe('index.html');
    expect(pages).toContain('shop/ethiopia-yirgacheffe.html');
    expect(pages.length).toBeGreaterThanOrEqual(32);
    expect(pages.length).toBeLessThanOrEqual(40);
    expect(pages.some((page) => page.startsWith('internal/'))).toBe(false);
  });
});

describe('renderSitemap', () => {
  it('writes absolute URLs for the origin and base path it is given', () => {
    const xml = renderSitemap('https://example.test:8443/ignored/path', 'demo', ['index.html', 'shop/index.html', 'shop/a b.html']);
    expect(xml).toContain('<loc>https://example.test:8443/demo/</loc>');
    expect(xml).toContain('<loc>https://example.test:8443/demo/shop/</loc>');
    expect(xml).toContain('<loc>https://example.test:8443/demo/shop/a%20b.html</loc>');
    expect(xml).not.toContain('ignored');
  });

  it('serves the site from the origin root when the base path is /', () => {
    expect(renderSitemap('http://localhost:3000', '/', ['about.html'])).toContain('<loc>http://localhost:3000/about.html</loc>');
  });

  it('escapes characters XML does not allow in text', () => {
    expect(renderSitemap('http://localhost:3000', '/demo-site/', ["tom's&co.html"])).toContain('tom&apos;s&amp;co.html');
  });

  it('is a well-formed urlset covering every public page', () => {
    const xml = renderSitemap('http://localhost:3000', '/demo-site/');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    expect(xml.match(/<url><loc>/g)).toHaveLength(listPages().length);
    expect(xml).not.toContain('/internal/');
  });
});
