import { describe, expect, it } from 'vitest';
import { extractPage, extractPlainText } from './extract-page.ts';

const page = `<!doctype html><html lang="de-DE"><head>
<title>Versand &amp; Lieferung – Beispiel GmbH</title>
<meta name="description" content="Alles über Versandkosten und Lieferzeiten.">
<link rel="canonical" href="/versand">
<style>.x{color:red}</style><script>var tracking = "SECRET_SCRIPT";</script>
</head><body>
<header><a href="/">Logo</a><nav><a href="/produkte">Produkte</a><a href="/kontakt">Kontakt</a></nav></header>
<div id="cookie-banner">We use cookies. <button>Accept all</button></div>
<div class="cc-window">Consent manager text</div>
<aside>Related: Sidebar teaser</aside>
<main>
  <h1>Versand</h1>
  <p>Wir liefern   innerhalb von <strong>2–3 Werktagen</strong>.</p>
  <p hidden>Hidden promo</p><p style="display: none">Invisible text</p><span class="sr-only">Skip</span>
  <h2>Kosten</h2>
  <table><tr><th>Land</th><th>Preis</th></tr><tr><td>Deutschland</td><td>4,90 €</td></tr><tr><td>Österreich</td><td>9,90 €</td></tr></table>
  <h3>Zahlarten</h3>
  <ul><li>Rechnung</li><li>PayPal<ul><li>Express</li></ul></li></ul>
  <form><label>Newsletter</label><input name="email"></form>
  <noscript>Enable JS</noscript>
</main>
<footer>Impressum · Datenschutz · © 2026</footer>
</body></html>`;

describe('extractPage', () => {
  const result = extractPage(page, 'https://shop.example/versand?ref=1');

  it('keeps title, description, language and canonical', () => {
    expect(result.title).toBe('Versand & Lieferung – Beispiel GmbH');
    expect(result.description).toBe('Alles über Versandkosten und Lieferzeiten.');
    expect(result.language).toBe('de-DE');
    expect(result.canonical).toBe('https://shop.example/versand');
  });

  it('keeps the main content and drops navigation, footer, banners, scripts, forms and hidden parts', () => {
    expect(result.text).toContain('Wir liefern innerhalb von 2–3 Werktagen.');
    for (const noise of [
      'Produkte',
      'cookies',
      'Consent',
      'Sidebar',
      'Impressum',
      'SECRET_SCRIPT',
      'color:red',
      'Hidden promo',
      'Invisible',
      'Newsletter',
      'Enable JS',
      'Skip',
    ]) {
      expect(result.text).not.toContain(noise);
    }
  });

  it('renders tables as rows with cells joined by | and list items on their own lines', () => {
    expect(result.text).toContain('Land | Preis\nDeutschland | 4,90 €\nÖsterreich | 9,90 €');
    expect(result.text).toContain('- Rechnung\n- PayPal\n  - Express');
  });

  it('writes a definition list as "term: description" lines, the terms of one description on one line', () => {
    const manual = extractPage(
      '<main><dl><dt>-n</dt><dt>--line-number</dt><dd><p>Prefix the line number to matching lines.</p></dd><dt>--column</dt><dd><p>Prefix the column number.</p></dd></dl></main>',
      'https://docs.example/grep',
    );
    expect(manual.text).toBe('-n, --line-number: Prefix the line number to matching lines.\n--column: Prefix the column number.');
  });

  it('lists headings with their levels', () => {
    expect(result.headings).toEqual([
      { level: 1, text: 'Versand' },
      { level: 2, text: 'Kosten' },
      { level: 3, text: 'Zahlarten' },
    ]);
  });

  it('collects links from the whole page, navigation included, resolved against the page', () => {
    expect(result.links).toEqual(expect.arrayContaining(['https://shop.example/produkte', 'https://shop.example/kontakt']));
  });

  it('falls back to the body without chrome when there is no main element', () => {
    const plain = extractPage(
      '<html><body><nav>Home About</nav><div class="content"><h2>Hours</h2><p>We are open from nine to five on weekdays.</p></div><footer>Footer links</footer></body></html>',
      'https://a.example/',
    );
    expect(plain.text).toBe('Hours\n\nWe are open from nine to five on weekdays.');
    expect(plain.title).toBe('/');
  });

  it('keeps an article header that holds the page heading', () => {
    const article = extractPage(
      '<body><header>Site header</header><article><header><h1>Post title</h1></header><p>Body of the post with several words in it.</p></article></body>',
      'https://a.example/post',
    );
    expect(article.headings).toEqual([{ level: 1, text: 'Post title' }]);
    expect(article.text).not.toContain('Site header');
  });

  it('drops breadcrumbs that only schema.org or an aria-label names, whatever their class', () => {
    const crumbs = extractPage(
      `<main><ol class="crumbs" itemscope itemtype="https://schema.org/BreadcrumbList"><li itemprop="itemListElement" itemscope itemtype="https://schema.org/ListItem"><a itemprop="item" href="/"><span itemprop="name">Startseite</span></a></li><li>Versand</li></ol>
<div class="trail" aria-label="Breadcrumb"><a href="/">Accueil</a> / Livraison</div><h1>Versand</h1><p>Wir liefern innerhalb von drei Werktagen.</p></main>`,
      'https://shop.example/versand',
    );
    expect(crumbs.text).toBe('Versand\n\nWir liefern innerhalb von drei Werktagen.');
  });

  it('does not mistake content about cookies for a consent banner', () => {
    const bakery = extractPage(
      '<main><h1>Our cookies</h1><ul class="cookie-list"><li>Chocolate chip cookie</li><li>Oat cookie</li></ul></main>',
      'https://bakery.example/',
    );
    expect(bakery.text).toContain('- Chocolate chip cookie');
  });

  it('honours meta robots noindex and nofollow', () => {
    const hidden = extractPage('<head><meta name="robots" content="noindex, nofollow"></head><body><a href="/x">x</a></body>', 'https://a.example/');
    expect(hidden.isNoIndex).toBe(true);
    expect(hidden.links).toEqual([]);
  });
});

describe('extractPlainText', () => {
  it('splits paragraphs and takes the first line as title', () => {
    const text = extractPlainText('Returns policy\nUpdated 2026\n\nReturn within 30 days.', 'https://a.example/returns.txt');
    expect(text.title).toBe('Returns policy');
    expect(text.blocks).toHaveLength(2);
  });
});
