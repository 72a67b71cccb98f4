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
});
