/** Why a whole crawl could not start; the API turns the code into a message for the owner. */
export type CrawlErrorCode =
  /** The start URL did not answer, answered an error status, or its host does not resolve. */
  | 'UNREACHABLE'
  /** The start URL answered with something other than an HTML or plain-text page. */
  | 'NOT_HTML'
  /** The host resolves to a loopback, private, link-local or metadata address. */
  | 'BLOCKED_ADDRESS'
  /** robots.txt forbids SitelineBot from fetching the start URL. */
  | 'ROBOTS_DISALLOWED'
  /** The start URL did not answer within the request timeout. */
  | 'TIMEOUT'
  /** The start URL is not an http(s) address. */
  | 'INVALID_URL';

export class CrawlError extends Error {
  readonly code: CrawlErrorCode;

  constructor(code: CrawlErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'CrawlError';
    this.code = code;
  }
}
