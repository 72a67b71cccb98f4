import { useQuery } from '@tanstack/react-query';
import { usageQueryOptions, type UsageResponse } from '../api/subscription.queries.ts';

/** GET /api/usage: this month's counters (null after a 401). */
export function useUsage(options: { enabled?: boolean } = {}) {
  return useQuery<UsageResponse | null>({ ...usageQueryOptions, enabled: options.enabled ?? true });
}
