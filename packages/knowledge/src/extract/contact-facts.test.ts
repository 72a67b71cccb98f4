import { describe, expect, it } from 'vitest';
import { chunkPage } from '../chunk/chunk-page.ts';
import { contactKinds } from './contact-patterns.ts';
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

describe('contact details in WordPress footer widgets and other theme chrome', () => {
  // Astra, GeneratePress and the Twenty themes put footer widgets in <aside>, which page text drops.
  const astraFooter = `<footer class="site-footer" id="colophon"><div class="site-primary-footer-wrap">
<div class="site-footer-section-1"><aside class="footer-widget-area widget-area" aria-label="Footer Widget 1">
<section class="widget widget_block"><h2 class="wp-block-heading">Visit us</h2></section>
<section class="widget widget_block"><p>Harbour Lane Bakery<br>14 Harbour Lane<br>Whitstable CT5 1AB</p></section></aside></div>
<div class="site-footer-section-2"><aside class="footer-widget-area widget-area" aria-label="Footer Widget 2">
<section class="widget widget_block"><h2 class="wp-block-heading">Opening hours</h2></section>
<section class="widget widget_block"><p>Tuesday – Saturday: 7am – 4pm<br>Sunday: 8am – 1pm<br>Monday: closed</p></section></aside></div>
<div class="ast-footer-copyright"><p>Copyright © 2026 Harbour Lane Bakery | Powered by Astra WordPress Theme</p></div></div></footer>`;
  const page = extractPage(
    `<html lang="en-GB"><body><main><h1>About</h1><p>We bake bread by the sea.</p></main>${astraFooter}</body></html>`,
    'https://harbour.example/about/',
  );

  it('read an address written over several lines as one line under its heading', () => {
    expect(page.contactText).toContain('Visit us: Harbour Lane Bakery, 14 Harbour Lane, Whitstable CT5 1AB');
  });

  it('read opening hours as one line of clauses under their heading, closed days included', () => {
    expect(page.contactText).toContain('Opening hours: Tuesday – Saturday: 7am – 4pm; Sunday: 8am – 1pm; Monday: closed');
    expect(page.contactText).not.toContain('Copyright');
  });

  it('read Squarespace footer sections, one paragraph per line', () => {
    const squarespace = extractPage(
      `<html lang="fr"><body><main><h1>Contact</h1><p>Nous réparons les vélos.</p></main><footer class="sections" id="footer-sections"><section class="page-section"><div class="sqs-html-content">
<h4>L'atelier</h4><p>27 rue de la Charité</p><p>69002 Lyon</p></div><div class="sqs-html-content"><h4>Horaires</h4><p>Mardi – vendredi : 10h – 19h</p><p>Samedi : 9h30 – 18h</p><p>Dimanche et lundi : fermé</p></div></section></footer></body></html>`,
      'https://velo.example/contact',
    );
    expect(squarespace.contactText).toContain("L'atelier: 27 rue de la Charité, 69002 Lyon");
    expect(squarespace.contactText).toContain('Horaires: Mardi – vendredi : 10h – 19h; Samedi : 9h30 – 18h; Dimanche et lundi : fermé');
  });
});

describe('contact details on a footer copyright line', () => {
  it('keep the address, phone and e-mail parts of a Jimdo footer line that opens with the copyright', () => {
    const page = extractPage(
      `<html lang="de"><body><main><h1>Werkstatt</h1><p>Wir reparieren Fahrräder.</p></main><footer class="jtpl-footer"><div class="leftrow"><p>© 2026 Speichenwerk · Inh. Torben Ahlgrimm · Kochstraße 52 · 04275 Leipzig · Tel. 0341 35 48 19 07 · werkstatt@speichenwerk.example.de</p></div></footer></body></html>`,
      'https://speichenwerk.example.de/',
    );
    expect(page.contactText.split('\n')).toEqual([
      'Inh. Torben Ahlgrimm, Kochstraße 52, 04275 Leipzig',
      'Tel. 0341 35 48 19 07',
      'werkstatt@speichenwerk.example.de',
    ]);
  });
});

