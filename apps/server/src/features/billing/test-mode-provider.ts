import crypto from 'node:crypto';
import { PLANS, type PaidTier } from '@siteline/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { PaymentProvider, ProviderSubscription } from './payment-provider.ts';
import {
  completeTestCheckoutRow,
  findTestCheckout,
  findTestSubscription,
  insertTestCheckout,
  insertTestInvoice,
  insertTestPortalSession,
  insertTestSubscription,
  updateTestSubscription,
  type TestModeSubscriptionRow,
} from './test-mode.queries.ts';

const CHECKOUT_TTL_MS = 24 * 60 * 60 * 1000;
const PORTAL_TTL_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Unguessable ids in Stripe's style: whoever holds a checkout or portal address may use it, as with Stripe's. */
const newId = (prefix: string) => `${prefix}_test_${crypto.randomBytes(18).toString('base64url')}`;
const priceCents = (tier: PaidTier) => (PLANS[tier].priceMonthly ?? 0) * 100;

export const TEST_MODE_PATH = '/billing-test-mode';

function addMonth(from: Date): Date {
  const next = new Date(from);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

function present(row: TestModeSubscriptionRow): ProviderSubscription {
  return {
    id: row.id,
    customerId: row.customerId,
    tier: row.tier,
    status: row.status,
    currentPeriodEnd: row.currentPeriodEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    // Its checkout links the customer to the account before any other change can happen.
    userId: null,
  };
}

async function requireSubscription(db: Db, id: string): Promise<TestModeSubscriptionRow> {
  const row = await findTestSubscription(db, id);
  if (!row || row.status === 'canceled') throw new AppError('NOT_FOUND', 'Subscription not found');
  return row;
}

/**
 * The built-in payment provider used when Stripe is not configured: it keeps its own books (checkouts,
 * subscriptions, invoices) in the database and serves its own checkout and portal pages, marked TEST MODE.
 * No money moves.
 */
export function createTestModeProvider(db: Db): PaymentProvider {
  return {
    environment: 'test',
    async createCheckout(request) {
      const id = newId('cs');
      await insertTestCheckout(db, {
        id,
        userId: request.userId,
        customerId: request.customerId ?? newId('cus'),
        tier: request.tier,
        trialDays: request.trialDays,
        successUrl: request.successUrl,
        cancelUrl: request.cancelUrl,
        expiresAt: new Date(Date.now() + CHECKOUT_TTL_MS),
      });
      return { id, url: `${new URL(request.successUrl).origin}${TEST_MODE_PATH}/checkout/${id}` };
    },
    async getCheckout(id) {
      const row = await findTestCheckout(db, id);
      if (!row) return undefined;
      return { id, userId: row.userId, customerId: row.customerId, subscriptionId: row.subscriptionId, isComplete: row.status === 'complete' };
    },
    async getSubscription(id) {
      const row = await findTestSubscription(db, id);
      return row && present(row);
    },
    async changePlan(subscriptionId, tier) {
      const row = await requireSubscription(db, subscriptionId);
      if (row.tier === tier) return present(row);
      // Prorated as Stripe does: the price difference for the part of the period that is left.
      const periodMs = row.currentPeriodEnd.getTime() - new Date(row.currentPeriodEnd).setUTCMonth(row.currentPeriodEnd.getUTCMonth() - 1);
      const share = Math.min(1, Math.max(0, row.currentPeriodEnd.getTime() - Date.now()) / periodMs);
      const amountCents = row.status === 'trialing' ? 0 : Math.round((priceCents(tier) - priceCents(row.tier)) * share);
      await insertTestInvoice(db, {
        id: newId('in'),
        customerId: row.customerId,
        subscriptionId,
        description: `Proration: ${PLANS[row.tier].name} → ${PLANS[tier].name}`,
        amountCents,
      });
      return present(await updateTestSubscription(db, subscriptionId, { tier, cancelAtPeriodEnd: false }));
    },
    async setCancelAtPeriodEnd(subscriptionId, cancel) {
      await requireSubscription(db, subscriptionId);
      return present(await updateTestSubscription(db, subscriptionId, { cancelAtPeriodEnd: cancel }));
    },
    async createPortal(customerId, returnUrl) {
      const id = newId('bps');
      await insertTestPortalSession(db, { id, customerId, returnUrl, expiresAt: new Date(Date.now() + PORTAL_TTL_MS) });
      return { url: `${new URL(returnUrl).origin}${TEST_MODE_PATH}/portal/${id}` };
    },
    verifyWebhook() {
      // The test-mode provider reports changes directly; only Stripe signs webhooks.
      throw new AppError('BAD_REQUEST', 'stripe-signature: webhooks are accepted only when Stripe is configured (STRIPE_WEBHOOK_SECRET)');
    },
  };
}

/**
 * "Pays" an open checkout: starts the subscription (trialing when the checkout offers a trial) and records
 * its first invoice. Returns the subscription, or undefined when the checkout is not open any more.
 */
export async function payTestCheckout(db: Db, checkoutId: string): Promise<{ subscriptionId: string; successUrl: string } | undefined> {
  return db.transaction(async (tx) => {
    const checkout = await findTestCheckout(tx, checkoutId, { forUpdate: true });
    if (!checkout || checkout.status !== 'open' || checkout.expiresAt.getTime() < Date.now()) return undefined;
    const tier = checkout.tier;
    const isTrial = checkout.trialDays > 0;
    const subscription = await insertTestSubscription(tx, {
      id: newId('sub'),
      customerId: checkout.customerId,
      tier,
      status: isTrial ? 'trialing' : 'active',
      currentPeriodEnd: isTrial ? new Date(Date.now() + checkout.trialDays * DAY_MS) : addMonth(new Date()),
    });
    await insertTestInvoice(tx, {
      id: newId('in'),
      customerId: checkout.customerId,
      subscriptionId: subscription.id,
      description: isTrial ? `${PLANS[tier].name}: ${checkout.trialDays}-day free trial` : `${PLANS[tier].name}: first month`,
      amountCents: isTrial ? 0 : priceCents(tier),
    });
    await completeTestCheckoutRow(tx, checkoutId, subscription.id);
    return { subscriptionId: subscription.id, successUrl: checkout.successUrl.replace('{CHECKOUT_SESSION_ID}', checkoutId) };
  });
}

/**
 * Moves a subscription to the end of its current period, as time would: cancelled-at-period-end
 * subscriptions end; the others renew for a month with a paid invoice (a trial becomes active).
 */
export async function endTestPeriod(db: Db, subscriptionId: string): Promise<ProviderSubscription> {
  const row = await requireSubscription(db, subscriptionId);
  if (row.cancelAtPeriodEnd) return present(await updateTestSubscription(db, subscriptionId, { status: 'canceled', currentPeriodEnd: new Date() }));
  await insertTestInvoice(db, {
    id: newId('in'),
    customerId: row.customerId,
    subscriptionId,
    description: `${PLANS[row.tier].name}: monthly renewal`,
    amountCents: priceCents(row.tier),
  });
  return present(await updateTestSubscription(db, subscriptionId, { status: 'active', currentPeriodEnd: addMonth(new Date()) }));
}
