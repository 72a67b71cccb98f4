/**
 * How long a signed-in session lasts. Tokens live 24 hours and are refreshed by the web app; the session
 * behind them ends 30 days after sign-in whatever happens, or after 7 days without a request.
 */
export const SESSION_ABSOLUTE_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_IDLE_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
/** A session's last-seen time is written at most this often, not on every request. */
export const SESSION_TOUCH_INTERVAL_MS = 60 * 1000;

export interface SessionTimes {
  createdAt: Date;
  lastSeenAt: Date;
}

/** Why a session may no longer be used, or undefined while it is live. */
export function sessionEndReason(session: SessionTimes, now = Date.now()): string | undefined {
  if (now - session.createdAt.getTime() > SESSION_ABSOLUTE_LIFETIME_MS) return 'session is older than 30 days, please sign in again';
  if (now - session.lastSeenAt.getTime() > SESSION_IDLE_LIFETIME_MS) return 'session was unused for more than 7 days, please sign in again';
  return undefined;
}

/** Whether this request should record the session as seen. */
export function isTouchDue(session: SessionTimes, now = Date.now()): boolean {
  return now - session.lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_MS;
}
