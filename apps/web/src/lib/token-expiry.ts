/** Start-up refreshes a token that has less than this left. */
export const STARTUP_REFRESH_WINDOW_MS = 5 * 60 * 1000;
/** While signed in, the token is checked this often... */
export const PERIODIC_CHECK_INTERVAL_MS = 30 * 60 * 1000;
/** ...and refreshed when it has less than this left. */
export const PERIODIC_REFRESH_WINDOW_MS = 60 * 60 * 1000;

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  return atob(padded);
}

/** The token's expiry in epoch milliseconds, read from its payload's `exp` (seconds); null when unreadable. */
export function readTokenExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(decodeBase64Url(payload)) as { exp?: unknown };
    return typeof claims.exp === 'number' && Number.isFinite(claims.exp) ? claims.exp * 1000 : null;
  } catch {
    return null;
  }
}

/** True when the token expires within `windowMs`; an unreadable token counts as near expiry. */
export function isTokenExpiringWithin(token: string, windowMs: number, now: number = Date.now()): boolean {
  const expiry = readTokenExpiry(token);
  return expiry === null || expiry - now < windowMs;
}
