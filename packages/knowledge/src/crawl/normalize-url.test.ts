import { describe, expect, it } from 'vitest';
import { cleanUrl, isSameSite, normalizeUrl, siteKey } from './normalize-url.ts';

describe('normalizeUrl', () => {
  it.each([
    ['HTTP://Example.COM:80/About/#team', 'http://example.com/About'],
    ['https://example.com:443/', 'https://example.com/'],
    ['https://example.com/shop/?utm_source=x&utm_medium=y&gclid=1&fbclid=2&mc_cid=3&b=2&a=1', 'https://example.com/shop?a=1&b=2'],
    ['https://example.com/a//b/', 'https://example.com/a/b'],
    ['https://example.com/?utm_campaign=x', 'https://example.com/'],
    ['https://example.com:8443/x', 'https://example.com:8443/x'],
  ])('%s -> %s', (input, expected) => expect(normalizeUrl(input)).toBe(expected));

  it('resolves relative links against a base', () => {
    expect(normalizeUrl('../contact?ref_src=tw', 'https://example.com/docs/guide/')).toBe('https://example.com/docs/contact');
  });

  it.each(['mailto:a@b.c', 'javascript:void(0)', 'tel:+123', 'ftp://example.com/', 'http://user:pw@example.com/', '::nonsense'])('rejects %s', (input) =>
    expect(normalizeUrl(input)).toBeNull(),
  );

  it('keeps the trailing slash in the URL to fetch', () => {
    expect(cleanUrl('https://example.com/docs/?utm_source=a#x')).toBe('https://example.com/docs/');
  });

  it('treats www and apex, http and https as one site, other hosts and ports as others', () => {
    const sites = new Set([siteKey('https://www.example.com/')]);
    expect(isSameSite('http://example.com/a', sites)).toBe(true);
    expect(isSameSite('https://www.example.com/b', sites)).toBe(true);
    expect(isSameSite('https://shop.example.com/', sites)).toBe(false);
    expect(isSameSite('https://example.com:8080/', sites)).toBe(false);
  });
});
