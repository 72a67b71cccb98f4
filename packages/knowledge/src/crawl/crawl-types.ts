import type { PageChunk } from '../chunk/chunk-page.ts';

export type { PageChunk };

/** What the caller remembers about a page from the previous crawl, keyed by `CrawledPage.url`. */
export interface KnownPage {
  etag?: string | null;
  lastModified?: string | null;
  contentHash: string;
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

export interface CrawlResult {
  pagesIndexed: number;
  pagesUnchanged: number;
  pagesSkipped: number;
  urlsDiscovered: number;
  durationMs: number;
}
