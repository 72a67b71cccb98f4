import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { claimBillingEvent } from './billing.queries.ts';
import { activateSubscription } from './activate-subscription.ts';
import { syncSubscription } from './sync-subscription.ts';

const SUBSCRIPTION_EVENTS = new Set([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
]);

/**
 * Verifies and applies one webhook call. Each event id is applied once; the objects it names are read again
 * from the provider, so replays, reordering and forged payloads (which fail the signature) change nothing.
 */
export async function handleBillingWebhook(ctx: AppContext, rawBody: Buffer, signature: string | undefined): Promise<{ received: true; duplicate: boolean }> {
  const event = ctx.payments.verifyWebhook(rawBody, signature);
  const tag = { id: event.id, type: event.type };
  if (event.type === 'checkout.session.completed' && event.checkoutSessionId) {
    const activation = await activateSubscription(ctx, event.checkoutSessionId, { event: tag });
    return { received: true, duplicate: activation.alreadyActive };
  }
  if (SUBSCRIPTION_EVENTS.has(event.type)) {
    if (!event.subscriptionId) throw new AppError('BAD_REQUEST', `${event.type}: the event names no subscription`);
    return { received: true, duplicate: !(await syncSubscription(ctx, event.subscriptionId, tag)) };
  }
  // Events we do not act on are acknowledged, so Stripe stops sending them.
  return { received: true, duplicate: !(await claimBillingEvent(ctx.db, event.id, event.type)) };
}
