import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { crawlSite, shutdownExtractionWorkers, type CrawledPage, type CrawlOptions } from './index.ts';
import { htmlPage, startTestSite, type TestRoute, type TestSite } from '../../testing/test-site.ts';

const sites: TestSite[] = [];
afterEach(async () => {
  await Promise.all(sites.splice(0).map((site) => site.close()));
});
afterAll(() => shutdownExtractionWorkers());

async function serve(routes: Record<string, TestRoute>): Promise<TestSite> {
  const site = await startTestSite(routes);
  sites.push(site);
  return site;
}

async function crawl(site: TestSite, options: Partial<CrawlOptions> = {}) {
  const pages: CrawledPage[] = [];
  const skipped: { url: string; reason: string }[] = [];
  const result = await crawlSite({
    startUrl: `${site.origin}/`,
    maxPages: 50,
    allowPrivate: true,
    requestTimeoutMs: 2_000,
    onPage: (page) => void pages.push(page),
    onSkipped: (url, reason) => void skipped.push({ url, reason }),
    ...options,
  });
  return { result, pages, skipped };
}

const text = (words: string) => `<p>${words} This sentence makes the page long enough to be real content.</p>`;

function linkedPages(count: number, route: (i: number) => TestRoute = (i) => ({ body: htmlPage(`Page ${i}`, text(`Topic ${i}.`)) })) {
  const routes: Record<string, TestRoute> = {
    '/': { body: htmlPage('Home', text('Home.'), { links: Array.from({ length: count }, (_, i) => `/p${i}`) }) },
  };
  for (let i = 0; i < count; i++) routes[`/p${i}`] = route(i);
  return routes;
}

describe('crawl limits', () => {
  it('counts every request against the fetch budget, robots.txt and sitemaps included, and says it stopped there', async () => {
    const site = await serve(linkedPages(20));
    const { result, pages } = await crawl(site, { maxFetches: 8 });
    expect(site.requests).toHaveLength(8);
    expect(site.requests.slice(0, 2)).toEqual(['/robots.txt', '/']);
    expect(site.requests).toContain('/sitemap.xml');
    expect(pages.length).toBeLessThan(8);
    expect(result.stoppedBy).toBe('fetch-budget');
  });

  it('stops at the time budget with what it has', async () => {
    const site = await serve(linkedPages(30, (i) => ({ delayMs: 150, body: htmlPage(`Slow ${i}`, text(`Slow topic ${i}.`)) })));
    const { result, pages } = await crawl(site, { maxDurationMs: 800, concurrency: 2, perHostConcurrency: 2 });
    expect(result.stoppedBy).toBe('time-budget');
    expect(pages.length).toBeGreaterThan(0);
    expect(pages.length).toBeLessThan(31);
  });

  it('remembers a bounded number of URLs however many links pages hold', async () => {
    const site = await serve(linkedPages(200));
    const { result } = await crawl(site, { maxKnownUrls: 25 });
    expect(result.urlsDiscovered).toBe(25);
    expect(result.pagesIndexed).toBe(25);
    expect(result.stoppedBy).toBe('url-limit');
  });

  it('reports a complete crawl when the frontier ran dry', async () => {
    const site = await serve(linkedPages(3));
    const { result } = await crawl(site);
    expect(result).toMatchObject({ stoppedBy: 'complete', pagesIndexed: 4 });
  });

  it('follows robots.txt Sitemap: lines only on the crawled site', async () => {
    const elsewhere = await serve({ '/sitemap.xml': { type: 'application/xml', body: '<urlset><url><loc>http://127.0.0.1:1/x</loc></url></urlset>' } });
    const site = await serve({
      '/robots.txt': {
        type: 'text/plain',
        body: `User-agent: *\nAllow: /\nSitemap: ${elsewhere.origin}/sitemap.xml\nSitemap: http://169.254.169.254/latest/meta-data/\n`,
      },
      '/': { body: htmlPage('Home', text('Home.')) },
    });
    await crawl(site);
    expect(elsewhere.requests).toEqual([]);
    expect(site.requests).toContain('/sitemap.xml');
  });

  it('closes the connection of a redirect instead of reading its body', async () => {
    let closedRedirect = false;
    const site = await serve({
      '/': { body: htmlPage('Home', text('Home.'), { links: ['/moved'] }) },
      '/moved': (_req, res) => {
        res.writeHead(301, { location: '/target', 'content-type': 'text/html' });
        const chunk = Buffer.alloc(64 * 1024, 'x');
        const pump = () => {
          while (!res.destroyed && res.write(chunk));
        };
        res.on('drain', pump);
        res.on('close', () => (closedRedirect = true));
        pump();
      },
      '/target': { body: htmlPage('Target', text('Target.')) },
    });
    const { pages } = await crawl(site);
    expect(pages.map((page) => new URL(page.url).pathname).sort()).toEqual(['/', '/target']);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(closedRedirect).toBe(true);
  });

  it("reaches the server's own site by its exact origin and path without opening private addresses", async () => {
    const site = await serve({
      '/robots.txt': { type: 'text/plain', body: 'User-agent: *\nAllow: /\n' },
      '/demo/': { body: htmlPage('Demo', text('Demo home.'), { links: ['/demo/about', '/admin'] }) },
      '/demo/about': { body: htmlPage('About', text('About the demo.')) },
      '/admin': { body: htmlPage('Admin', text('Secret.')) },
    });
    const port = Number(new URL(site.origin).port);
    const ownSite = { origins: [`http://localhost:${port}`], pathPrefix: '/demo/', address: { host: '127.0.0.1', port } };
    const { pages, skipped } = await crawl(site, { startUrl: `http://localhost:${port}/demo/`, allowPrivate: false, ownSite });
    expect(pages.map((page) => new URL(page.url).pathname).sort()).toEqual(['/demo', '/demo/about']);
    expect(skipped).toEqual([expect.objectContaining({ url: `http://localhost:${port}/admin`, reason: expect.stringMatching(/^blocked-address/) })]);
    expect(site.requests).not.toContain('/admin');
    // Any other way to the same server stays closed.
    await expect(crawl(site, { startUrl: `${site.origin}/demo/`, allowPrivate: false, ownSite })).rejects.toMatchObject({ code: 'BLOCKED_ADDRESS' });
  });
  it('waits the Crawl-delay robots.txt asks for between page requests, but never more than 10 seconds', async () => {
    const pageStarts = async (crawlDelay: string) => {
      const started = new Map<string, number>();
      const page =
        (path: string, body: string): TestRoute =>
        (_req, res) => {
          started.set(path, Date.now());
          res.writeHead(200, { 'content-type': 'text/html' }).end(body);
        };
      const site = await serve({
        '/robots.txt': { type: 'text/plain', body: `User-agent: *\nCrawl-delay: ${crawlDelay}\n` },
        '/': page('/', htmlPage('Home', text('Home.'), { links: ['/p0'] })),
        '/p0': page('/p0', htmlPage('Page 0', text('Topic 0.'))),
      });
      const { pages } = await crawl(site);
      expect(pages).toHaveLength(2);
      return started.get('/p0')! - started.get('/')!;
    };
    // Measured where the requests arrive: the first one's trip from crawler to server can shorten the gap a little.
    const asked = await pageStarts('1.5');
    expect(asked).toBeGreaterThanOrEqual(1_450);
    // A day between requests would stall the crawl for good: the cap (10 s) applies.
    const capped = await pageStarts('86400');
    expect(capped).toBeGreaterThanOrEqual(9_950);
    expect(capped).toBeLessThan(15_000);
  }, 40_000);
});
