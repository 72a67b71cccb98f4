import type { User } from '@siteline/contract';

export const TOKEN_STORAGE_KEY = 'authToken';
export const USER_STORAGE_KEY = 'user';

export interface StoredSession {
  token: string;
  user: User;
}

/** The stored bearer token, or null. */
export function getStoredToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The stored token and user when both exist and the user parses; otherwise null. */
export function readStoredSession(): StoredSession | null {
  const token = getStoredToken();
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(USER_STORAGE_KEY);
  } catch {
    return null;
  }
  if (!token || !raw) return null;
  try {
    const user = JSON.parse(raw) as User;
    return user && typeof user === 'object' ? { token, user } : null;
  } catch {
    return null;
  }
}

/** Saves the token and user (login, register, refresh). */
export function storeSession(token: string, user: User): void {
  localStorage.setItem(TOKEN_STORAGE_KEY, token);
  localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
}

/** Replaces the stored user only (profile update, verification). */
export function storeUser(user: User): void {
  localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
}

/** Removes both stored items. */
export function clearStoredSession(): void {
  try {
    localStorage.removeItem(TOKEN_STORAGE_KEY);
    localStorage.removeItem(USER_STORAGE_KEY);
  } catch {
    // storage unavailable (private mode): nothing to clear
  }
}
