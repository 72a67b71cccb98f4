import type { ApiError } from './api-error.ts';

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

/** Tells every subscriber about a failed call. */
export function notifyApiError(error: ApiError): void {
  for (const listener of listeners) listener(error);
}
