import type { PageFetcher } from './fetch-page.ts';

const MAX_SITEMAP_FILES = 50;
const SITEMAP_MAX_BYTES = 20 * 1024 * 1024;

function decodeXml(value: string): string {
  return value
    .replace(/^<!\[CDATA\[|\]\]>$/g, '')
    .replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'")
    .trim();
}

/** Splits a sitemap into page URLs and nested sitemap URLs (XML urlset/sitemapindex or a plain URL list). */
export function parseSitemap(body: string): { pages: string[]; sitemaps: string[] } {
  const locs = [...body.matchAll(/<(?:\w+:)?loc>\s*([\s\S]*?)\s*<\/(?:\w+:)?loc>/gi)].map((match) => decodeXml(match[1]!));
  if (/<(?:\w+:)?sitemapindex[\s>]/i.test(body)) return { pages: [], sitemaps: locs };
  if (/<(?:\w+:)?urlset[\s>]/i.test(body)) return { pages: locs, sitemaps: [] };
  const lines = body.split(/\r?\n/).map((line) => line.trim()).filter((line) => /^https?:\/\//i.test(line));
  return { pages: lines, sitemaps: [] };
}

/**
 * Reads sitemaps breadth-first through nested indexes and returns the page URLs that pass `accept`,
 * stopping after `limit` URLs or MAX_SITEMAP_FILES files. Unreachable sitemaps are skipped.
 */
export async function collectSitemapUrls(
  fetcher: PageFetcher, roots: readonly string[], accept: (url: string) => boolean, limit: number,
): Promise<string[]> {
  const queue = [...new Set(roots)];
  const seen = new Set(queue);
  const pages: string[] = [];
  let fetched = 0;
  while (queue.length && fetched < MAX_SITEMAP_FILES && pages.length < limit) {
    const sitemapUrl = queue.shift()!;
    fetched++;
    let body: string;
    try {
      const response = await fetcher.fetch({
        url: sitemapUrl, accept: ['xml', 'text', 'html', 'other'], maxBytes: SITEMAP_MAX_BYTES,
        checkRedirect: (target) => {
          if (!accept(target)) throw new Error('off-site sitemap');
        },
      });
      body = response.body.toString('utf8');
    } catch {
      continue;
    }
    const { pages: found, sitemaps } = parseSitemap(body);
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
