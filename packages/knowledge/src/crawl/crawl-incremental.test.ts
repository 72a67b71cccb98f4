import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { crawlSite, shutdownExtractionWorkers, type CrawledPage, type KnownPage } from './index.ts';
import { htmlPage, startTestSite, type TestRoute, type TestSite } from '../../testing/test-site.ts';

let site: TestSite | undefined;
afterEach(async () => site?.close());
afterAll(() => shutdownExtractionWorkers());

describe('incremental crawl', () => {
  it('reports 304 and same-hash pages as unchanged and hands over only changed pages', async () => {
    let version = 1;
    const seenConditional: Record<string, string | undefined> = {};
    const routes: Record<string, TestRoute> = {
      // ETag-aware page: answers 304 when the crawler sends the ETag it got last time.
      '/': (req, res) => {
        seenConditional['/'] = req.headers['if-none-match'];
        if (req.headers['if-none-match'] === '"home-v1"') return void res.writeHead(304).end();
        res
          .writeHead(200, { 'content-type': 'text/html', etag: '"home-v1"' })
          .end(htmlPage('Home', '<p>Welcome to the shop, open every day.</p>', { links: ['/static', '/news'] }));
      },
      // No validators honoured: same bytes every time, so only the content hash can tell.
      '/static': (req, res) => {
        seenConditional['/static'] = req.headers['if-modified-since'];
        res
          .writeHead(200, { 'content-type': 'text/html', 'last-modified': 'Mon, 02 Nov 2026 10:00:00 GMT' })
          .end(htmlPage('Static', '<p>Our story began in 1990 in a small garage.</p>'));
      },
      '/news': (_req, res) =>
        res.writeHead(200, { 'content-type': 'text/html' }).end(htmlPage('News', `<p>Edition ${version}: new products arrived this week.</p>`)),
    };
    site = await startTestSite(routes);
    const first: CrawledPage[] = [];
    await crawlSite({ startUrl: site.origin, maxPages: 10, allowPrivate: true, onPage: (page) => void first.push(page) });
    expect(first).toHaveLength(3);

    const known = new Map<string, KnownPage>(first.map((page) => [page.url, page]));
    version = 2;
    const changed: string[] = [];
    const unchanged: string[] = [];
    const result = await crawlSite({
      startUrl: site.origin,
      maxPages: 10,
      allowPrivate: true,
      knownPages: known,
      onPage: (page) => void changed.push(new URL(page.url).pathname),
      onUnchanged: (url) => void unchanged.push(new URL(url).pathname),
    });
    expect(changed).toEqual(['/news']);
    expect(unchanged.sort()).toEqual(['/', '/static']);
    expect(result).toMatchObject({ pagesIndexed: 1, pagesUnchanged: 2 });
    expect(seenConditional).toEqual({ '/': '"home-v1"', '/static': 'Mon, 02 Nov 2026 10:00:00 GMT' });
  });
});
