import { useQuery } from '@tanstack/react-query';
import { subscriptionLimitsQueryOptions, type SubscriptionLimits } from '../api/subscription.queries.ts';

/** GET /api/subscription/limits for the signed-in user (null after a 401). */
export function useSubscriptionLimits(options: { enabled?: boolean } = {}) {
  return useQuery<SubscriptionLimits | null>({ ...subscriptionLimitsQueryOptions, enabled: options.enabled ?? true });
}
