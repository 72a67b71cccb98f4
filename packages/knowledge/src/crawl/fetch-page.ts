import http from 'node:http';
import https from 'node:https';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { AddressGuard } from './address-guard.ts';
import { CrawlError } from './crawl-error.ts';
import type { OwnSite } from './crawl-types.ts';

/** Why one page was not indexed; reported through `onSkipped`. */
export type SkipReason =
  | 'timeout'
  | 'too-large'
  | 'not-html'
  | 'robots-disallowed'
  | 'blocked-address'
  | 'http-error'
  | 'redirect-loop'
  | 'too-many-redirects'
  | 'off-site-redirect'
  | 'network-error'
  | 'duplicate'
  | 'noindex'
  | 'code-listing'
  | 'extraction-error'
  | 'extraction-timeout'
  | 'fetch-budget'
  | 'cancelled';

export class PageFetchError extends Error {
  constructor(
    readonly reason: SkipReason,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'PageFetchError';
  }
}

export type BodyKind = 'html' | 'text' | 'xml' | 'other';

export interface FetchedResponse {
  status: number;
  finalUrl: string;
  body: Buffer;
  kind: BodyKind;
  charset: string | null;
  etag: string | null;
  lastModified: string | null;
}

export interface FetchRequest {
  url: string;
  /** Kinds of body this caller wants; anything else aborts with 'not-html' before the body is read. */
  accept: readonly BodyKind[];
  /** Overrides the fetcher's response size limit (sitemaps may be larger than pages). */
  maxBytes?: number;
  etag?: string | null;
  lastModified?: string | null;
  /** Called for each redirect target before it is requested; throw a PageFetchError to refuse it. */
  checkRedirect?: (url: string) => void;
}

export interface FetcherOptions {
  guard: AddressGuard;
  userAgent: string;
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  /** Requests this fetcher may make in all (every hop, robots.txt and sitemaps included). */
  maxFetches: number;
  ownSite?: OwnSite;
  signal?: AbortSignal;
}

