import { AppError } from './app-error.ts';
import type { RateLimiter } from './rate-limiter.ts';

export interface LimitCheck {
  key: string;
  limit: number;
  windowMs: number;
}

/** "in 40 seconds", "in 3 minutes", "in 2 hours": when a refused caller may try again. */
export function describeWait(seconds: number): string {
  const plural = (n: number, unit: string) => `in ${n} ${unit}${n === 1 ? '' : 's'}`;
  if (seconds < 60) return plural(Math.max(1, Math.ceil(seconds)), 'second');
  if (seconds < 2 * 3600) return plural(Math.ceil(seconds / 60), 'minute');
  return plural(Math.ceil(seconds / 3600), 'hour');
}

/** A 429 whose message says when to retry; the error handler also sends it as Retry-After. */
export function tooManyRequests(what: string, retryAfterSeconds: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new AppError('RATE_LIMITED', `${what} Please try again ${describeWait(seconds)}.`, { retryAfter: seconds });
}

/** Counts one hit on every check; throws a 429 naming the longest wait when any is over its limit. */
export async function enforceLimits(limiter: RateLimiter, checks: LimitCheck[], what: string): Promise<void> {
  const results = await Promise.all(checks.map((check) => limiter.hit(check.key, check.limit, check.windowMs)));
  const refused = results.filter((result) => !result.allowed);
  if (refused.length > 0) throw tooManyRequests(what, Math.max(...refused.map((result) => result.retryAfterSeconds)));
}

/** Seconds until the next UTC midnight, when daily counters start again. */
export function secondsUntilNextUtcDay(now = new Date()): number {
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.ceil((next - now.getTime()) / 1000);
}

/** Seconds until the first day of the next UTC month, when monthly counters start again. */
export function secondsUntilNextUtcMonth(now = new Date()): number {
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1);
  return Math.ceil((next - now.getTime()) / 1000);
}
