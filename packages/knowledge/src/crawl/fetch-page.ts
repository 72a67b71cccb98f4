import http from 'node:http';
import https from 'node:https';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { AddressGuard } from './address-guard.ts';
import { CrawlError } from './crawl-error.ts';

/** Why one page was not indexed; reported through `onSkipped`. */
export type SkipReason =
  | 'timeout' | 'too-large' | 'not-html' | 'robots-disallowed' | 'blocked-address' | 'http-error'
  | 'redirect-loop' | 'too-many-redirects' | 'off-site-redirect' | 'network-error' | 'duplicate' | 'noindex'
  | 'extraction-error';

export class PageFetchError extends Error {
  constructor(readonly reason: SkipReason, message: string, readonly status?: number) {
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
  signal?: AbortSignal;
}

export function classifyContentType(contentType: string | undefined): { kind: BodyKind; charset: string | null } {
  const [type = '', ...params] = (contentType ?? '').toLowerCase().split(';').map((part) => part.trim());
  const charset = params.find((param) => param.startsWith('charset='))?.slice(8).replace(/"/g, '') ?? null;
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

  constructor(private readonly options: FetcherOptions) {
    this.httpAgent = new http.Agent({ keepAlive: true, maxSockets: 64 });
    this.httpsAgent = new https.Agent({ keepAlive: true, maxSockets: 64 });
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

  private async requestOnce(
    url: string, request: FetchRequest, deadline: number, isFirstHop: boolean,
  ): Promise<{ redirect?: string; result: FetchedResponse }> {
    const target = new URL(url);
    if (target.protocol !== 'http:' && target.protocol !== 'https:') {
      throw new PageFetchError('network-error', `Unsupported protocol in ${url}`);
    }
    let resolved;
    try {
      resolved = await this.options.guard.resolve(target.hostname);
    } catch (error) {
      if (error instanceof CrawlError && error.code === 'BLOCKED_ADDRESS') {
        throw new PageFetchError('blocked-address', error.message);
      }
      throw new PageFetchError('network-error', error instanceof Error ? error.message : String(error));
    }
    const headers: Record<string, string> = {
      'user-agent': this.options.userAgent,
      accept: 'text/html,application/xhtml+xml,text/plain;q=0.9,application/xml;q=0.8,*/*;q=0.1',
      'accept-encoding': 'gzip, deflate, br',
    };
    if (isFirstHop && request.etag) headers['if-none-match'] = request.etag;
    if (isFirstHop && request.lastModified) headers['if-modified-since'] = request.lastModified;
    const isHttps = target.protocol === 'https:';
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
      const onAbort = () => fail(new PageFetchError('network-error', 'Crawl cancelled'));
      const cleanup = () => {
        clearTimeout(timer);
        this.options.signal?.removeEventListener('abort', onAbort);
      };
      this.options.signal?.addEventListener('abort', onAbort);

      const req = (isHttps ? https : http).request(target, {
        method: 'GET',
        headers,
        agent: isHttps ? this.httpsAgent : this.httpAgent,
        lookup: AddressGuard.lookupFor(resolved),
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
        if (status >= 300 && status < 400 && status !== 304 && location) {
          res.resume();
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
          res.resume();
          settled = true;
          cleanup();
          return resolve({ result: emptyResult(status, meta) });
        }
        if (status < 200 || status >= 300) {
          res.resume();
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

function emptyResult(
  status: number, meta: { finalUrl: string; etag: string | null; lastModified: string | null },
): FetchedResponse {
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
