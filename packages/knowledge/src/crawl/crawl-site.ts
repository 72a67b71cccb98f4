import { CrawlError } from './crawl-error.ts';
import type { CrawlOptions, CrawlResult } from './crawl-types.ts';
import { PageFetchError } from './fetch-page.ts';
import { isSameSite, normalizeUrl } from './normalize-url.ts';
import { SiteCrawl } from './site-crawl.ts';
import { collectSitemapUrls } from './sitemap-urls.ts';

/**
 * Crawls one site: robots.txt, the start page, sitemaps (nested indexes), then breadth-first links,
 * until the frontier is empty, `maxPages` pages are indexed or confirmed unchanged, or the fetch,
 * time or URL budget is spent (`stoppedBy` says which).
 * Throws CrawlError when the start URL cannot be crawled at all.
 */
export async function crawlSite(options: CrawlOptions): Promise<CrawlResult> {
  const startedAt = Date.now();
  const startUrl = normalizeUrl(options.startUrl);
  if (startUrl === null) throw new CrawlError('INVALID_URL', `Not a web address: ${options.startUrl}`);
  const crawl = new SiteCrawl(options);
  try {
    const { hostname } = new URL(startUrl);
    if (!crawl.fetcher.isOwnSite(startUrl)) await crawl.guard.resolve(hostname);
    if (!(await crawl.robots.isAllowed(options.startUrl))) {
      throw new CrawlError('ROBOTS_DISALLOWED', `robots.txt does not allow SitelineBot to read ${options.startUrl}`);
    }
    await crawl.crawlStart(options.startUrl);

    const sitemapRoots = new Set<string>();
    for (const origin of new Set([new URL(startUrl).origin, ...crawl.startOrigins])) {
      for (const sitemap of await crawl.robots.sitemaps(origin)) sitemapRoots.add(sitemap);
      sitemapRoots.add(`${origin}/sitemap.xml`);
    }
    // Only the site's own sitemaps: a Sitemap: line naming another host is not followed.
    const fromSitemaps = await collectSitemapUrls(
      crawl.fetcher,
      [...sitemapRoots],
      (url) => isSameSite(url, crawl.sites),
      Math.min(50_000, options.maxPages * 3),
      { signal: crawl.signal, timeoutMs: options.extractionTimeoutMs },
    );
    for (const url of fromSitemaps) crawl.enqueue(url);
    // Pages known from the last crawl are revisited even when an unchanged (304) page hides their links.
    for (const url of options.knownPages?.keys() ?? []) crawl.enqueue(url);

    await crawl.drain(options.concurrency ?? 6);
    options.signal?.throwIfAborted();
    return {
      stoppedBy: crawl.stoppedBy,
      pagesIndexed: crawl.indexed,
      pagesUnchanged: crawl.unchanged,
      pagesSkipped: crawl.skipped,
      urlsDiscovered: crawl.discovered,
      durationMs: Date.now() - startedAt,
    };
  } catch (error) {
    options.signal?.throwIfAborted();
    if (error instanceof PageFetchError) throw new CrawlError('UNREACHABLE', error.message, { cause: error });
    throw error;
  } finally {
    crawl.fetcher.close();
  }
}
