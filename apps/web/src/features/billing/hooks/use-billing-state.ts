import { useQuery } from '@tanstack/react-query';
import type { BillingState } from '@siteline/contract';
import { billingStateQueryOptions } from '../api/billing.api.ts';

export function useBillingState() {
  return useQuery<BillingState | null>(billingStateQueryOptions);
}
