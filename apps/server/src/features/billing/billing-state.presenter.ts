import { downgradeNoticeSchema, type BillingState } from '@siteline/contract';
import type { AppContext } from '../../context.ts';
import type { UserRow } from '../../db/schema.ts';

/** The account's subscription, whitelisted for the billing page. */
export function presentBillingState(ctx: AppContext, user: UserRow): BillingState {
  const notice = downgradeNoticeSchema.safeParse(user.downgradeNotice);
  return {
    tier: user.subscriptionTier,
    status: user.subscriptionStatus,
    currentPeriodEnd: user.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: user.cancelAtPeriodEnd,
    hasBillingAccount: user.billingCustomerId !== null,
    isTrialAvailable: !user.hasUsedTrial,
    environment: ctx.payments.environment,
    downgrade: notice.success ? notice.data : null,
  };
}
