import { ExtractionTimeoutError, getExtractionPool } from '../workers/extraction-pool.ts';
import type { ProcessedDocument } from '../workers/process-document.ts';
import { AddressGuard } from './address-guard.ts';
import { CrawlError, type CrawlErrorCode } from './crawl-error.ts';
import type { CrawlOptions, CrawlStop, CrawledPage } from './crawl-types.ts';
import { PageFetcher, PageFetchError, type FetchedResponse, type SkipReason } from './fetch-page.ts';
import { HostLimiter } from './host-limiter.ts';
import { cleanUrl, isSameSite, normalizeUrl, siteKey } from './normalize-url.ts';
import { RobotsRules } from './robots-rules.ts';

const NON_PAGE_PATH =
  /\.(?:jpe?g|png|gif|webp|avif|svg|ico|bmp|tiff?|pdf|zip|gz|tgz|rar|7z|exe|dmg|msi|deb|rpm|mp[34]|m4a|wav|ogg|avi|mov|webm|mkv|css|js|mjs|json|xml|rss|atom|woff2?|ttf|eot|otf|docx?|xlsx?|pptx?|odt|csv|apk|ics)$/i;

const START_ERROR: Partial<Record<SkipReason, CrawlErrorCode>> = {
  timeout: 'TIMEOUT',
  cancelled: 'TIMEOUT',
  'not-html': 'NOT_HTML',
  'blocked-address': 'BLOCKED_ADDRESS',
  'robots-disallowed': 'ROBOTS_DISALLOWED',
};

/** Failures that mean the crawl as a whole is ending, not that one page is bad. */
const ENDING_REASONS = new Set<SkipReason>(['fetch-budget', 'cancelled']);

/** Longer link targets are not pages anyone links to in earnest; they would only fill memory. */
const MAX_URL_LENGTH = 2048;

/** robots.txt may slow us down, but never below one request per this many milliseconds. */
const MAX_CRAWL_DELAY_MS = 10_000;

interface QueueItem {
  key: string;
  fetchUrl: string;
}

/** One crawl's state: the frontier, what has been seen, and the counters. */
export class SiteCrawl {
  readonly guard: AddressGuard;
  readonly fetcher: PageFetcher;
  readonly robots: RobotsRules;
  readonly sites = new Set<string>();
  /** Origins the start page was served from (the start URL's, and its redirect target's). */
  readonly startOrigins = new Set<string>();
  /** Aborts when the caller cancels or the crawl's time budget runs out. */
  readonly signal: AbortSignal;
  private readonly timeBudget: AbortSignal;
  private readonly maxKnownUrls: number;
  private droppedUrls = false;
  /** A page was dropped because the crawl was ending (budget spent or stopped). */
  private interrupted = false;
  private readonly limiter: HostLimiter;
  private readonly crawlDelays = new Map<string, number>();
  private readonly seen = new Set<string>();
  /** Link strings already looked at: most links on a page repeat the site menu. */
  private readonly offered = new Set<string>();
  private readonly queue: QueueItem[] = [];
  private queueHead = 0;
  private readonly pageHashes = new Map<string, string>();
  private readonly hashOwners = new Map<string, string>();
  private readonly chunkHashes = new Set<string>();
  private inFlight = 0;
  /** An error from the caller's own callback: it stops the crawl instead of skipping a page. */
  private fatal: { error: unknown } | null = null;
  private wakeUp: (() => void)[] = [];
  indexed = 0;
  unchanged = 0;
  skipped = 0;

  constructor(private readonly options: CrawlOptions) {
    const userAgent = options.userAgent ?? 'SitelineBot/1.0 (+https://siteline.app/bot)';
    this.timeBudget = AbortSignal.timeout(options.maxDurationMs ?? 60 * 60_000);
    this.signal = options.signal ? AbortSignal.any([options.signal, this.timeBudget]) : this.timeBudget;
    this.maxKnownUrls = options.maxKnownUrls ?? options.maxPages * 5 + 1000;
    this.guard = new AddressGuard(options.allowPrivate);
    this.fetcher = new PageFetcher({
      guard: this.guard,
      userAgent,
      signal: this.signal,
      ownSite: options.ownSite,
      timeoutMs: options.requestTimeoutMs ?? 15_000,
      maxBytes: options.maxResponseBytes ?? 5 * 1024 * 1024,
      maxRedirects: options.maxRedirects ?? 5,
      maxFetches: options.maxFetches ?? options.maxPages * 3 + 100,
    });
    this.robots = new RobotsRules(this.fetcher, 'SitelineBot');
    const baseDelay = options.perHostDelayMs ?? 0;
    this.limiter = new HostLimiter(options.perHostConcurrency ?? 4, (host) => Math.max(baseDelay, this.crawlDelays.get(host) ?? 0));
  }