export function classifyContentType(contentType: string | undefined): { kind: BodyKind; charset: string | null } {
  const [type = '', ...params] = (contentType ?? '')
    .toLowerCase()
    .split(';')
    .map((part) => part.trim());
  const charset =
    params
      .find((param) => param.startsWith('charset='))
      ?.slice(8)
      .replace(/"/g, '') ?? null;
  if (type === 'text/html' || type === 'application/xhtml+xml') return { kind: 'html', charset };
  if (type === 'text/plain') return { kind: 'text', charset };
  if (type.endsWith('/xml') || type.endsWith('+xml')) return { kind: 'xml', charset };
  // A server that names no type is usually a misconfigured static host serving HTML.
  if (type === '') return { kind: 'html', charset };
  return { kind: 'other', charset };
}

/**
 * Fetches pages with manual redirects (each hop resolved and checked by the address guard), a total
 * deadline, and a streamed size limit that aborts as soon as the body grows past it.
 */
export class PageFetcher {
  private readonly httpAgent: http.Agent;
  private readonly httpsAgent: https.Agent;
  private fetches = 0;

  constructor(private readonly options: FetcherOptions) {
    this.httpAgent = new http.Agent({ keepAlive: true, maxSockets: 64 });
    this.httpsAgent = new https.Agent({ keepAlive: true, maxSockets: 64 });
  }

  /** True once every request of the budget has been made. */
  get isBudgetSpent(): boolean {
    return this.fetches >= this.options.maxFetches;
  }

  /** True for a URL of this server's own site, which is fetched from the server itself. */
  isOwnSite(url: string): boolean {
    return ownSiteTarget(this.options.ownSite, new URL(url)) !== null;
  }

  close(): void {
    this.httpAgent.destroy();
    this.httpsAgent.destroy();
  }

  async fetch(request: FetchRequest): Promise<FetchedResponse> {
    const deadline = Date.now() + this.options.timeoutMs;
    const visited = new Set<string>();
    let url = request.url;
    for (let hop = 0; ; hop++) {
      visited.add(url);
      const response = await this.requestOnce(url, request, deadline, hop === 0);
      if (response.redirect === undefined) return response.result;
      const target = response.redirect;
      if (visited.has(target)) throw new PageFetchError('redirect-loop', `Redirect loop at ${target}`);
      if (hop + 1 > this.options.maxRedirects) {
        throw new PageFetchError('too-many-redirects', `More than ${this.options.maxRedirects} redirects`);
      }
      request.checkRedirect?.(target);
      url = target;
    }
  }

  private async resolve(hostname: string) {
    try {
      return await this.options.guard.resolve(hostname);
    } catch (error) {
      if (error instanceof CrawlError && error.code === 'BLOCKED_ADDRESS') {
        throw new PageFetchError('blocked-address', error.message);
      }
      throw new PageFetchError('network-error', error instanceof Error ? error.message : String(error));
    }
  }

  private async requestOnce(
    url: string,
    request: FetchRequest,
    deadline: number,
    isFirstHop: boolean,
  ): Promise<{ redirect?: string; result: FetchedResponse }> {
    const target = new URL(url);
    if (target.protocol !== 'http:' && target.protocol !== 'https:') {
      throw new PageFetchError('network-error', `Unsupported protocol in ${url}`);
    }
    if (this.isBudgetSpent) throw new PageFetchError('fetch-budget', `The crawl's budget of ${this.options.maxFetches} requests is spent`);
    if (this.options.signal?.aborted) throw new PageFetchError('cancelled', 'Crawl stopped');
    this.fetches++;
    const own = ownSiteTarget(this.options.ownSite, target);
    const resolved = own ? null : await this.resolve(target.hostname);
    const headers: Record<string, string> = {
      'user-agent': this.options.userAgent,
      accept: 'text/html,application/xhtml+xml,text/plain;q=0.9,application/xml;q=0.8,*/*;q=0.1',
      'accept-encoding': 'gzip, deflate, br',
    };
    if (isFirstHop && request.etag) headers['if-none-match'] = request.etag;
    if (isFirstHop && request.lastModified) headers['if-modified-since'] = request.lastModified;
    const isHttps = own === null && target.protocol === 'https:';
    const maxBytes = request.maxBytes ?? this.options.maxBytes;
    const remaining = deadline - Date.now();
    if (remaining <= 0) throw new PageFetchError('timeout', `Timed out fetching ${url}`);

    return new Promise((resolve, reject) => {
      let settled = false;
      const fail = (error: PageFetchError) => {
        if (settled) return;
        settled = true;
        cleanup();
        req.destroy();
        reject(error);
      };
      const timer = setTimeout(() => fail(new PageFetchError('timeout', `Timed out fetching ${url}`)), remaining);
      const onAbort = () => fail(new PageFetchError('cancelled', 'Crawl stopped'));
      const cleanup = () => {
        clearTimeout(timer);
        this.options.signal?.removeEventListener('abort', onAbort);
      };
      this.options.signal?.addEventListener('abort', onAbort);

      const req = own
        ? http.request({ ...own, path: target.pathname + target.search, method: 'GET', headers: { ...headers, host: target.host }, agent: this.httpAgent })
        : (isHttps ? https : http).request(target, {
            method: 'GET',
            headers,
            agent: isHttps ? this.httpsAgent : this.httpAgent,
            lookup: AddressGuard.lookupFor(resolved!),
          });
      req.on('error', (error) => fail(new PageFetchError('network-error', `${url}: ${error.message}`)));
      req.on('response', (res) => {
        const status = res.statusCode ?? 0;
        const location = res.headers.location;
        const meta = {
          finalUrl: url,
          etag: headerValue(res.headers.etag),
          lastModified: headerValue(res.headers['last-modified']),
        };
        // Bodies of redirects, 304s and errors are never read: a site could make them endless.
        if (status >= 300 && status < 400 && status !== 304 && location) {
          res.destroy();
          let next: string;
          try {
            next = new URL(location, url).toString().replace(/#.*$/, '');
          } catch {
            return fail(new PageFetchError('network-error', `Bad redirect location from ${url}`));
          }
          settled = true;
          cleanup();
          return resolve({ redirect: next, result: emptyResult(status, meta) });
        }
        if (status === 304) {
          res.destroy();
          settled = true;
          cleanup();
          return resolve({ result: emptyResult(status, meta) });
        }
        if (status < 200 || status >= 300) {
          return fail(new PageFetchError('http-error', `HTTP ${status} from ${url}`, status));
        }
        const { kind, charset } = classifyContentType(res.headers['content-type']);
        if (!request.accept.includes(kind)) {
          return fail(new PageFetchError('not-html', `${url} is ${res.headers['content-type'] ?? 'of unknown type'}`));
        }
        const declared = Number(res.headers['content-length']);
        if (Number.isFinite(declared) && declared > maxBytes && !res.headers['content-encoding']) {
          return fail(new PageFetchError('too-large', `${url} is larger than ${maxBytes} bytes`));
        }
        const stream = decodedStream(res, res.headers['content-encoding']);
        const parts: Buffer[] = [];
        let size = 0;
        stream.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            stream.destroy();
            fail(new PageFetchError('too-large', `${url} is larger than ${maxBytes} bytes`));
            return;
          }
          parts.push(chunk);
        });
        stream.on('error', (error) => fail(new PageFetchError('network-error', `${url}: ${error.message}`)));
        stream.on('end', () => {
          if (settled) return;
          settled = true;
          cleanup();
          resolve({ result: { status, kind, charset, body: Buffer.concat(parts, size), ...meta } });
        });
      });
      req.end();
    });
  }
}

/** Where to connect for a URL of the server's own site (its exact origins and path), else null. */
function ownSiteTarget(ownSite: OwnSite | undefined, target: URL): { host: string; port: number } | null {
  if (!ownSite || !ownSite.origins.includes(target.origin)) return null;
  const path = target.pathname;
  const prefix = ownSite.pathPrefix;
  const isInside = path === '/robots.txt' || path.startsWith(prefix) || `${path}/` === prefix;
  return isInside ? ownSite.address : null;
}

function emptyResult(status: number, meta: { finalUrl: string; etag: string | null; lastModified: string | null }): FetchedResponse {
  return { status, body: Buffer.alloc(0), kind: 'other', charset: null, ...meta };
}

function headerValue(value: string | string[] | undefined): string | null {
  if (Array.isArray(value)) return value[0] ?? null;
  return value ?? null;
}

function decodedStream(res: http.IncomingMessage, encoding: string | undefined): Readable {
  switch (encoding?.trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return res.pipe(zlib.createGunzip());
    case 'deflate':
      return res.pipe(zlib.createInflate());
    case 'br':
      return res.pipe(zlib.createBrotliDecompress());
    default:
      return res;
  }
}
