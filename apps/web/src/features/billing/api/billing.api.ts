import {
  activationResponseSchema,
  billingStateSchema,
  checkoutSessionResponseSchema,
  portalSessionResponseSchema,
  type ActivationResponse,
  type CheckoutSessionResponse,
  type PlanTier,
} from '@siteline/contract';
import { apiRequest, readQuery } from '../../../lib/api-client.ts';

export const BILLING_STATE_KEY = ['/api/subscription'] as const;

/** The account's subscription (status, period end, downgrade notice): never cached, like the limits. */
export const billingStateQueryOptions = {
  queryKey: BILLING_STATE_KEY,
  queryFn: readQuery(billingStateSchema),
  staleTime: 0,
  gcTime: 0,
} as const;

/** POST /api/stripe/create-checkout-session; `silent` because the billing page handles a 401 itself. */
export function createCheckoutSessionRequest(tier: PlanTier): Promise<CheckoutSessionResponse> {
  return apiRequest('POST', '/api/stripe/create-checkout-session', checkoutSessionResponseSchema, { tier }, { silent: true });
}

/** POST /api/stripe/activate-subscription: the server asks the payment provider what was paid. */
export function activateSubscriptionRequest(sessionId: string, tier: string): Promise<ActivationResponse> {
  return apiRequest('POST', '/api/stripe/activate-subscription', activationResponseSchema, { sessionId, tier });
}

export function createPortalSessionRequest(): Promise<{ url: string }> {
  return apiRequest('POST', '/api/stripe/create-portal-session', portalSessionResponseSchema);
}
