import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { findUserById } from '../../auth/accounts.queries.ts';
import { claimBillingEvent, findUserIdByCustomerId } from './billing.queries.ts';
import { announcePlanChange, applySubscription } from './apply-subscription.ts';

/** The account a subscription was bought for (Stripe may send its events before the checkout's), if it exists. */
async function accountOf(ctx: AppContext, userId: string | null): Promise<string | undefined> {
  if (!userId || !isUuid(userId)) return undefined;
  return (await findUserById(ctx.db, userId))?.id;
}

/**
 * Reads a subscription again from the provider (never an event's copy, which may be stale or out of order)
 * and applies it to the account of its customer. With `event`, the event is recorded in the same
 * transaction and a replay changes nothing; returns false for such a replay.
 */
export async function syncSubscription(ctx: AppContext, subscriptionId: string, event?: { id: string; type: string }): Promise<boolean> {
  const subscription = await ctx.payments.getSubscription(subscriptionId);
  if (!subscription) throw new AppError('NOT_FOUND', `subscription: ${subscriptionId} is unknown to the payment provider`);
  const userId = (await findUserIdByCustomerId(ctx.db, subscription.customerId)) ?? (await accountOf(ctx, subscription.userId));
  if (!userId) throw new AppError('NOT_FOUND', `customer: ${subscription.customerId} is not a customer of this Siteline`);
  const result = await ctx.db.transaction(async (tx) => {
    if (event && !(await claimBillingEvent(tx, event.id, event.type))) return undefined;
    return applySubscription(tx, userId, subscription);
  });
  if (result?.isTierChanged) await announcePlanChange(ctx, userId);
  return result !== undefined;
}
