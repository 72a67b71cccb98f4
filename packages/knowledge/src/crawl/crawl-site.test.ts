import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { crawlSite, CrawlError, shutdownExtractionWorkers, type CrawledPage, type CrawlOptions } from './index.ts';
import { htmlPage, startTestSite, type TestRoute, type TestSite } from '../../testing/test-site.ts';

let site: TestSite | undefined;
afterEach(async () => site?.close());
afterAll(() => shutdownExtractionWorkers());

async function crawl(routes: Record<string, TestRoute>, options: Partial<CrawlOptions> = {}) {
  site = await startTestSite(routes);
  const pages: CrawledPage[] = [];
  const skipped: { url: string; reason: string }[] = [];
  const unchanged: string[] = [];
  const result = await crawlSite({
    startUrl: `${site.origin}/`,
    maxPages: 50,
    allowPrivate: true,
    requestTimeoutMs: 2_000,
    onPage: (page) => void pages.push(page),
    onSkipped: (url, reason) => void skipped.push({ url, reason }),
    onUnchanged: (url) => void unchanged.push(url),
    ...options,
  });
  const paths = pages.map((page) => new URL(page.url).pathname + new URL(page.url).search).sort();
  return { result, pages, paths, skipped, unchanged, site };
}

const body = (text: string) => `<p>${text} This sentence makes the page long enough to be real content.</p>`;

