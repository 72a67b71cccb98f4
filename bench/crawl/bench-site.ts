import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** Deterministic pseudo-random numbers, so every run serves the same site. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const WORDS = (
  'delivery order return warranty price product service customer support team store opening hours account ' +
  'payment invoice shipping tracking size colour material cotton wool leather repair guide install setup battery ' +
  'charger cable garden kitchen office outdoor travel sport premium standard basic offer discount voucher member ' +
  'newsletter privacy policy terms contact address phone email booking appointment consultation quality natural fresh'
).split(' ');

const CATEGORIES = ['Kitchen', 'Garden', 'Office', 'Outdoor', 'Travel', 'Sport', 'Lighting', 'Storage', 'Textiles', 'Tools'];

function sentence(random: () => number): string {
  const length = 8 + Math.floor(random() * 14);
  const words = Array.from({ length }, () => WORDS[Math.floor(random() * WORDS.length)]!);
  const text = words.join(' ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

function paragraph(random: () => number): string {
  return Array.from({ length: 3 + Math.floor(random() * 5) }, () => sentence(random)).join(' ');
}

function pagePath(index: number): string {
  return index === 0 ? '/' : `/${CATEGORIES[index % CATEGORIES.length]!.toLowerCase()}/item-${index}`;
}

function renderPage(index: number, total: number): string {
  const random = seeded(index + 1);
  const nav = CATEGORIES.map((category, i) => `<li><a href="${pagePath(i + 1)}">${category}</a></li>`).join('');
  const related = Array.from({ length: 8 }, (_, i) => (i < 4 ? index + i + 1 : Math.floor(random() * total)) % total)
    .map((target) => `<li><a href="${pagePath(target)}?utm_source=related">Item ${target}</a></li>`)
    .join('');
  const sections = Array.from(
    { length: 3 + Math.floor(random() * 4) },
    (_, s) =>
      `<section><h2>${sentence(random).slice(0, 40)}</h2>${Array.from({ length: 2 + Math.floor(random() * 3) }, () => `<p>${paragraph(random)}</p>`).join('')}` +
      (s === 1
        ? `<table><tr><th>Size</th><th>Price</th></tr>${Array.from({ length: 5 }, (_, r) => `<tr><td>Size ${r}</td><td>${(10 + r * 3.5).toFixed(2)} EUR</td></tr>`).join('')}</table>`
        : '') +
      (s === 2 ? `<ul>${Array.from({ length: 6 }, () => `<li>${sentence(random)}</li>`).join('')}</ul>` : '') +
      '</section>',
  ).join('');
  const footerLinks = ['About', 'Contact', 'Privacy', 'Terms', 'Shipping', 'Returns']
    .map((name, i) => `<a href="${pagePath(total - 1 - i)}">${name}</a>`)
    .join(' | ');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Item ${index} – Example Store</title>
<meta name="description" content="${sentence(random)}"><meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:sans-serif;margin:0}.nav{display:flex;gap:1rem}.card{border:1px solid #ddd;padding:1rem}footer{background:#222;color:#eee}</style>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Item ${index}","offers":{"@type":"Offer","price":"${(index % 90) + 9.99}","priceCurrency":"EUR","availability":"https://schema.org/InStock"}}</script>
</head><body>
<header class="site-header"><a href="/" class="logo">Example Store</a><nav class="nav"><ul>${nav}</ul></nav></header>
<div id="cookie-banner" class="cookie-banner">We use cookies to improve your experience. <button>Accept</button></div>
<main><article><h1>Item ${index}</h1><p class="lead">${paragraph(random)}</p>${sections}
<h2>Related items</h2><ul class="related">${related}</ul></article></main>
<aside class="sidebar"><h3>Popular</h3><p>${paragraph(random)}</p></aside>
<footer><p>${footerLinks}</p><p>Example Store Ltd, 1 High Street, London. Open Monday to Saturday.</p></footer>
<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());</script>
</body></html>`;
}

export interface BenchSite {
  origin: string;
  pageCount: number;
  averageBytes: number;
  close(): Promise<void>;
}

/** Serves `total` generated pages (plus footer pages), a sitemap and robots.txt, each response after `latencyMs`. */
export async function startBenchSite(total: number, latencyMs: number): Promise<BenchSite> {
  const pages = new Map<string, Buffer>();
  for (let i = 0; i < total; i++) pages.set(pagePath(i), Buffer.from(renderPage(i, total)));
  const averageBytes = Math.round([...pages.values()].reduce((sum, page) => sum + page.length, 0) / pages.size);
  let origin = '';
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    setTimeout(() => {
      const page = pages.get(path);
      if (path === '/robots.txt') {
        res.writeHead(200, { 'content-type': 'text/plain' }).end(`User-agent: *\nAllow: /\nSitemap: ${origin}/sitemap.xml\n`);
      } else if (path === '/sitemap.xml') {
        const urls = [...pages.keys()].map((p) => `<url><loc>${origin}${p}</loc></url>`).join('');
        res.writeHead(200, { 'content-type': 'application/xml' }).end(`<?xml version="1.0"?><urlset>${urls}</urlset>`);
      } else if (page) {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': page.length }).end(page);
      } else {
        res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
      }
    }, latencyMs);
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    pageCount: pages.size,
    averageBytes,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
