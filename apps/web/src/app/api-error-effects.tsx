import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { subscribeToApiErrors } from '../lib/api-error-events.ts';
import { toast } from '../hooks/use-toast.ts';
import { useAuth } from '../hooks/use-auth.ts';
import { reactToApiError } from './api-error-reaction.ts';

/** Applies the shell's answer to failed calls (sign-out on 401, quota toast and redirect). Renders nothing. */
export function ApiErrorEffects() {
  const { clearSession } = useAuth();
  const [, navigate] = useLocation();

  useEffect(() => {
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const unsubscribe = subscribeToApiErrors((error) => {
      const reaction = reactToApiError(error, window.location.pathname);
      if (reaction.clearSession) clearSession();
      if (reaction.toast) toast({ variant: 'destructive', ...reaction.toast });
      const redirect = reaction.redirect;
      if (redirect) {
        const timer = setTimeout(() => {
          timers.delete(timer);
          // The guard may already have moved the user there.
          if (window.location.pathname !== redirect.to) navigate(redirect.to);
        }, redirect.delayMs);
        timers.add(timer);
      }
    });
    return () => {
      unsubscribe();
      timers.forEach((timer) => clearTimeout(timer));
    };
  }, [clearSession, navigate]);

  return null;
}
