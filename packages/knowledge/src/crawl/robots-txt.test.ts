import { describe, expect, it } from 'vitest';
import { parseRobotsTxt } from './robots-txt.ts';

const robots = (text: string) => parseRobotsTxt(text, 'SitelineBot');

describe('parseRobotsTxt', () => {
  it('applies the groups naming our agent, else the * groups, longest rule first and Allow on a tie', () => {
    const rules = robots(`# comment
User-agent: OtherBot
Disallow: /

User-agent: *
Disallow: /

User-agent: sitelinebot/2.0
User-agent: Another
Disallow: /private   # trailing comment
Allow: /private/open
Disallow: /*.pdf$
Disallow: /search*q=
Crawl-delay: 2.5
Sitemap: https://a.example/sitemap.xml
`);
    expect(rules.isAllowed('https://a.example/')).toBe(true);
    expect(rules.isAllowed('https://a.example/private/x')).toBe(false);
    expect(rules.isAllowed('https://a.example/private/open/x')).toBe(true);
    expect(rules.isAllowed('https://a.example/docs/file.pdf')).toBe(false);
    expect(rules.isAllowed('https://a.example/docs/file.pdf?x=1')).toBe(true);
    expect(rules.isAllowed('https://a.example/search/all?page=2&q=x')).toBe(false);
    expect(rules.crawlDelaySeconds).toBe(2.5);
    expect(rules.sitemaps).toEqual(['https://a.example/sitemap.xml']);

    expect(robots('User-agent: *\nDisallow: /\nAllow: /$\n').isAllowed('https://a.example/')).toBe(true);
    expect(robots('User-agent: *\nDisallow: /\nAllow: /$\n').isAllowed('https://a.example/a')).toBe(false);
    expect(robots('User-agent: *\nDisallow: /caf%c3%a9\n').isAllowed('https://a.example/café')).toBe(false);
    expect(robots('User-agent: *\nDisallow:\n').isAllowed('https://a.example/x')).toBe(true);
    expect(robots('').isAllowed('https://a.example/x')).toBe(true);
  });

  it('checks a long URL against half a megabyte of wildcard rules in bounded work', () => {
    const text = `User-agent: *\n${'Disallow: /*a*a*a*a*a*a*a*a*a*a*b$\n'.repeat(15_000)}`;
    expect(text.length).toBeGreaterThan(500_000);
    const rules = robots(text);
    const path = `https://a.example/${'a'.repeat(2_000)}`;
    for (let i = 0; i < 20; i++) expect(rules.isAllowed(`${path}${i}`)).toBe(true);
    expect(rules.isAllowed(`${path}b`)).toBe(false);
  });
});
