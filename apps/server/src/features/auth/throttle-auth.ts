import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';

const WINDOW_MS = 15 * 60 * 1000;
const LIMITS = {
  login: { perIp: 50, perEmail: 10 },
  register: { perIp: 30, perEmail: 5 },
} as const;

/** Login and register are throttled per client IP and per email address. */
export async function throttleAuthAttempt(ctx: AppContext, action: keyof typeof LIMITS, ip: string, email: string): Promise<void> {
  const limits = LIMITS[action];
  const [byIp, byEmail] = await Promise.all([
    ctx.limiter.hit(`${action}:ip:${ip}`, limits.perIp, WINDOW_MS),
    ctx.limiter.hit(`${action}:email:${email.toLowerCase()}`, limits.perEmail, WINDOW_MS),
  ]);
  const blocked = [byIp, byEmail].find((r) => !r.allowed);
  if (blocked) {
    const minutes = Math.ceil(blocked.retryAfterSeconds / 60);
    throw new AppError('RATE_LIMITED', `Too many ${action} attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, {
      retryAfter: blocked.retryAfterSeconds,
    });
  }
}
