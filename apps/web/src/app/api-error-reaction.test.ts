import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-error.ts';
import { reactToApiError } from './api-error-reaction.ts';

const error = (status: number, serverMessage: string, code?: string) => new ApiError(status, serverMessage, serverMessage, code);

describe('reaction to failed calls', () => {
  it('clears the session on 401 and sends the user to /login after 100 ms from a protected page', () => {
    expect(reactToApiError(error(401, 'Authentication required'), '/dashboard')).toEqual({
      clearSession: true,
      redirect: { to: '/login', delayMs: 100 },
    });
  });

  it('clears the session on 401 but stays on a public page', () => {
    for (const path of ['/', '/login', '/pricing', '/docs/']) {
      expect(reactToApiError(error(401, 'Invalid email or password'), path)).toEqual({ clearSession: true, redirect: undefined });
    }
  });

  it('toasts and goes to /billing after 2 s on the scraping quota 403', () => {
    const reaction = reactToApiError(error(403, 'Scraping limit reached', 'SCRAPING_LIMIT_REACHED'), '/dashboard');
    expect(reaction.toast?.title).toBe('Scraping Limit Reached');
    expect(reaction.redirect).toEqual({ to: '/billing', delayMs: 2000 });
    expect(reaction.clearSession).toBe(false);
  });

  it('leaves other failures to the screen that made the call', () => {
    expect(reactToApiError(error(403, 'Not available on your current plan', 'PLAN_FEATURE_UNAVAILABLE'), '/dashboard')).toEqual({ clearSession: false });
    expect(reactToApiError(error(500, 'Internal server error'), '/dashboard')).toEqual({ clearSession: false });
  });
});
