/** Text the server puts in a quota 403 (matched case-insensitively). */
export const SCRAPING_LIMIT_SERVER_TEXT = 'Scraping limit reached';
/** What the user reads instead of the raw quota message. */
export const SCRAPING_LIMIT_MESSAGE =
  'You have reached your monthly scraping limit. Please upgrade your plan or wait until next month.';

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

function includesScrapingLimit(text: string): boolean {
  return text.toLowerCase().includes(SCRAPING_LIMIT_SERVER_TEXT.toLowerCase());
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
  let serverMessage = text.trim();
  let code: string | undefined;
  try {
    body = JSON.parse(text) as unknown;
    if (body && typeof body === 'object') {
      const record = body as { message?: unknown; code?: unknown };
      if (typeof record.message === 'string') serverMessage = record.message;
      if (typeof record.code === 'string') code = record.code;
    }
  } catch {
    body = undefined;
  }
  if (!serverMessage) serverMessage = response.statusText || `Request failed with status ${response.status}`;
  const message = includesScrapingLimit(serverMessage) ? SCRAPING_LIMIT_MESSAGE : serverMessage;
  return new ApiError(response.status, message, serverMessage, code, body);
}

/** True for a 401 answer, or an error whose text reads like '401: ... Unauthorized'. */
export function isUnauthorizedError(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 401;
  return error instanceof Error && /^401: /.test(error.message) && error.message.includes('Unauthorized');
}

/** True for the 403 the server sends when the monthly scraping quota is used up. */
export function isScrapingLimitError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && includesScrapingLimit(error.serverMessage);
}

/** The message to show for any thrown value, or `fallback` when it has none. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