describe("contact details in a site builder's footer without a footer element", () => {
  it("read an Elementor theme-builder footer, and leave it out of the page's text", () => {
    const page = extractPage(
      `<html lang="ar" dir="rtl"><body><main><h1>خدماتنا</h1><p>نصلح جميع أنواع السيارات.</p></main><div data-elementor-type="footer" class="elementor elementor-46 elementor-location-footer"><div class="elementor-widget-container"><p>الرقم الموحد: 9200 33418</p><p>البريد: info@markaz.example.sa</p></div></div></body></html>`,
      'https://markaz.example.sa/',
    );
    expect(page.contactText).toContain('الرقم الموحد: 9200 33418');
    expect(page.text).not.toContain('9200 33418');
  });
});

describe('contact details of a Japanese theme footer', () => {
  it('read an address written without spaces, its postcode mark included, apart from the phone and hours', () => {
    const page = extractPage(
      `<html lang="ja"><body><main><h1>ようこそ</h1><p>渋谷の小さな喫茶店です。</p></main><footer id="footer"><div class="textwidget"><p>〒150-0041<br>東京都渋谷区神南1-2-3<br>TEL 03-5456-1234<br>営業時間 10:00〜19:00<br>定休日 水曜日</p></div></footer></body></html>`,
      'https://komorebi.example/',
    );
    expect(page.contactText.split('\n')).toEqual(['〒150-0041, 東京都渋谷区神南1-2-3', 'TEL 03-5456-1234', '営業時間 10:00〜19:00', '定休日 水曜日']);
  });
});

describe('the email and phone number a page states in its own text', () => {
  const contactOf = (main: string) =>
    extractPage(
      `<html lang="en"><body><main><h1>Contact</h1>${main}</main><footer><p>© 2026 Pine &amp; Pebble</p></footer></body></html>`,
      'https://shop.example/contact',
    ).contactText;

  it('are contact lines without any cue word around them', () => {
    const text = contactOf('<p>Ring us on 020 7946 0018 between 9 and 5, or write to help@pineandpebble.com for wholesale orders.</p>');
    expect(text).toContain('Telephone: 020 7946 0018');
    expect(text).toContain('Email: help@pineandpebble.com');
  });

  it('come from a tel: link of the page text with the number as it reads', () => {
    expect(contactOf('<p>Questions? <a href="tel:+15035550199">(503) 555-0199</a></p>')).toBe('Telephone: (503) 555-0199');
    expect(contactOf('<p>Questions? <a href="tel:+15035550199">Call us</a></p>')).toBe('Telephone: +15035550199');
  });

  it('are left to the page text when it states several (two shops, a team), which tie each to its own place', () => {
    expect(contactOf('<p>Harbour shop: 020 7946 0018. Station shop: 020 7946 0755.</p><p>Write to a@shop.co.uk or b@shop.co.uk.</p>')).toBe('');
  });

  it('leave out examples: code, documentation addresses, dates, thousands, a postcode under a house number', () => {
    expect(contactOf('<pre>git config user.email "jane@corp.io"</pre><p>Set it with <code>--phone 555 0100 0199</code>.</p>')).toBe('');
    expect(contactOf('<p>Send patches to git@example.com. Released 2024-03-15; 1 250 000 downloads since 1998-2024.</p>')).toBe('');
    expect(contactOf('<p>Lindenstraße 12<br>10969 Berlin</p>')).toBe('');
    expect(
      contactOf('<p>Free Software Foundation, 51 Franklin Street, Boston, MA 02110-1301, USA. Write to <a href="mailto:email@address">the author</a>.</p>'),
    ).toBe('');
    expect(contactOf('<p>Dates such as 1970-01-01 00:00:00 +0000 and 2005-04-07 22:13 are parsed.</p>')).toBe('');
    expect(contactOf('<p>See the thread &lt;RFC-cover-00.13-0000000000-20210805T150534Z-avarab@gmail.com&gt;.</p>')).toBe('');
  });
});

describe('contactKinds', () => {
  it('tells which kinds of fact contact lines state', () => {
    expect([...contactKinds('Email: hello@harbour.co.uk')]).toEqual(['email']);
    expect([...contactKinds('Opening hours: Tuesday – Saturday: 7am – 4pm; Sunday: 8am – 1pm')]).toEqual(['hours']);
    expect([...contactKinds('Visit us: 14 Harbour Lane, Whitstable CT5 1AB\nTelephone: 01227 946018')].sort()).toEqual(['address', 'phone']);
  });
});
