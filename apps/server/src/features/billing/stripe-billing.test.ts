import Stripe from 'stripe';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, registerTestUser, type TestApp } from '../../test/test-app.ts';
import { describeEachEngine } from '../../test/test-database.ts';
import { startStripeApiServer } from '../../test/stripe-api-server.ts';

type Owner = Awaited<ReturnType<typeof registerTestUser>>;

const PRICES = { pro: 'price_pro_monthly', enterprise: 'price_enterprise_monthly' };
const WEBHOOK_SECRET = 'whsec_local_test_secret';
const stripeEnv = {
  STRIPE_SECRET_KEY: 'sk_test_local',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_PRICE_PRO: PRICES.pro,
  STRIPE_PRICE_ENTERPRISE: PRICES.enterprise,
};
const sdk = new Stripe('sk_test_local');

describeEachEngine('billing through Stripe (a local server speaking its API)', (engine) => {
  let t: TestApp;
  let stripe: Awaited<ReturnType<typeof startStripeApiServer>>;
  let eventCounter = 0;
  beforeAll(async () => {
    stripe = await startStripeApiServer(PRICES);
    t = await createTestApp(engine, stripeEnv, (config) => {
      config.stripe!.api = stripe.api;
    });
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  const post = (owner: Owner, url: string, payload?: object) => t.app.inject({ method: 'POST', url, headers: owner.auth, ...(payload ? { payload } : {}) });
  const state = async (owner: Owner) => (await t.app.inject({ method: 'GET', url: '/api/subscription', headers: owner.auth })).json();
  /** Sends an event as Stripe does: the exact bytes, signed with the endpoint's secret (or another). */
  const sendEvent = (type: string, object: unknown, options: { id?: string; secret?: string; signature?: string | null } = {}) => {
    const payload = JSON.stringify({
      id: options.id ?? `evt_local${++eventCounter}`,
      object: 'event',
      type,
      api_version: Stripe.API_VERSION,
      created: Math.floor(Date.now() / 1000),
      data: { object },
    });
    const signature =
      options.signature === undefined ? sdk.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? WEBHOOK_SECRET }) : options.signature;
    return t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json', ...(signature === null ? {} : { 'stripe-signature': signature }) },
      payload,
    });
  };
  const subscribe = async (owner: Owner, tier: 'pro' | 'enterprise' = 'pro') => {
    const { url } = (await post(owner, '/api/stripe/create-checkout-session', { tier })).json();
    const sessionId = url.split('/').pop() as string;
    return { sessionId, ...stripe.completeCheckout(sessionId) };
  };

  it('opens a Stripe Checkout for the plan price with a 14-day trial without card, then activates what Stripe says was paid', async () => {
    const owner = await registerTestUser(t.app);
    const res = await post(owner, '/api/stripe/create-checkout-session', { tier: 'pro' });
    expect(res.statusCode).toBe(200);
    const { url } = res.json();
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_local\d+$/);
    const sent = stripe.requests.find((r) => r.path === '/v1/checkout/sessions')!;
    expect(sent.auth).toBe('Bearer sk_test_local');
    expect(Object.fromEntries(sent.params)).toMatchObject({
      mode: 'subscription',
      client_reference_id: owner.user.id,
      customer_email: owner.user.email,
      'line_items[0][price]': PRICES.pro,
      'subscription_data[trial_period_days]': '14',
      payment_method_collection: 'if_required',
      success_url: 'http://localhost:80/billing?success=true&session_id={CHECKOUT_SESSION_ID}&tier=pro',
      cancel_url: 'http://localhost:80/billing?canceled=true',
    });

    const sessionId = url.split('/').pop();
    expect((await post(owner, '/api/stripe/activate-subscription', { sessionId })).statusCode).toBe(409);
    const { customerId, subscriptionId } = stripe.completeCheckout(sessionId);
    // The browser says enterprise; Stripe says the price paid was Pro.
    const activation = await post(owner, '/api/stripe/activate-subscription', { sessionId, tier: 'enterprise' });
    expect(activation.json()).toEqual({ alreadyActive: false, subscription: { tier: 'pro' }, environment: 'test' });
    expect(await state(owner)).toMatchObject({ tier: 'pro', status: 'active', hasBillingAccount: true });
    expect((await post(owner, '/api/stripe/activate-subscription', { sessionId })).json().alreadyActive).toBe(true);

    // The checkout's completion webhook arriving later changes nothing more.
    const completed = await sendEvent('checkout.session.completed', stripe.sessions.get(sessionId));
    expect(completed.json()).toEqual({ received: true, duplicate: true });

    const portal = await post(owner, '/api/stripe/create-portal-session');
    expect(portal.json().url).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\//);
    expect(Object.fromEntries(stripe.requests.at(-1)!.params)).toEqual({ customer: customerId, return_url: 'http://localhost:80/billing' });
    expect(subscriptionId).toBeTruthy();
  });

  it('applies subscription webhooks once, reading the subscription back from Stripe', async () => {
    const owner = await registerTestUser(t.app);
    const { sessionId, subscriptionId } = await subscribe(owner);
    expect((await sendEvent('checkout.session.completed', stripe.sessions.get(sessionId))).json()).toEqual({ received: true, duplicate: false });
    expect((await state(owner)).tier).toBe('pro');

    // A plan change made in Stripe's portal.
    const upgraded = stripe.setSubscription(subscriptionId, { tier: 'enterprise' });
    const event = await sendEvent('customer.subscription.updated', upgraded, { id: 'evt_upgrade_once' });
    expect(event.json()).toEqual({ received: true, duplicate: false });
    expect((await state(owner)).tier).toBe('enterprise');

    // A replay of the same event, even after Stripe's state moved on, changes nothing.
    stripe.setSubscription(subscriptionId, { tier: 'pro' });
    const replay = await sendEvent('customer.subscription.updated', upgraded, { id: 'evt_upgrade_once' });
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    expect((await state(owner)).tier).toBe('enterprise');

    // A failed renewal: Stripe marks the subscription past due; the plan stays while Stripe retries.
    const pastDue = stripe.setSubscription(subscriptionId, { status: 'past_due', tier: 'enterprise' });
    const invoice = {
      id: 'in_local1',
      object: 'invoice',
      customer: pastDue.customer,
      parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId } },
    };
    await sendEvent('invoice.payment_failed', invoice);
    expect(await state(owner)).toMatchObject({ tier: 'enterprise', status: 'past_due' });
    stripe.setSubscription(subscriptionId, { status: 'active' });
    await sendEvent('invoice.paid', { ...invoice, id: 'in_local2' });
    expect(await state(owner)).toMatchObject({ tier: 'enterprise', status: 'active' });

    // Cancelled at period end, then ended: back to free with the downgrade rules.
    await sendEvent('customer.subscription.updated', stripe.setSubscription(subscriptionId, { cancel_at_period_end: true }));
    expect(await state(owner)).toMatchObject({ tier: 'enterprise', cancelAtPeriodEnd: true });
    await sendEvent('customer.subscription.deleted', stripe.setSubscription(subscriptionId, { status: 'canceled' }));
    expect(await state(owner)).toMatchObject({ tier: 'free', status: 'canceled', downgrade: { fromTier: 'enterprise', toTier: 'free', brandingForced: true } });
  });

  it('applies a subscription event that arrives before its checkout completion, to the account it was bought for', async () => {
    const owner = await registerTestUser(t.app);
    const { sessionId, subscriptionId } = await subscribe(owner, 'enterprise');
    expect(stripe.subscription(subscriptionId)).toMatchObject({ metadata: { userId: owner.user.id } });
    const early = await sendEvent('customer.subscription.created', stripe.subscription(subscriptionId));
    expect(early.json()).toEqual({ received: true, duplicate: false });
    expect(await state(owner)).toMatchObject({ tier: 'enterprise', status: 'active', hasBillingAccount: true });
    const activation = await post(owner, '/api/stripe/activate-subscription', { sessionId });
    expect(activation.json().subscription.tier).toBe('enterprise');
  });

  it('refuses forged, unsigned and tampered webhooks and events for unknown customers', async () => {
    const owner = await registerTestUser(t.app);
    const { subscriptionId } = await subscribe(owner);
    const upgraded = stripe.setSubscription(subscriptionId, { tier: 'enterprise' });
    const forged = await sendEvent('customer.subscription.updated', upgraded, { secret: 'whsec_someone_else' });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toContain('stripe-signature');
    const unsigned = await sendEvent('customer.subscription.updated', upgraded, { signature: null });
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json().message).toContain('Stripe-Signature header is missing');
    const payload = JSON.stringify({ id: 'evt_tampered', object: 'event', type: 'customer.subscription.updated', data: { object: upgraded } });
    const signature = sdk.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload: payload.replace('enterprise', 'enterprize'),
    });
    expect(tampered.statusCode).toBe(400);
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'text/plain', 'stripe-signature': 't=1,v1=00' },
      payload: 'not json',
    });
    expect(malformed.statusCode).toBe(400);
    expect((await state(owner)).tier).toBe('free');

    // A subscription of no account of ours (its account was deleted): 404, and nothing recorded, so Stripe may retry it.
    const strangerAccount = await registerTestUser(t.app);
    const stranger = await subscribe(strangerAccount);
    await t.ctx.database.db.execute(`DELETE FROM users WHERE id = '${strangerAccount.user.id}'`);
    const unknown = await sendEvent('customer.subscription.updated', stripe.subscription(stranger.subscriptionId), { id: 'evt_unknown_customer' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toContain('customer');
    const recorded = await t.ctx.database.db.execute(`SELECT count(*)::int AS n FROM billing_events WHERE id = 'evt_unknown_customer'`);
    expect((recorded as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });

  it('answers 502 with a message when Stripe cannot be reached', async () => {
    const down = await createTestApp(engine, stripeEnv, (config) => {
      config.stripe!.api = { host: '127.0.0.1', port: 9, protocol: 'http' };
    });
    try {
      const owner = await registerTestUser(down.app);
      const res = await down.app.inject({ method: 'POST', url: '/api/stripe/create-checkout-session', headers: owner.auth, payload: { tier: 'pro' } });
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toContain('payment provider');
    } finally {
      await down.close();
    }
  });
});
