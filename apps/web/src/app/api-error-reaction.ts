import type { ErrorCode } from '@siteline/contract';
import type { ApiError } from '../lib/api-error.ts';
import { isPublicPath } from '../lib/public-paths.ts';

export const UNAUTHORIZED_REDIRECT_DELAY_MS = 100;
export const SCRAPING_LIMIT_REDIRECT_DELAY_MS = 2000;
export const SCRAPING_LIMIT_TOAST = {
  title: 'Scraping Limit Reached',
  description: "You've reached your monthly scraping limit. Please upgrade your plan or wait until next month.",
} as const;

export interface ApiErrorReaction {
  clearSession: boolean;
  toast?: { title: string; description: string };
  redirect?: { to: string; delayMs: number };
}

/** What the app shell does after a failed call, given the page the user is on. */
export function reactToApiError(error: ApiError, pathname: string): ApiErrorReaction {
  if (error.status === 401) {
    return {
      clearSession: true,
      redirect: isPublicPath(pathname) ? undefined : { to: '/login', delayMs: UNAUTHORIZED_REDIRECT_DELAY_MS },
    };
  }
  // Told apart by code; compared here rather than through api-error.ts, which the public pages do not load.
  if (error.code === ('SCRAPING_LIMIT_REACHED' satisfies ErrorCode)) {
    return { clearSession: false, toast: { ...SCRAPING_LIMIT_TOAST }, redirect: { to: '/billing', delayMs: SCRAPING_LIMIT_REDIRECT_DELAY_MS } };
  }
  return { clearSession: false };
}