  get discovered(): number {
    return this.seen.size;
  }

  private get done(): number {
    return this.indexed + this.unchanged;
  }

  /** Why the crawl ended; call after `drain`. */
  get stoppedBy(): CrawlStop {
    if (this.timeBudget.aborted) return 'time-budget';
    if (this.done >= this.options.maxPages) return 'page-limit';
    if (this.queueHead < this.queue.length || this.interrupted) return 'fetch-budget';
    return this.droppedUrls ? 'url-limit' : 'complete';
  }

  /** Adds a same-site page URL to the frontier once; the frontier and everything seen stay bounded. */
  enqueue(url: string): void {
    if (url.length > MAX_URL_LENGTH || this.offered.has(url)) return;
    if (this.offered.size < this.maxKnownUrls * 2) this.offered.add(url);
    const key = normalizeUrl(url);
    if (key === null || this.seen.has(key) || !isSameSite(key, this.sites)) return;
    if (NON_PAGE_PATH.test(new URL(key).pathname)) return;
    if (this.seen.size >= this.maxKnownUrls) {
      this.droppedUrls = true;
      return;
    }
    this.seen.add(key);
    this.queue.push({ key, fetchUrl: cleanUrl(url) ?? key });
    this.options.onDiscovered?.(this.seen.size);
  }

  /** Crawls the start page alone, turning any failure into a CrawlError the owner can read. */
  async crawlStart(startUrl: string): Promise<void> {
    const key = normalizeUrl(startUrl)!;
    this.sites.add(siteKey(key));
    this.seen.add(key);
    this.options.onDiscovered?.(this.seen.size);
    try {
      await this.crawlOne({ key, fetchUrl: cleanUrl(startUrl) ?? key }, true);
    } catch (error) {
      if (error instanceof PageFetchError) {
        throw new CrawlError(START_ERROR[error.reason] ?? 'UNREACHABLE', error.message, { cause: error });
      }
      throw error;
    }
  }

