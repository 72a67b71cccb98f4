import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { PLANS } from '@siteline/contract';
import { toast } from '../../../hooks/use-toast.ts';
import { leavePage } from '../lib/leave-page.ts';
import { activateSubscriptionRequest } from '../api/billing.api.ts';
import { readPaymentReturn } from '../lib/payment-return.ts';

/** Spec 02: the billing page reloads 1.5 s after an activation. */
export const RELOAD_AFTER_ACTIVATION_MS = 1500;

const PROCESSING_TEXT = {
  dashboard: "We're activating your subscription. Please refresh in a moment.",
  billing: 'Your payment was received. Your new plan should show within a few minutes; if it does not, please contact support.',
};

/** A return is handled once, even when the screen mounts twice (React's development double effects). */
const handledReturns = new Set<string>();

/**
 * Handles the payment provider's return to the dashboard or the billing page: activates the subscription
 * (the server asks the provider what was paid), clears every cached query and cleans the address; the
 * billing page then reloads, and shows 'Checkout Canceled' for an abandoned checkout.
 */
export function usePaymentReturn(screen: 'dashboard' | 'billing'): void {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  useEffect(() => {
    const found = readPaymentReturn(window.location.search);
    if (!found) return;
    const path = `/${screen}`;
    if (found.kind === 'canceled') {
      toast({ title: 'Checkout Canceled', description: 'Your checkout was canceled. No charges were made.' });
      navigate(path, { replace: true });
      return;
    }
    if (handledReturns.has(found.sessionId)) return;
    handledReturns.add(found.sessionId);
    navigate(path, { replace: true });
    void activateSubscriptionRequest(found.sessionId, found.tier).then(
      (result) => {
        const planName = PLANS[result.subscription.tier]?.name ?? result.subscription.tier;
        toast({
          title: 'Payment Successful!',
          description: result.alreadyActive ? `Your ${planName} plan is already active.` : `Welcome to ${planName}! Your new plan is active now.`,
        });
        queryClient.clear();
        if (screen === 'billing') setTimeout(leavePage.reload, RELOAD_AFTER_ACTIVATION_MS);
      },
      () => toast({ title: 'Subscription Processing', description: PROCESSING_TEXT[screen] }),
    );
  }, [screen, navigate, queryClient]);
}
