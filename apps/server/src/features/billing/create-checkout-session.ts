import { PLANS, type PaidTier, type PlanTier } from '@siteline/contract';
import type { AppContext } from '../../context.ts';
import type { UserRow } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { enforceLimits } from '../../lib/rate-limit.ts';
import { checkoutReturnUrls } from './payment-provider.ts';
import { syncSubscription } from './sync-subscription.ts';

/** Each checkout or portal session is a row at the provider: an account may open a few an hour, not thousands. */
export async function limitBillingSessions(ctx: AppContext, userId: string): Promise<void> {
  await enforceLimits(ctx.limiter, [{ key: `billing-sessions:${userId}`, limit: 30, windowMs: 60 * 60 * 1000 }], 'Too many billing sessions were opened.');
}

/** The pricing pages' promise: 14 days free without a card, once per account. */
export const TRIAL_DAYS = 14;

/**
 * Starts buying `tier`. Without a running subscription this opens the provider's checkout (answering its
 * address); with one, the plan changes at once, prorated, and choosing Free cancels at the period's end
 * (answering no address). The custom plan is arranged with sales, never bought here.
 */
export async function createCheckoutSession(ctx: AppContext, user: UserRow, tier: PlanTier, appOrigin: string): Promise<{ url: string | null }> {
  await limitBillingSessions(ctx, user.id);
  if (tier === 'custom') throw new AppError('BAD_REQUEST', 'tier: the Custom plan is arranged with our team: contact sales instead of checking out');
  const subscriptionId = user.billingSubscriptionId;
  if (tier === 'free') {
    if (subscriptionId && !user.cancelAtPeriodEnd) {
      await ctx.payments.setCancelAtPeriodEnd(subscriptionId, true);
      await syncSubscription(ctx, subscriptionId);
    }
    return { url: null };
  }
  if (subscriptionId) {
    if (user.subscriptionTier === tier && !user.cancelAtPeriodEnd) {
      throw new AppError('CONFLICT', `tier: you are already on the ${PLANS[tier].name} plan`);
    }
    await ctx.payments.changePlan(subscriptionId, tier);
    await syncSubscription(ctx, subscriptionId);
    return { url: null };
  }
  const paidTier: PaidTier = tier;
  const checkout = await ctx.payments.createCheckout({
    userId: user.id,
    email: user.email,
    customerId: user.billingCustomerId,
    tier: paidTier,
    trialDays: user.hasUsedTrial ? 0 : TRIAL_DAYS,
    ...checkoutReturnUrls(appOrigin, paidTier, '{CHECKOUT_SESSION_ID}'),
  });
  return { url: checkout.url };
}
