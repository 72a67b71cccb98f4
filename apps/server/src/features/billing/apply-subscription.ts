import { getPlan, PLAN_TIERS, PLANS, type DowngradeNotice, type PlanTier } from '@siteline/contract';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { findUserById, lockAccount, updateUser } from '../../auth/accounts.queries.ts';
import { deactivateAssistantsBeyond, disableAutoScrape } from './billing.queries.ts';
import type { ProviderSubscription } from './payment-provider.ts';

const rank = (tier: PlanTier) => PLAN_TIERS.indexOf(tier);

/** The plan a subscription grants: its tier while it runs (past_due included, as Stripe retries), free once it ends. */
export function tierGranted(subscription: ProviderSubscription): PlanTier {
  return subscription.status === 'canceled' ? 'free' : subscription.tier;
}

/**
 * Makes the account match the provider's subscription, inside the caller's transaction. A lower plan
 * applies its rules at once: assistants beyond its limit become inactive (never deleted), automatic
 * re-scraping stops where the plan has none, branding is forced on; what changed is kept for the billing
 * page. Returns whether the tier changed; then call `announcePlanChange` after the commit.
 */
export async function applySubscription(tx: Db, userId: string, subscription: ProviderSubscription): Promise<{ tier: PlanTier; isTierChanged: boolean }> {
  await lockAccount(tx, userId);
  const user = (await findUserById(tx, userId))!;
  // A late event about a subscription the account has since replaced must not end the current one.
  if (user.billingSubscriptionId && user.billingSubscriptionId !== subscription.id && subscription.status === 'canceled') {
    return { tier: user.subscriptionTier, isTierChanged: false };
  }
  const from = user.subscriptionTier;
  const tier = tierGranted(subscription);
  let notice = user.downgradeNotice;
  if (rank(tier) < rank(from)) notice = await enforceLowerPlan(tx, userId, from, tier);
  else if (rank(tier) > rank(from)) notice = null;
  await updateUser(tx, userId, {
    subscriptionTier: tier,
    subscriptionStatus: subscription.status,
    billingCustomerId: subscription.customerId,
    billingSubscriptionId: subscription.status === 'canceled' ? null : subscription.id,
    currentPeriodEnd: subscription.status === 'canceled' ? null : subscription.currentPeriodEnd,
    cancelAtPeriodEnd: subscription.status !== 'canceled' && subscription.cancelAtPeriodEnd,
    hasUsedTrial: user.hasUsedTrial || subscription.status === 'trialing',
    downgradeNotice: notice,
  });
  return { tier, isTierChanged: tier !== from };
}

async function enforceLowerPlan(tx: Db, userId: string, from: PlanTier, to: PlanTier): Promise<DowngradeNotice> {
  const limits = getPlan(to).limits;
  const deactivatedAssistants = limits.maxAssistants === -1 ? [] : await deactivateAssistantsBeyond(tx, userId, limits.maxAssistants);
  const canAutoScrape = limits.autoScrapeSchedules.some((schedule) => schedule !== 'manual');
  const autoScrapeDisabled = canAutoScrape ? [] : await disableAutoScrape(tx, userId);
  return {
    fromTier: from,
    toTier: to,
    deactivatedAssistants,
    autoScrapeDisabled,
    // The widget applies the plan's branding rule whenever it reads its settings; this tells the owner.
    brandingForced: PLANS[from].limits.brandingControl && !limits.brandingControl,
    at: new Date().toISOString(),
  };
}

/** Drops what every server process caches of the account's assistants and plan. */
export async function announcePlanChange(ctx: AppContext, userId: string): Promise<void> {
  ctx.assistantLookup.forget();
  await ctx.progress.publishPlanChange(userId);
}
