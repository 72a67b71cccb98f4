import Stripe from 'stripe';
import type { PaidTier, SubscriptionStatus } from '@siteline/contract';
import type { StripeConfig } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';
import type { PaymentProvider, ProviderEvent, ProviderSubscription } from './payment-provider.ts';

const KEPT_STATUSES = new Set<string>(['active', 'trialing', 'past_due']);

/** Payments through Stripe's official SDK: Checkout, the customer portal, subscriptions and signed webhooks. */
export function createStripeProvider(config: StripeConfig): PaymentProvider {
  const stripe = new Stripe(config.secretKey, { maxNetworkRetries: 2, timeout: 20_000, ...config.api });
  const tierOfPrice = (priceId: string | undefined): PaidTier => {
    if (priceId === config.prices.pro) return 'pro';
    if (priceId === config.prices.enterprise) return 'enterprise';
    throw new AppError(
      'UPSTREAM_FAILED',
      `Stripe subscription uses price ${priceId ?? '(none)'}, which is neither STRIPE_PRICE_PRO nor STRIPE_PRICE_ENTERPRISE`,
    );
  };
  const present = (subscription: Stripe.Subscription): ProviderSubscription => {
    const item = subscription.items.data[0];
    // Unpaid, paused and expired subscriptions grant nothing; the app shows them as canceled.
    const status = (KEPT_STATUSES.has(subscription.status) ? subscription.status : 'canceled') as SubscriptionStatus;
    return {
      id: subscription.id,
      customerId: idOf(subscription.customer)!,
      tier: tierOfPrice(item?.price.id),
      status,
      currentPeriodEnd: item?.current_period_end ? new Date(item.current_period_end * 1000) : null,
      cancelAtPeriodEnd: subscription.cancel_at_period_end,
      userId: subscription.metadata?.userId ?? null,
    };
  };

  return withStripeErrors({
    environment: /^(sk|rk)_live_/.test(config.secretKey) ? 'live' : 'test',
    async createCheckout(request) {
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        client_reference_id: request.userId,
        ...(request.customerId ? { customer: request.customerId } : { customer_email: request.email }),
        line_items: [{ price: config.prices[request.tier], quantity: 1 }],
        // A trial asks for no card: Stripe collects one only when a payment is due.
        subscription_data: { metadata: { userId: request.userId }, ...(request.trialDays > 0 ? { trial_period_days: request.trialDays } : {}) },
        ...(request.trialDays > 0 ? { payment_method_collection: 'if_required' as const } : {}),
        metadata: { userId: request.userId, tier: request.tier },
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      });
      if (!session.url) throw new AppError('UPSTREAM_FAILED', 'Stripe returned a checkout session without an address');
      return { id: session.id, url: session.url };
    },
    async getCheckout(id) {
      const session = await ifFound(() => stripe.checkout.sessions.retrieve(id));
      if (!session) return undefined;
      return {
        id: session.id,
        userId: session.client_reference_id,
        customerId: idOf(session.customer),
        subscriptionId: idOf(session.subscription),
        isComplete: session.status === 'complete' && session.payment_status !== 'unpaid',
      };
    },
    async getSubscription(id) {
      const subscription = await ifFound(() => stripe.subscriptions.retrieve(id));
      return subscription && present(subscription);
    },
    async changePlan(subscriptionId, tier) {
      const current = await stripe.subscriptions.retrieve(subscriptionId);
      const updated = await stripe.subscriptions.update(subscriptionId, {
        items: [{ id: current.items.data[0]!.id, price: config.prices[tier] }],
        proration_behavior: 'always_invoice',
        cancel_at_period_end: false,
      });
      return present(updated);
    },
    async setCancelAtPeriodEnd(subscriptionId, cancel) {
      return present(await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel }));
    },
    async createPortal(customerId, returnUrl) {
      const session = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
      return { url: session.url };
    },
    verifyWebhook(rawBody, signature) {
      if (!signature) throw new AppError('BAD_REQUEST', 'stripe-signature: the Stripe-Signature header is missing');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret);
      } catch {
        throw new AppError('BAD_REQUEST', 'stripe-signature: the signature does not match this webhook endpoint');
      }
      return describeEvent(event);
    },
  });
}

function describeEvent(event: Stripe.Event): ProviderEvent {
  const base = { id: event.id, type: event.type };
  switch (event.type) {
    case 'checkout.session.completed':
      return { ...base, checkoutSessionId: event.data.object.id, customerId: idOf(event.data.object.customer) ?? undefined };
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return { ...base, subscriptionId: event.data.object.id, customerId: idOf(event.data.object.customer) ?? undefined };
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      return {
        ...base,
        subscriptionId: idOf(invoice.parent?.subscription_details?.subscription) ?? undefined,
        customerId: idOf(invoice.customer) ?? undefined,
      };
    }
    default:
      return base;
  }
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

/** Runs a retrieve, turning Stripe's "No such …" (404) into undefined. */
async function ifFound<T>(retrieve: () => Promise<T>): Promise<T | undefined> {
  try {
    return await retrieve();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return undefined;
    throw error;
  }
}

/** Stripe's failures (unreachable, refused, rate-limited) become a 502 that says so, never a 500. */
function withStripeErrors(provider: PaymentProvider): PaymentProvider {
  const guard =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await call(...args);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeError) throw new AppError('UPSTREAM_FAILED', `The payment provider failed: ${error.message}`);
        throw error;
      }
    };
  return {
    ...provider,
    createCheckout: guard(provider.createCheckout),
    getCheckout: guard(provider.getCheckout),
    getSubscription: guard(provider.getSubscription),
    changePlan: guard(provider.changePlan),
    setCancelAtPeriodEnd: guard(provider.setCancelAtPeriodEnd),
    createPortal: guard(provider.createPortal),
  };
}
