import { PLAN_TIERS, PLANS, type BillingState, type PlanTier } from '@siteline/contract';

export type PlanButton = { label: string; kind: 'current' | 'checkout' | 'contact'; disabled: boolean };

/** The button of one plan card on /billing, from the account's subscription. */
export function planButton(tier: PlanTier, state: Pick<BillingState, 'tier' | 'isTrialAvailable' | 'cancelAtPeriodEnd'>): PlanButton {
  if (tier === state.tier) return { label: '✓ Current Plan', kind: 'current', disabled: true };
  if (PLANS[tier].custom) return { label: 'Contact Sales', kind: 'contact', disabled: false };
  if (tier === 'free') {
    return state.cancelAtPeriodEnd
      ? { label: 'Starts when your period ends', kind: 'checkout', disabled: true }
      : { label: 'Downgrade to Free', kind: 'checkout', disabled: false };
  }
  if (state.tier === 'free' && state.isTrialAvailable) return { label: 'Start Free Trial', kind: 'checkout', disabled: false };
  const isUpgrade = PLAN_TIERS.indexOf(tier) > PLAN_TIERS.indexOf(state.tier);
  return { label: `${isUpgrade ? 'Upgrade' : 'Switch'} to ${PLANS[tier].name}`, kind: 'checkout', disabled: false };
}

/** Spec 02: the free tier is warned above 70 percent of a limit. */
export const FREE_WARNING_PERCENT = 70;

const STATUS_LABELS: Record<BillingState['status'], string> = { active: 'Active', trialing: 'Trial', past_due: 'Past due', canceled: 'Canceled' };
export const statusLabel = (status: BillingState['status']) => STATUS_LABELS[status];

/** One sentence about the period: renewal, trial end or the date a cancellation takes effect. */
export function periodText(state: Pick<BillingState, 'status' | 'currentPeriodEnd' | 'cancelAtPeriodEnd'>, locale?: string): string | null {
  if (!state.currentPeriodEnd) return null;
  const date = new Date(state.currentPeriodEnd).toLocaleDateString(locale, { year: 'numeric', month: 'long', day: 'numeric' });
  if (state.cancelAtPeriodEnd) return `Cancels on ${date}. Your plan stays until then.`;
  if (state.status === 'trialing') return `Free trial ends on ${date}.`;
  if (state.status === 'past_due') return `Payment failed. Please update your payment method before ${date}.`;
  return `Renews on ${date}.`;
}