describe('crawlSite', () => {
  it('follows relative, absolute and root-relative links on the same site only', async () => {
    const { paths } = await crawl({
      '/': { body: htmlPage('Home', body('Home.'), { links: ['about', '/docs/', 'http://127.0.0.1:1/elsewhere', 'https://example.org/x'] }) },
      '/about': (req, res) =>
        res.writeHead(200, { 'content-type': 'text/html' }).end(htmlPage('About', body('About.'), { links: [`http://${req.headers.host}/team`] })),
      '/docs/': { body: htmlPage('Docs', body('Docs.'), { links: ['../contact', 'guide#install'] }) },
      '/docs/guide': { body: htmlPage('Guide', body('Guide.')) },
      '/team': { body: htmlPage('Team', body('Team.')) },
      '/contact': { body: htmlPage('Contact', body('Contact.')) },
    });
    expect(paths).toEqual(['/', '/about', '/contact', '/docs', '/docs/guide', '/team']);
  });

  it('respects robots.txt for SitelineBot and reports the blocked page', async () => {
    const { paths, skipped, site } = await crawl({
      '/robots.txt': { type: 'text/plain', body: 'User-agent: SitelineBot\nDisallow: /private\n\nUser-agent: *\nDisallow: /' },
      '/': { body: htmlPage('Home', body('Home.'), { links: ['/private/a', '/public'] }) },
      '/public': { body: htmlPage('Public', body('Public.')) },
      '/private/a': { body: htmlPage('Secret', body('Secret.')) },
    });
    expect(paths).toEqual(['/', '/public']);
    expect(skipped).toEqual([expect.objectContaining({ url: expect.stringContaining('/private/a'), reason: expect.stringMatching(/^robots-disallowed/) })]);
    expect(site.requests).not.toContain('/private/a');
  });

  it('refuses to start when robots.txt disallows the start page', async () => {
    const attempt = crawl({
      '/robots.txt': { type: 'text/plain', body: 'User-agent: *\nDisallow: /' },
      '/': { body: htmlPage('Home', body('Home.')) },
    });
    await expect(attempt).rejects.toMatchObject({ code: 'ROBOTS_DISALLOWED' });
  });

  it('reads nested sitemap indexes from robots.txt and indexes pages linked from nowhere else', async () => {
    const { paths } = await crawl({
      '/robots.txt': (req, res) =>
        res.writeHead(200, { 'content-type': 'text/plain' }).end(`User-agent: *\nAllow: /\nSitemap: http://${req.headers.host}/maps/index.xml`),
      '/': { body: htmlPage('Home', body('Home.')) },
      '/maps/index.xml': (req, res) =>
        res.writeHead(200, { 'content-type': 'application/xml' }).end(
          `<?xml version="1.0"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
         <sitemap><loc>http://${req.headers.host}/maps/nested-index.xml</loc></sitemap></sitemapindex>`,
        ),
      '/maps/nested-index.xml': (req, res) =>
        res
          .writeHead(200, { 'content-type': 'text/xml' })
          .end(`<sitemapindex><sitemap><loc>http://${req.headers.host}/maps/pages.xml</loc></sitemap></sitemapindex>`),
      '/maps/pages.xml': (req, res) =>
        res
          .writeHead(200, { 'content-type': 'application/xml' })
          .end(`<urlset><url><loc>http://${req.headers.host}/hidden?b=2&amp;a=1</loc></url><url><loc>https://other.example/x</loc></url></urlset>`),
      '/hidden': { body: htmlPage('Hidden', body('Only in the sitemap.')) },
    });
    expect(paths).toEqual(['/', '/hidden?a=1&b=2']);
  });

  it('falls back to /sitemap.xml when robots.txt names none', async () => {
    const { paths } = await crawl({
      '/': { body: htmlPage('Home', body('Home.')) },
      '/sitemap.xml': (req, res) =>
        res.writeHead(200, { 'content-type': 'application/xml' }).end(`<urlset><url><loc>http://${req.headers.host}/orphan</loc></url></urlset>`),
      '/orphan': { body: htmlPage('Orphan', body('Orphan.')) },
    });
    expect(paths).toEqual(['/', '/orphan']);
  });

  it('skips redirect loops and over-long redirect chains, and follows good redirects', async () => {
    const redirect = (to: string): TestRoute => ({ status: 301, headers: { location: to } });
    const { paths, skipped } = await crawl(
      {
        '/': { body: htmlPage('Home', body('Home.'), { links: ['/loop-a', '/chain-1', '/old'] }) },
        '/loop-a': redirect('/loop-b'),
        '/loop-b': redirect('/loop-a'),
        '/chain-1': redirect('/chain-2'),
        '/chain-2': redirect('/chain-3'),
        '/chain-3': redirect('/chain-4'),
        '/chain-4': redirect('/chain-5'),
        '/chain-5': { body: htmlPage('End', body('End.')) },
        '/old': redirect('/new'),
        '/new': { body: htmlPage('New', body('New.')) },
      },
      { maxRedirects: 3 },
    );
    expect(paths).toEqual(['/', '/new']);
    const reasons = Object.fromEntries(skipped.map((entry) => [new URL(entry.url).pathname, entry.reason.split(':')[0]]));
    expect(reasons).toEqual({ '/loop-a': 'redirect-loop', '/chain-1': 'too-many-redirects' });
  });

  it('indexes HTML and plain text but skips other content types', async () => {
    const { paths, skipped, pages } = await crawl({
      '/': { body: htmlPage('Home', body('Home.'), { links: ['/notes.txt', '/data', '/xhtml'] }) },
      '/notes.txt': { type: 'text/plain; charset=utf-8', body: 'Release notes\n\nVersion 2 adds export to CSV.' },
      '/data': { type: 'application/json', body: '{"a":1}' },
      '/xhtml': { type: 'application/xhtml+xml', body: htmlPage('Xhtml', body('Strict.')) },
    });
    expect(paths).toEqual(['/', '/notes.txt', '/xhtml']);
    expect(pages.find((page) => page.url.endsWith('/xhtml'))?.size).toBe(Buffer.byteLength(htmlPage('Xhtml', body('Strict.'))));
    expect(pages.find((page) => page.url.endsWith('/notes.txt'))?.text).toContain('Version 2 adds export to CSV.');
    expect(skipped.map((entry) => entry.reason)).toEqual([expect.stringMatching(/^not-html/)]);
  });

  it('skips a page that only lists source code, and follows its links', async () => {
    const tokens =
      '<span class="k">def</span> <span class="nf">send</span><span class="p">(</span><span class="n">request</span><span class="p">):</span> <span class="k">pass</span>\n'.repeat(
        120,
      );
    const { paths, skipped } = await crawl({
      '/': { body: htmlPage('Home', body('Home.'), { links: ['/_modules/client'] }) },
      '/_modules/client': { body: htmlPage('Source code for client', `<div class="highlight"><pre>${tokens}</pre></div>`, { links: ['/api'] }) },
      '/api': { body: htmlPage('API', body('The send function sends a prepared request.')) },
    });
    expect(paths).toEqual(['/', '/api']);
    expect(skipped).toEqual([{ url: expect.stringContaining('/_modules/client'), reason: 'code-listing' }]);
  });

  it('aborts oversized and slow pages with a clear reason', async () => {
    const { paths, skipped } = await crawl(
      {
        '/': { body: htmlPage('Home', body('Home.'), { links: ['/huge', '/slow', '/endless'] }) },
        '/huge': { body: htmlPage('Huge', `<p>${'x'.repeat(300_000)}</p>`) },
        '/slow': { body: htmlPage('Slow', body('Slow.')), delayMs: 1_500 },
        // Streams forever without a length: only the streamed limit can stop it.
        '/endless': (_req, res) => {
          res.writeHead(200, { 'content-type': 'text/html' });
          const timer = setInterval(() => (res.destroyed ? clearInterval(timer) : res.write('<p>more</p>'.repeat(2000))), 5);
        },
      },
      { maxResponseBytes: 100_000, requestTimeoutMs: 800 },
    );
    expect(paths).toEqual(['/']);
    const reasons = Object.fromEntries(skipped.map((entry) => [new URL(entry.url).pathname, entry.reason.split(':')[0]]));
    expect(reasons).toEqual({ '/huge': 'too-large', '/slow': 'timeout', '/endless': 'too-large' });
  });

  it('indexes a page once under two URLs (tracking parameters, canonical, redirect, same content)', async () => {
    const same = htmlPage('Pricing', body('Plans start at 10 EUR.'));
    const { paths, skipped } = await crawl({
      '/': { body: htmlPage('Home', body('Home.'), { links: ['/pricing?utm_source=news&fbclid=1', '/pricing', '/print/pricing', '/prices', '/Pricing/'] }) },
      '/pricing': { body: same },
      '/print/pricing': { body: htmlPage('Pricing', body('Plans start at 10 EUR.'), { head: '<link rel="canonical" href="/pricing">' }) },
      '/prices': { status: 301, headers: { location: '/pricing' } },
      '/Pricing/': { body: same },
    });
    expect(paths).toEqual(['/', '/pricing']);
    expect(skipped.map((entry) => entry.reason.split(':')[0]).sort()).toEqual(['duplicate', 'duplicate', 'duplicate']);
  });

  it('indexes a page under its canonical URL when the canonical was not crawled yet', async () => {
    const { paths } = await crawl({
      '/': { body: htmlPage('Home', body('Home.'), { links: ['/item?id=7&sort=asc'] }) },
      '/item': { body: htmlPage('Item', body('Item seven.'), { head: '<link rel="canonical" href="/items/7">' }) },
    });
    expect(paths).toEqual(['/', '/items/7']);
  });

  it('stops at the page cap', async () => {
    const routes: Record<string, TestRoute> = {
      '/': { body: htmlPage('Home', body('Home.'), { links: Array.from({ length: 30 }, (_, i) => `/p${i}`) }) },
    };
    for (let i = 0; i < 30; i++) routes[`/p${i}`] = { body: htmlPage(`Page ${i}`, body(`Topic number ${i}.`)) };
    const { result, pages } = await crawl(routes, { maxPages: 7, concurrency: 4 });
    expect(pages).toHaveLength(7);
    expect(result.pagesIndexed).toBe(7);
    expect(result.urlsDiscovered).toBe(31);
  });

  it('is polite: one request at a time per host with the configured gap, and stops when cancelled', async () => {
    let active = 0;
    let maxActive = 0;
    const starts: number[] = [];
    const slowPage =
      (title: string, links: string[] = []): TestRoute =>
      (_req, res) => {
        active++;
        maxActive = Math.max(maxActive, active);
        starts.push(Date.now());
        setTimeout(() => {
          active--;
          res.writeHead(200, { 'content-type': 'text/html' }).end(htmlPage(title, body(`${title}.`), { links }));
        }, 20);
      };
    const routes: Record<string, TestRoute> = { '/': slowPage('Home', ['/a', '/b', '/c', '/d']) };
    for (const name of ['a', 'b', 'c', 'd']) routes[`/${name}`] = slowPage(name.toUpperCase());
    const { pages } = await crawl(routes, { concurrency: 4, perHostConcurrency: 1, perHostDelayMs: 100 });
    expect(pages).toHaveLength(5);
    expect(maxActive).toBe(1);
    // Start times are planned 100 ms apart; arrival jitter on a busy machine cancels out in the average.
    // The first request also opened the connection, so it is left out.
    const averageGap = (starts[starts.length - 1]! - starts[1]!) / (starts.length - 2);
    expect(averageGap).toBeGreaterThanOrEqual(90);

    const controller = new AbortController();
    const cancelled = crawl(routes, {
      signal: controller.signal,
      perHostConcurrency: 1,
      perHostDelayMs: 60,
      onPage: () => controller.abort(),
    });
    await expect(cancelled).rejects.toThrow();
  });

  it('stops and rejects when the caller cannot store a page', async () => {
    const attempt = crawl(
      {
        '/': { body: htmlPage('Home', body('Home.'), { links: ['/a'] }) },
        '/a': { body: htmlPage('A', body('Alpha.')) },
      },
      {
        onPage: (page) => {
          if (page.url.endsWith('/a')) throw new Error('database is down');
        },
      },
    );
    await expect(attempt).rejects.toThrow('database is down');
  });

  it('keeps boilerplate chunks shared by several pages once per crawl', async () => {
    const promo = '<h2>Newsletter</h2><p>Subscribe to our newsletter for monthly offers and news from the team.</p>';
    const { pages } = await crawl({
      '/': { body: htmlPage('Home', body('Home.') + promo, { links: ['/a'] }) },
      '/a': { body: htmlPage('A', body('Alpha.') + promo) },
    });
    const newsletterChunks = pages.flatMap((page) => page.chunks).filter((chunk) => chunk.headingPath.endsWith('Newsletter'));
    expect(newsletterChunks).toHaveLength(1);
    expect(pages[1]!.chunks.map((chunk) => chunk.ordinal)).toEqual([0]);
  });

  it('throws a clear error when the start URL is unreachable, missing or not HTML', async () => {
    site = await startTestSite({ '/file.pdf': { type: 'application/pdf', body: '%PDF' } });
    const base = { maxPages: 5, allowPrivate: true, requestTimeoutMs: 1_000, onPage: () => {} };
    await expect(crawlSite({ ...base, startUrl: `${site.origin}/file.pdf` })).rejects.toMatchObject({ code: 'NOT_HTML' });
    await expect(crawlSite({ ...base, startUrl: `${site.origin}/missing` })).rejects.toMatchObject({ code: 'UNREACHABLE' });
    await expect(crawlSite({ ...base, startUrl: 'http://127.0.0.1:9/' })).rejects.toMatchObject({ code: 'UNREACHABLE' });
    await expect(crawlSite({ ...base, startUrl: 'ftp://example.com/' })).rejects.toBeInstanceOf(CrawlError);
  });

  it('throws TIMEOUT when the start page is too slow', async () => {
    const attempt = crawl({ '/': { body: htmlPage('Home', body('Home.')), delayMs: 1_000 } }, { requestTimeoutMs: 300 });
    await expect(attempt).rejects.toMatchObject({ code: 'TIMEOUT' });
  });
});
