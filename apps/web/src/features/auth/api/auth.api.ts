import { authResponseSchema, messageResponseSchema, userSchema, type AuthResponse, type LoginInput, type RegisterInput, type User } from '@siteline/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { clearStoredSession, storeSession } from '../../../lib/session-storage.ts';

/** POST /api/auth/login. */
export function loginRequest(input: LoginInput): Promise<AuthResponse> {
  return apiRequest('POST', '/api/auth/login', authResponseSchema, input);
}

/** POST /api/auth/register. */
export function registerRequest(input: RegisterInput): Promise<AuthResponse> {
  return apiRequest('POST', '/api/auth/register', authResponseSchema, input);
}

/** POST /api/auth/logout (revokes the server session). */
export function logoutRequest(): Promise<unknown> {
  return apiRequest('POST', '/api/auth/logout', messageResponseSchema);
}

/** GET /api/auth/user: the signed-in user, used to verify a restored session. */
export function fetchCurrentUser(): Promise<User> {
  return apiRequest('GET', '/api/auth/user', userSchema);
}

let inFlightRefresh: Promise<AuthResponse | null> | null = null;

async function requestRefresh(): Promise<AuthResponse | null> {
  try {
    const response = await apiRequest('POST', '/api/auth/refresh', authResponseSchema);
    storeSession(response.token, response.user);
    return response;
  } catch (error) {
    // A refused refresh ends the session; a network failure leaves it for the caller to judge.
    if (error instanceof ApiError) clearStoredSession();
    return null;
  }
}

/**
 * Exchanges the stored token for a fresh one and stores it. Concurrent callers share one request.
 * Returns null when the refresh failed (on a non-OK answer the stored session is removed).
 */
export function refreshSession(): Promise<AuthResponse | null> {
  inFlightRefresh ??= requestRefresh().finally(() => {
    inFlightRefresh = null;
  });
  return inFlightRefresh;
}
