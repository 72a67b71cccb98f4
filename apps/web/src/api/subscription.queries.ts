import { subscriptionLimitsSchema, usageResponseSchema, type SubscriptionLimits, type UsageResponse } from '@siteline/contract';
import { readQuery } from '../lib/api-client.ts';
import { queryKeys } from '../lib/query-keys.ts';

/** Limits are never cached: every reader sees the latest usage (stale 0, cache 0, refetch on focus). */
export const subscriptionLimitsQueryOptions = {
  queryKey: queryKeys.subscriptionLimits,
  queryFn: readQuery(subscriptionLimitsSchema),
  staleTime: 0,
  gcTime: 0,
  refetchOnWindowFocus: true,
} as const;

/** Usage is fresh for 30 s and kept for 60 s. */
export const usageQueryOptions = {
  queryKey: queryKeys.usage,
  queryFn: readQuery(usageResponseSchema),
  staleTime: 30_000,
  gcTime: 60_000,
} as const;

export type { SubscriptionLimits, UsageResponse };
