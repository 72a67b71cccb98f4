import type { PlanTier } from '@siteline/contract';

/** Custom plans share the Enterprise card. */
export type PlanCardKind = Exclude<PlanTier, 'custom'>;

export const PLAN_CARD_TITLES: Record<PlanCardKind, string> = {
  free: 'Free Plan',
  pro: 'Pro Plan',
  enterprise: 'Enterprise',
};

/** Which plan card the sidebar shows: none for admins; unknown paid tiers read as Enterprise. */
export function planCardKind(tier: string, role?: string): PlanCardKind | null {
  if (role === 'admin' || tier === 'admin') return null;
  if (tier === 'free') return 'free';
  if (tier === 'pro' || tier === 'professional') return 'pro';
  return 'enterprise';
}
