import { getExtractionPool } from '../workers/extraction-pool.ts';
import type { PageFetcher } from './fetch-page.ts';
import type { ParsedSitemap } from './parse-sitemap.ts';

const MAX_SITEMAP_FILES = 50;
const SITEMAP_MAX_BYTES = 20 * 1024 * 1024;

/**
 * Reads sitemaps breadth-first through nested indexes and returns the page URLs that pass `accept`,
 * stopping after `limit` URLs or MAX_SITEMAP_FILES files. Sitemaps are parsed in the extraction
 * threads; unreachable or unparseable ones are skipped.
 */
export async function collectSitemapUrls(
  fetcher: PageFetcher,
  roots: readonly string[],
  accept: (url: string) => boolean,
  limit: number,
  options: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<string[]> {
  const queue = [...new Set(roots)].filter(accept);
  const seen = new Set(queue);
  const pages: string[] = [];
  let fetched = 0;
  while (queue.length && fetched < MAX_SITEMAP_FILES && pages.length < limit && !options.signal?.aborted) {
    const sitemapUrl = queue.shift()!;
    fetched++;
    let parsed: ParsedSitemap;
    try {
      const response = await fetcher.fetch({
        url: sitemapUrl,
        accept: ['xml', 'text', 'html', 'other'],
        maxBytes: SITEMAP_MAX_BYTES,
        checkRedirect: (target) => {
          if (!accept(target)) throw new Error('off-site sitemap');
        },
      });
      // The main thread checks each URL that comes back, so no more come back than can be used.
      parsed = await getExtractionPool().parseSitemap(response.body, { maxUrls: limit, timeoutMs: options.timeoutMs });
    } catch {
      continue;
    }
    const { pages: found, sitemaps } = parsed;
    for (const page of found) {
      if (pages.length >= limit) break;
      if (accept(page)) pages.push(page);
    }
    for (const nested of sitemaps) {
      if (!seen.has(nested) && accept(nested)) {
        seen.add(nested);
        queue.push(nested);
      }
    }
  }
  return pages;
}
