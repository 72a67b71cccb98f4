import { describe, expect, it } from 'vitest';
import { applyPageMeta } from './page-meta.ts';

const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

describe('applyPageMeta', () => {
  it('writes title, description, canonical, social tags and robots', () => {
    applyPageMeta({ title: 'Pricing - Siteline', description: 'Plans', keywords: ['a', 'b'], path: '/pricing' });
    expect(document.title).toBe('Pricing - Siteline');
    expect(meta('meta[name="description"]')).toBe('Plans');
    expect(meta('meta[name="keywords"]')).toBe('a, b');
    expect(meta('meta[name="robots"]')).toBe('index, follow');
    expect(meta('meta[property="og:title"]')).toBe('Pricing - Siteline');
    expect(document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href).toBe(`${window.location.origin}/pricing`);
  });

  it('switches robots to noindex and reuses the same tags', () => {
    applyPageMeta({ title: 'Sign In', description: 'x', path: '/login', isIndexable: false });
    expect(meta('meta[name="robots"]')).toBe('noindex, nofollow');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });
});
