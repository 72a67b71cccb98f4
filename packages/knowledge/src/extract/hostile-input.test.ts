import { describe, expect, it } from 'vitest';
import { extractPage } from './extract-page.ts';

describe('extraction of hostile input', () => {
  it('reads a JSON-LD name of 300,000 unclosed "<" in one pass', () => {
    const name = `Crumb ${'<'.repeat(300_000)}`;
    const html = `<html><head><script type="application/ld+json">${JSON.stringify({ '@type': 'Bakery', name, telephone: '+44 113 555 0199' })}</script></head><body><main><p>Fresh bread daily.</p></main></body></html>`;
    const page = extractPage(html, 'https://a.example/');
    expect(page.facts[0]).toMatchObject({ telephone: '+44 113 555 0199' });
    expect(String(page.facts[0]!.name).startsWith('Crumb <<<')).toBe(true);
  });

  it('reads page text of 50,000 characters without a space, digits or "@" for contacts in linear time', () => {
    for (const run of ['a'.repeat(50_000), '1 '.repeat(25_000), `${'a.'.repeat(25_000)}@`]) {
      const started = performance.now();
      extractPage(`<html><body><main><p>${run}</p></main><footer><p>${run}</p></footer></body></html>`, 'https://a.example/');
      expect(performance.now() - started).toBeLessThan(1_000);
    }
  });

  it('reads thousands of nested microdata items as a bounded few', () => {
    const nested = `<div itemscope itemtype="https://schema.org/Place">${'<div itemscope itemtype="https://schema.org/Place" itemprop="containedIn">'.repeat(3_000)}`;
    const page = extractPage(
      `<html><body><main>${nested}<span itemprop="name">Deep</span>${'</div>'.repeat(3_001)}</main></body></html>`,
      'https://a.example/',
    );
    expect(page.facts.length).toBeLessThanOrEqual(20);
  });
});
