import type { QueryFunction } from '@tanstack/react-query';
import { getStoredToken } from './session-storage.ts';
import { ApiError, toApiError } from './api-error.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type ApiErrorListener = (error: ApiError) => void;

const listeners = new Set<ApiErrorListener>();

/**
 * Lets the app shell react to failed calls (401 sign-out, quota redirect) without the client
 * itself showing toasts or navigating. Returns the unsubscribe function.
 */
export function subscribeToApiErrors(listener: ApiErrorListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function notify(error: ApiError): void {
  for (const listener of listeners) listener(error);
}

function buildHeaders(hasBody: boolean, extra?: HeadersInit): Headers {
  const headers = new Headers(extra);
  if (hasBody) headers.set('Content-Type', 'application/json');
  const token = getStoredToken();
  if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

async function parseBody<T>(response: Response): Promise<T> {
  const text = await response.text();
  if (!text) return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    return text as T;
  }
}

export interface ApiRequestOptions {
  signal?: AbortSignal;
  headers?: HeadersInit;
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
    notify(error);
    throw error;
  }
  return response;
}

/** Like `apiFetch`, returning the parsed JSON body (text when it is not JSON, undefined when empty). */
export async function apiRequest<T = unknown>(method: HttpMethod, url: string, body?: unknown, options: ApiRequestOptions = {}): Promise<T> {
  return parseBody<T>(await apiFetch(method, url, body, options));
}

/** Joins the string and number parts of a query key into the path it reads ('/api/assistants', id). */
export function queryKeyToPath(queryKey: readonly unknown[]): string {
  return queryKey.filter((part) => typeof part === 'string' || typeof part === 'number').join('/');
}

/** The default read: GET on the query key's path. On 401 it returns null ('returnNull') or throws. */
export function getQueryFn<T>(options: { on401: 'returnNull' | 'throw' }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    try {
      return await apiRequest<T>('GET', queryKeyToPath(queryKey), undefined, { signal });
    } catch (error) {
      if (options.on401 === 'returnNull' && error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  };
}
