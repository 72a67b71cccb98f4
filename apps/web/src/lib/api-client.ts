import type { QueryFunction } from '@tanstack/react-query';
import { getStoredToken } from './session-storage.ts';
import { ApiError, UnexpectedResponseError, toApiError } from './api-error.ts';
import type { SafeParser } from './form-errors.ts';
import { notifyApiError } from './api-error-events.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

// The listener registry lives apart so the app shell can subscribe without loading this client.
export { subscribeToApiErrors } from './api-error-events.ts';

function buildHeaders(hasBody: boolean, extra?: HeadersInit): Headers {
  const headers = new Headers(extra);
  if (hasBody) headers.set('Content-Type', 'application/json');
  const token = getStoredToken();
  if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

export interface ApiRequestOptions {
  signal?: AbortSignal;
  headers?: HeadersInit;
  /** Leaves the app shell's listeners out of this call's failure (the caller handles every case). */
  silent?: boolean;
}

/**
 * Sends a request the way every API call goes out: a JSON content type only with a body, the stored
 * bearer token when there is one, and always cookies. Returns the raw OK response (downloads,
 * streams); throws `ApiError` on any non-OK answer.
 */
export async function apiFetch(method: HttpMethod, url: string, body?: unknown, options: ApiRequestOptions = {}): Promise<Response> {
  const hasBody = body !== undefined;
  const response = await fetch(url, {
    method,
    headers: buildHeaders(hasBody, options.headers),
    body: hasBody ? JSON.stringify(body) : undefined,
    credentials: 'include',
    signal: options.signal,
  });
  if (!response.ok) {
    const error = await toApiError(response);
    if (!options.silent) notifyApiError(error);
    throw error;
  }
  return response;
}

/** Reads an OK answer's JSON with its contract schema; anything else is an `UnexpectedResponseError`. */
export async function parseResponse<T>(response: Response, schema: SafeParser<T>): Promise<T> {
  let value: unknown;
  try {
    value = JSON.parse(await response.text());
  } catch {
    throw new UnexpectedResponseError(response.url, ['the answer is not JSON']);
  }
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new UnexpectedResponseError(
      response.url,
      result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`),
    );
  }
  return result.data;
}

/** Like `apiFetch`, returning the JSON answer parsed with its contract schema. */
export async function apiRequest<T>(method: HttpMethod, url: string, schema: SafeParser<T>, body?: unknown, options: ApiRequestOptions = {}): Promise<T> {
  return parseResponse(await apiFetch(method, url, body, options), schema);
}

/** Joins the string and number parts of a query key into the path it reads ('/api/assistants', id). */
export function queryKeyToPath(queryKey: readonly unknown[]): string {
  return queryKey.filter((part) => typeof part === 'string' || typeof part === 'number').join('/');
}

/** A read: GET on the query key's path, parsed with `schema`. On 401 it returns null ('returnNull') or throws. */
export function getQueryFn<T>(options: { schema: SafeParser<T>; on401: 'returnNull' | 'throw' }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    try {
      return await apiRequest('GET', queryKeyToPath(queryKey), options.schema, undefined, { signal });
    } catch (error) {
      if (options.on401 === 'returnNull' && error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  };
}

/** The app's usual read: the query key's path parsed with `schema`, null after a 401. */
export function readQuery<T>(schema: SafeParser<T>): QueryFunction<T | null> {
  return getQueryFn({ schema, on401: 'returnNull' });
}
