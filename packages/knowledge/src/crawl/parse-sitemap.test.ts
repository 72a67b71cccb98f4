import { describe, expect, it } from 'vitest';
import { parseSitemap } from './parse-sitemap.ts';

describe('parseSitemap', () => {
  it('reads page URLs of a urlset and nested sitemaps of an index, with entities, CDATA and prefixes', () => {
    expect(
      parseSitemap(`<?xml version="1.0"?><!-- <loc>https://a.example/comment</loc> -->
      <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">
        <url><loc> https://a.example/p?x=1&amp;y=2 </loc><lastmod>2024-01-01</lastmod></url>
        <url><loc><![CDATA[https://a.example/q?a&b]]></loc><image:image><image:loc>https://a.example/i.png</image:loc></image:image></url>
      </urlset>`),
    ).toEqual({ pages: ['https://a.example/p?x=1&y=2', 'https://a.example/q?a&b'], sitemaps: [] });
    expect(parseSitemap('<sm:sitemapindex><sm:sitemap><sm:loc>https://a.example/s.xml</sm:loc></sm:sitemap></sm:sitemapindex>')).toEqual({
      pages: [],
      sitemaps: ['https://a.example/s.xml'],
    });
    expect(parseSitemap('https://a.example/1\r\n  https://a.example/2\nnot a url\n')).toEqual({
      pages: ['https://a.example/1', 'https://a.example/2'],
      sitemaps: [],
    });
  });

  it('reads a megabyte of unclosed <loc> tags in one pass', () => {
    const body = `<urlset>${'<loc>https://a.example/page '.repeat(40_000)}`;
    expect(body.length).toBeGreaterThan(1_000_000);
    const { pages } = parseSitemap(body);
    expect(pages).toHaveLength(40_000);
    expect(pages[0]).toBe('https://a.example/page');
  });

  it('gives up on a <loc> that never closes instead of gathering a megabyte into one URL', () => {
    expect(parseSitemap(`<urlset><url><loc>https://a.example/${'a '.repeat(600_000)}`)).toEqual({ pages: [], sitemaps: [] });
    expect(parseSitemap(`<urlset>${'<'.repeat(1_000_000)}`)).toEqual({ pages: [], sitemaps: [] });
    expect(parseSitemap(`<urlset><loc>${'<![CDATA[x'.repeat(100_000)}`)).toEqual({ pages: [], sitemaps: [] });
  });
});
