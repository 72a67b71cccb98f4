import type { PlanTier } from '@siteline/contract';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { findUserById } from '../../auth/accounts.queries.ts';
import { claimActivation, claimBillingEvent } from './billing.queries.ts';
import { announcePlanChange, applySubscription, tierGranted } from './apply-subscription.ts';

export interface Activation {
  alreadyActive: boolean;
  subscription: { tier: PlanTier };
  environment: 'test' | 'live';
}

/**
 * Turns a completed checkout into the account's subscription. What was bought is read from the provider,
 * never taken from the browser; the checkout must belong to `userId` when one is given (the owner's own
 * call). A checkout is applied once: a second activation, even a concurrent one, answers alreadyActive.
 */
export async function activateSubscription(
  ctx: AppContext,
  checkoutSessionId: string,
  options: { userId?: string; event?: { id: string; type: string } } = {},
): Promise<Activation> {
  const checkout = await ctx.payments.getCheckout(checkoutSessionId);
  // Another account's checkout is answered like a missing one: its existence is not ours to reveal.
  if (!checkout || !checkout.userId || (options.userId && checkout.userId !== options.userId)) {
    throw new AppError('NOT_FOUND', 'sessionId: checkout session not found');
  }
  if (!checkout.isComplete || !checkout.subscriptionId) {
    throw new AppError('CONFLICT', 'sessionId: this checkout has not been paid yet');
  }
  const userId = checkout.userId;
  // A webhook's checkout names its account itself; it must be one of ours.
  if (!options.userId && !(isUuid(userId) && (await findUserById(ctx.db, userId)))) {
    throw new AppError('NOT_FOUND', `client_reference_id: ${userId.slice(0, 64)} is not an account of this Siteline`);
  }
  const subscription = await ctx.payments.getSubscription(checkout.subscriptionId);
  if (!subscription) throw new AppError('UPSTREAM_FAILED', 'The payment provider does not know the subscription of this checkout yet; try again in a moment');
  const result = await ctx.db.transaction(async (tx) => {
    if (options.event) await claimBillingEvent(tx, options.event.id, options.event.type);
    const isNew = await claimActivation(tx, { checkoutSessionId, userId, subscriptionId: subscription.id });
    return isNew ? applySubscription(tx, userId, subscription) : undefined;
  });
  if (result?.isTierChanged) await announcePlanChange(ctx, userId);
  return { alreadyActive: result === undefined, subscription: { tier: result?.tier ?? tierGranted(subscription) }, environment: ctx.payments.environment };
}