  /** Drains the frontier with bounded concurrency until it is empty or the page cap is reached. */
  async drain(concurrency: number): Promise<void> {
    const runner = async () => {
      for (;;) {
        if (this.fatal || this.signal.aborted || this.fetcher.isBudgetSpent || this.done >= this.options.maxPages) return;
        const item = this.queueHead < this.queue.length && this.done + this.inFlight < this.options.maxPages ? this.queue[this.queueHead++] : undefined;
        if (!item) {
          if (this.inFlight === 0) return;
          await new Promise<void>((resolve) => this.wakeUp.push(resolve));
          continue;
        }
        this.inFlight++;
        try {
          await this.crawlOne(item, false);
        } catch (error) {
          this.fatal ??= { error };
        } finally {
          this.inFlight--;
          for (const wake of this.wakeUp.splice(0)) wake();
        }
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, concurrency) }, runner));
    if (this.fatal) throw this.fatal.error;
  }

  private skip(url: string, reason: SkipReason, detail?: string): void {
    this.skipped++;
    this.options.onSkipped?.(url, detail ? `${reason}: ${detail}` : reason);
  }

  private async crawlOne(item: QueueItem, isStart: boolean): Promise<void> {
    let response: FetchedResponse;
    try {
      if (!(await this.robots.isAllowed(item.fetchUrl))) {
        throw new PageFetchError('robots-disallowed', `robots.txt disallows ${item.fetchUrl}`);
      }
      const host = new URL(item.fetchUrl).host;
      if (!this.crawlDelays.has(host)) {
        this.crawlDelays.set(host, Math.min(MAX_CRAWL_DELAY_MS, await this.robots.crawlDelayMs(new URL(item.fetchUrl).origin)));
      }
      const known = this.options.knownPages?.get(item.key);
      response = await this.limiter.run(host, () =>
        this.fetcher.fetch({
          url: item.fetchUrl,
          accept: ['html', 'text'],
          etag: known?.etag,
          lastModified: known?.lastModified,
          checkRedirect: (target) => {
            if (!isStart && !isSameSite(target, this.sites)) {
              throw new PageFetchError('off-site-redirect', `redirects off the site to ${target}`);
            }
          },
        }),
      );
    } catch (error) {
      if (isStart || !(error instanceof PageFetchError)) throw error;
      if (ENDING_REASONS.has(error.reason)) {
        this.interrupted = true;
        return;
      }
      return this.skip(item.key, error.reason, error.message);
    }
    if (response.status === 304) {
      this.unchanged++;
      this.options.onUnchanged?.(item.key);
      return;
    }
    const finalKey = normalizeUrl(response.finalUrl) ?? item.key;
    if (isStart) this.startOrigins.add(new URL(response.finalUrl).origin);
    if (finalKey !== item.key) {
      if (isStart) this.sites.add(siteKey(finalKey));
      else if (this.seen.has(finalKey)) return this.skip(item.key, 'duplicate', `redirects to ${finalKey}`);
      this.seen.add(finalKey);
      if (!(await this.robots.isAllowed(response.finalUrl))) {
        if (isStart) throw new CrawlError('ROBOTS_DISALLOWED', `robots.txt disallows ${response.finalUrl}`);
        return this.skip(item.key, 'robots-disallowed');
      }
    }
    const size = response.body.length; // the body is handed to the worker thread, not copied
    let doc: ProcessedDocument | null;
    try {
      doc = await untilAborted(
        this.signal,
        getExtractionPool().run(
          {
            url: response.finalUrl,
            body: response.body,
            kind: response.kind === 'text' ? 'text' : 'html',
            charset: response.charset,
          },
          { timeoutMs: this.options.extractionTimeoutMs },
        ),
      );
    } catch (error) {
      const reason = error instanceof ExtractionTimeoutError ? 'extraction-timeout' : 'extraction-error';
      if (isStart) throw new PageFetchError(reason, `${response.finalUrl}: ${error instanceof Error ? error.message : String(error)}`);
      return this.skip(item.key, reason, error instanceof Error ? error.message : String(error));
    }
    if (doc === null) {
      this.interrupted = true;
      return;
    }
    for (const link of doc.links) this.enqueue(link);
    await this.accept(item.key, finalKey, { ...response, size }, doc);
  }

  private async accept(key: string, finalKey: string, response: FetchedResponse & { size: number }, doc: ProcessedDocument): Promise<void> {
    if (doc.isNoIndex) return this.skip(key, 'noindex');
    if (doc.isCodeListing) return this.skip(key, 'code-listing');
    let pageUrl = finalKey;
    const canonical = doc.canonical;
    if (canonical && canonical !== pageUrl && isSameSite(canonical, this.sites)) {
      const canonicalHash = this.pageHashes.get(canonical);
      // A canonical that points at different content is a site mistake: keep this page under its own URL.
      if (canonicalHash === doc.contentHash) return this.skip(key, 'duplicate', `canonical is ${canonical}`);
      if (canonicalHash === undefined && !this.seen.has(canonical)) {
        this.seen.add(canonical);
        pageUrl = canonical;
      }
    }
    const owner = this.hashOwners.get(doc.contentHash);
    if (owner !== undefined) return this.skip(key, 'duplicate', `same content as ${owner}`);
    this.hashOwners.set(doc.contentHash, pageUrl);
    this.pageHashes.set(pageUrl, doc.contentHash);

    const known = this.options.knownPages?.get(pageUrl) ?? this.options.knownPages?.get(key);
    if (known && known.contentHash === doc.contentHash) {
      for (const chunk of doc.chunks) this.chunkHashes.add(chunk.contentHash);
      this.unchanged++;
      this.options.onUnchanged?.(pageUrl);
      return;
    }
    const chunks = doc.chunks
      .filter((chunk) => !this.chunkHashes.has(chunk.contentHash) && Boolean(this.chunkHashes.add(chunk.contentHash)))
      .map((chunk, ordinal) => ({ ...chunk, ordinal }));
    const page: CrawledPage = {
      url: pageUrl,
      finalUrl: response.finalUrl,
      title: doc.title,
      description: doc.description,
      language: doc.language,
      headings: doc.headings,
      text: doc.text,
      facts: doc.facts,
      factsText: doc.factsText,
      contentHash: doc.contentHash,
      etag: response.etag,
      lastModified: response.lastModified,
      size: response.size,
      chunks,
    };
    this.indexed++;
    await this.options.onPage(page);
  }
}

/** The task's result, or null as soon as `signal` aborts (the crawl no longer waits for it). */
export function untilAborted<T>(signal: AbortSignal, task: Promise<T>): Promise<T | null> {
  if (signal.aborted) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const onAbort = () => resolve(null);
    signal.addEventListener('abort', onAbort, { once: true });
    task.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
