import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import type { PlanTier } from '@siteline/contract';
import { toast } from '../../../hooks/use-toast.ts';
import { leavePage } from '../lib/leave-page.ts';
import { errorMessage, hasErrorCode } from '../../../lib/api-error.ts';
import { createCheckoutSessionRequest } from '../api/billing.api.ts';

export const UNAUTHORIZED_REDIRECT_MS = 500;
export const AFTER_UPDATE_REDIRECT_MS = 1000;

/**
 * A plan button: opens the provider's checkout; when the change applied at once (a running subscription
 * changed plan, or Free chosen) confirms and goes to the dashboard. A signed-out caller is sent to sign in.
 */
export function useCheckout() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: (tier: PlanTier) => createCheckoutSessionRequest(tier),
    onSuccess: ({ url }) => {
      if (url) {
        leavePage.goTo(url);
        return;
      }
      toast({ title: 'Subscription updated successfully!' });
      void queryClient.invalidateQueries();
      setTimeout(() => navigate('/dashboard'), AFTER_UPDATE_REDIRECT_MS);
    },
    onError: (error) => {
      if (hasErrorCode(error, 'UNAUTHORIZED')) {
        toast({ variant: 'destructive', title: 'Unauthorized', description: 'You are logged out. Logging in again...' });
        setTimeout(() => leavePage.goTo('/login'), UNAUTHORIZED_REDIRECT_MS);
        return;
      }
      toast({ variant: 'destructive', title: 'Error', description: errorMessage(error, 'Failed to process subscription. Please try again.') });
    },
  });
}
