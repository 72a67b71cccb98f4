import { describe, expect, it } from 'vitest';
import { chunkPage } from '../chunk/chunk-page.ts';
import { extractPage } from './extract-page.ts';

const shopPage = (body: string) => `<html lang="en"><head><title>Bread | Rosa's Bakery</title></head><body>
<header class="site-header"><a href="/">Rosa's Bakery</a><nav><a href="/bread">Bread</a><a href="/cakes">Cakes</a></nav><a href="tel:+1-207-555-0143">Call us</a></header>
<main><h1>Bread</h1>${body}</main>
<footer><div class="widget"><h4>Visit us</h4><address>218 Commercial Street<br>Portland, ME 04101</address>
<p>Phone: (207) 555-0143 · <a href="mailto:hello@rosasbakery.example?subject=Hello">Email us</a></p><p>Open Tuesday to Sunday, 7 am – 3 pm</p></div>
<ul class="menu"><li><a href="/privacy">Privacy policy</a></li><li><a href="/terms">Terms</a></li></ul><p>© 2026 Rosa's Bakery. All rights reserved.</p></footer></body></html>`;

describe('contact details in page chrome', () => {
  const page = extractPage(shopPage('<p>Our sourdough ferments for 36 hours.</p>'), 'https://rosasbakery.example/bread');

  it('are left out of the page text, with the rest of the footer', () => {
    expect(page.text).toBe('Bread\n\nOur sourdough ferments for 36 hours.');
  });

  it('are kept apart: address, phone, opening times, and the targets of tel: and mailto: links', () => {
    for (const fact of [
      '218 Commercial Street',
      'Portland, ME 04101',
      'Phone: (207) 555-0143',
      'Open Tuesday to Sunday, 7 am – 3 pm',
      'Telephone: +1-207-555-0143',
      'Email: hello@rosasbakery.example',
    ]) {
      expect(page.contactText).toContain(fact);
    }
  });

  it('leave out the copyright line, menus and link lists', () => {
    for (const noise of ['©', 'All rights reserved', 'Privacy policy', 'Terms', 'Cakes', 'Call us']) expect(page.contactText).not.toContain(noise);
  });

  it('become one chunk that is the same on every page of the site, so it is stored once', () => {
    const other = extractPage(shopPage('<p>Birthday cakes take three days to order.</p>'), 'https://rosasbakery.example/cakes');
    const contactChunk = (extracted: typeof page) =>
      chunkPage({ title: extracted.title, blocks: extracted.blocks, contactText: extracted.contactText }).find((chunk) =>
        chunk.headingPath.startsWith('Contact details'),
      );
    expect(contactChunk(page)?.content).toContain('(207) 555-0143');
    expect(contactChunk(page)?.contentHash).toBe(contactChunk(other)?.contentHash);
  });

  it('are read from a footer written as a plain element, which the page text leaves out', () => {
    const old = extractPage(
      `<body><div id="menu"><a href="/">Home</a></div><div class="content"><h1>Repairs</h1><p>We repair bicycles of every make within two days.</p></div>
<div id="footer">Velo Garage · Hauptstraße 12, 10115 Berlin · Tel. 030 1234567 · Impressum<br>Last updated 2025-01-05 10:00:00 CET</div></body>`,
      'https://velo.example/',
    );
    expect(old.text).not.toContain('Hauptstraße');
    expect(old.contactText).toContain('Hauptstraße 12, 10115 Berlin');
    expect(old.contactText).toContain('030 1234567');
    // The page's own date would make every page's contact chunk different.
    expect(old.contactText).not.toContain('Last updated');
  });

  it('are empty for a page without header or footer', () => {
    expect(extractPage('<main><p>Just text with 12 words in it, no chrome at all.</p></main>', 'https://a.example/').contactText).toBe('');
  });
});
