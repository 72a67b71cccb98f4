import { ApiError } from '../../../lib/api-error.ts';

/**
 * What a failed session check means: 401/403 end the session; server errors (5xx) and network
 * failures keep the user signed in (the server may just be down); anything else ends it.
 */
export function verificationFailureOutcome(error: unknown): 'clear' | 'keep' {
  if (error instanceof ApiError) {
    if (error.status === 401 || error.status === 403) return 'clear';
    return error.status >= 500 ? 'keep' : 'clear';
  }
  if (error instanceof TypeError || (error instanceof DOMException && error.name === 'AbortError')) return 'keep';
  return 'clear';
}

/** The message an auth call failure carries, or `fallback` when the server gave none. */
export function authFailureMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message.trim() ? error.message : fallback;
}
