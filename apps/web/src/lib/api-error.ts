import { errorResponseSchema, type ErrorCode } from '@siteline/contract';

/** What the user reads instead of the raw quota message. */
export const SCRAPING_LIMIT_MESSAGE = 'You have reached your monthly scraping limit. Please upgrade your plan or wait until next month.';

/** Shown for an answer that does not match its contract schema (a server of another version, a proxy page). */
export const UNEXPECTED_RESPONSE_MESSAGE = 'The server sent an answer this page cannot read. Please reload the page.';

/** A non-OK answer from the API: `message` is ready to show to the user. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    /** The server's own message (before any rewording), or the raw body text. */
    readonly serverMessage: string,
    readonly code?: string,
    readonly body?: unknown,
  ) {
    super(message);
  }
}

/** An OK answer whose body does not match its contract schema. */
export class UnexpectedResponseError extends Error {
  override readonly name = 'UnexpectedResponseError';
  constructor(
    readonly url: string,
    /** Where the body differs from the schema, for the console. */
    readonly issues: readonly string[],
  ) {
    super(UNEXPECTED_RESPONSE_MESSAGE);
  }
}

/** A failure the server reported inside a stream (an `error` event): its message and code. */
export class StreamFailure extends Error {
  override readonly name = 'StreamFailure';
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

/** Builds the error for a non-OK response: JSON message, else raw body text, else status text. */
export async function toApiError(response: Response): Promise<ApiError> {
  let text = '';
  try {
    text = await response.text();
  } catch {
    text = '';
  }
  let body: unknown;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    body = undefined;
  }
  const parsed = errorResponseSchema.safeParse(body);
  let serverMessage = parsed.success ? parsed.data.message : text.trim();
  const code = parsed.success ? parsed.data.code : undefined;
  if (!serverMessage) serverMessage = response.statusText || `Request failed with status ${response.status}`;
  const message = code === ('SCRAPING_LIMIT_REACHED' satisfies ErrorCode) ? SCRAPING_LIMIT_MESSAGE : serverMessage;
  return new ApiError(response.status, message, serverMessage, code, body);
}

/** True when `error` is an API answer (or stream failure) with the given contract error code. */
export function hasErrorCode(error: unknown, code: ErrorCode): boolean {
  return (error instanceof ApiError || error instanceof StreamFailure) && error.code === code;
}

/** True for the 403 the server sends when the monthly scraping quota is used up. */
export function isScrapingLimitError(error: unknown): boolean {
  return hasErrorCode(error, 'SCRAPING_LIMIT_REACHED');
}

/** The message to show for any thrown value, or `fallback` when it has none. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
