import type { AppContext } from '../../context.ts';
import { rateLimitKeyForIp } from '../../lib/client-ip.ts';
import { enforceLimits } from '../../lib/rate-limit.ts';

const WINDOW_MS = 15 * 60 * 1000;
/** Every path that runs argon2 is limited per client IP and per account, whatever the outcome. */
const LIMITS = {
  login: { perIp: 50, perAccount: 10, noun: 'login' },
  register: { perIp: 30, perAccount: 5, noun: 'register' },
  'password-change': { perIp: 30, perAccount: 5, noun: 'password change' },
} as const;

/**
 * Counts one attempt; throws 429 (with when to retry) past a limit. `account` is the email for
 * login and register, the user id once signed in. IPv6 clients are counted by their /64 network.
 */
export async function throttleAuthAttempt(ctx: AppContext, action: keyof typeof LIMITS, ip: string, account: string): Promise<void> {
  const limits = LIMITS[action];
  await enforceLimits(
    ctx.limiter,
    [
      { key: `${action}:ip:${rateLimitKeyForIp(ip)}`, limit: limits.perIp, windowMs: WINDOW_MS },
      { key: `${action}:account:${account.toLowerCase()}`, limit: limits.perAccount, windowMs: WINDOW_MS },
    ],
    `Too many ${limits.noun} attempts.`,
  );
}
