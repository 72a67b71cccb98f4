import type { PageChunk } from '../chunk/chunk-page.ts';

export type { PageChunk };

/** What the caller remembers about a page from the previous crawl, keyed by `CrawledPage.url`. */
export interface KnownPage {
  etag?: string | null;
  lastModified?: string | null;
  contentHash: string;
}

/**
 * A site this server serves itself (the bundled demo site). Its URLs, exactly these origins with a
 * path under `pathPrefix` (and the origins' /robots.txt), are fetched from `address` even though that
 * is a loopback address; nothing else of the server, and no other private address, becomes reachable.
 */
export interface OwnSite {
  origins: string[];
  pathPrefix: string;
  address: { host: string; port: number };
}

export interface CrawlOptions {
  startUrl: string;
  /** Pages indexed or confirmed unchanged before the crawl stops. */
  maxPages: number;
  /** Allow loopback, private and link-local addresses (local development only). */
  allowPrivate: boolean;
  /** Requests in flight at once (default 6). */
  concurrency?: number;
  /** Requests in flight to one host at once (default 4). */
  perHostConcurrency?: number;
  /** Minimum gap between two request starts to one host; robots.txt Crawl-delay wins when larger (capped at 10 s). */
  perHostDelayMs?: number;
  /** Total time for one page including redirects (default 15 s). */
  requestTimeoutMs?: number;
  /** Largest accepted page body after decompression (default 5 MB). */
  maxResponseBytes?: number;
  /** Redirect hops followed per page (default 5). */
  maxRedirects?: number;
  /** Requests of the whole crawl: every hop, robots.txt, sitemaps and skipped pages count (default 3 per page + 100). */
  maxFetches?: number;
  /** Total time of the crawl; when it runs out the crawl stops and returns what it has (default 1 hour). */
  maxDurationMs?: number;
  /** URLs the crawl remembers (frontier and seen set together; default 5 per page + 1,000). */
  maxKnownUrls?: number;
  /** Time one page's extraction may take in its worker thread before the thread is replaced (default 20 s). */
  extractionTimeoutMs?: number;
  ownSite?: OwnSite;
  userAgent?: string;
  signal?: AbortSignal;
  knownPages?: Map<string, KnownPage>;
  /** Called for each new or changed page, awaited before more pages are handed over (backpressure). */
  onPage(page: CrawledPage): Promise<void> | void;
  onUnchanged?(url: string): void;
  onDiscovered?(totalKnownUrls: number): void;
  onSkipped?(url: string, reason: string): void;
}

export interface CrawledPage {
  /** Normalised URL identifying the page (the canonical URL when the site names one on the same site). */
  url: string;
  /** The address the content was actually served from, after redirects. */
  finalUrl: string;
  title: string;
  description: string;
  language: string | null;
  headings: { level: number; text: string }[];
  text: string;
  facts: Record<string, unknown>[];
  factsText: string;
  contentHash: string;
  etag: string | null;
  lastModified: string | null;
  /** Body size in bytes. */
  size: number;
  /** Chunks not already handed over earlier in this crawl (shared boilerplate is kept once). */
  chunks: PageChunk[];
}

/** Why a crawl ended: the frontier ran dry ('complete') or a limit stopped it first. */
export type CrawlStop = 'complete' | 'page-limit' | 'fetch-budget' | 'time-budget' | 'url-limit';

export interface CrawlResult {
  stoppedBy: CrawlStop;
  pagesIndexed: number;
  pagesUnchanged: number;
  pagesSkipped: number;
  urlsDiscovered: number;
  durationMs: number;
}
