import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, registerTestUser, type TestApp } from '../../test/test-app.ts';
import { describeEachEngine } from '../../test/test-database.ts';
import { payTestCheckout } from './test-mode-provider.ts';

type Owner = Awaited<ReturnType<typeof registerTestUser>>;

describeEachEngine('billing with the built-in test-mode provider', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (owner: Owner, url: string, payload?: object) => t.app.inject({ method: 'POST', url, headers: owner.auth, ...(payload ? { payload } : {}) });
  const state = async (owner: Owner) => (await t.app.inject({ method: 'GET', url: '/api/subscription', headers: owner.auth })).json();
  const limits = async (owner: Owner) => (await t.app.inject({ method: 'GET', url: '/api/subscription/limits', headers: owner.auth })).json();
  const pagePath = (url: string) => new URL(url).pathname;
  const startCheckout = async (owner: Owner, tier = 'pro') => {
    const res = await post(owner, '/api/stripe/create-checkout-session', { tier });
    expect(res.statusCode).toBe(200);
    return res.json().url as string;
  };
  const sessionIdOf = (checkoutUrl: string) => pagePath(checkoutUrl).split('/').pop()!;
  const createAssistant = (owner: Owner, name: string) => post(owner, '/api/assistants', { name });

  it('takes a free account through a trial checkout, the portal, cancellation and the period end back to free', async () => {
    const owner = await registerTestUser(t.app);
    expect(await state(owner)).toMatchObject({
      tier: 'free',
      status: 'active',
      hasBillingAccount: false,
      isTrialAvailable: true,
      environment: 'test',
      downgrade: null,
    });
    expect((await createAssistant(owner, 'First Shop')).statusCode).toBe(201);
    expect((await createAssistant(owner, 'Second Shop')).statusCode).toBe(403);

    const checkoutUrl = await startCheckout(owner);
    expect(pagePath(checkoutUrl)).toMatch(/^\/billing-test-mode\/checkout\/cs_test_[\w-]+$/);
    const page = await t.app.inject({ method: 'GET', url: pagePath(checkoutUrl) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('TEST MODE');
    expect(page.body).toContain('14-day free trial, no card needed');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).not.toMatch(/<script/i);

    // Before the payment the checkout activates nothing.
    const early = await post(owner, '/api/stripe/activate-subscription', { sessionId: sessionIdOf(checkoutUrl), tier: 'enterprise' });
    expect(early.statusCode).toBe(409);
    expect((await state(owner)).tier).toBe('free');

    const paid = await t.app.inject({
      method: 'POST',
      url: `${pagePath(checkoutUrl)}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`http://localhost:80/billing?success=true&session_id=${sessionIdOf(checkoutUrl)}&tier=pro`);
    // The browser's claimed tier is ignored: the provider says Pro was bought.
    const activation = await post(owner, '/api/stripe/activate-subscription', { sessionId: sessionIdOf(checkoutUrl), tier: 'enterprise' });
    expect(activation.json()).toEqual({ alreadyActive: true, subscription: { tier: 'pro' }, environment: 'test' });
    expect(await state(owner)).toMatchObject({ tier: 'pro', status: 'trialing', cancelAtPeriodEnd: false, hasBillingAccount: true, isTrialAvailable: false });
    expect(new Date((await state(owner)).currentPeriodEnd).getTime() - Date.now()).toBeGreaterThan(13.9 * 86_400_000);
    // Paying the same checkout again does nothing.
    expect((await t.app.inject({ method: 'POST', url: `${pagePath(checkoutUrl)}/pay` })).statusCode).toBe(410);

    // Pro limits apply at once.
    expect((await limits(owner)).limits).toMatchObject({ maxAssistants: 5, apiAccess: true, multiLanguageSupport: true });
    for (const name of ['Second Shop', 'Third Shop']) expect((await createAssistant(owner, name)).statusCode).toBe(201);
    const assistants = (await t.app.inject({ method: 'GET', url: '/api/assistants', headers: owner.auth })).json() as { id: string; name: string }[];
    const third = assistants.find((a) => a.name === 'Third Shop')!;
    const autoScrape = await t.app.inject({
      method: 'PUT',
      url: `/api/assistants/${third.id}/auto-scrape`,
      headers: owner.auth,
      payload: { autoScrapeEnabled: true, scrapeSchedule: 'weekly' },
    });
    expect(autoScrape.statusCode).toBe(200);

    // The portal lists the invoice and cancels at the period's end: still Pro until then.
    const portal = await post(owner, '/api/stripe/create-portal-session');
    const portalPath = pagePath(portal.json().url);
    expect(portalPath).toMatch(/^\/billing-test-mode\/portal\/bps_test_/);
    const portalPage = await t.app.inject({ method: 'GET', url: portalPath });
    expect(portalPage.body).toContain('Pro: 14-day free trial');
    expect((await t.app.inject({ method: 'POST', url: `${portalPath}/cancel` })).headers.location).toBe(portalPath);
    expect(await state(owner)).toMatchObject({ tier: 'pro', cancelAtPeriodEnd: true });
    expect((await t.app.inject({ method: 'GET', url: portalPath })).body).toContain('Cancels on');

    await t.app.inject({ method: 'POST', url: `${portalPath}/end-period` });
    const after = await state(owner);
    expect(after).toMatchObject({ tier: 'free', status: 'canceled', cancelAtPeriodEnd: false, currentPeriodEnd: null });
    expect(after.downgrade).toMatchObject({
      fromTier: 'pro',
      toTier: 'free',
      deactivatedAssistants: ['Second Shop', 'Third Shop'],
      autoScrapeDisabled: ['Third Shop'],
      brandingForced: true,
    });
    const kept = (await t.app.inject({ method: 'GET', url: '/api/assistants', headers: owner.auth })).json() as { name: string; isActive: boolean }[];
    expect(kept.map((a) => [a.name, a.isActive]).sort()).toEqual([
      ['First Shop', true],
      ['Second Shop', false],
      ['Third Shop', false],
    ]);
    const settings = await t.app.inject({ method: 'GET', url: `/api/assistants/${third.id}/auto-scrape`, headers: owner.auth });
    expect(settings.json()).toEqual({ autoScrapeEnabled: false, scrapeSchedule: 'manual' });
    // An inactive assistant cannot be switched back on beyond the plan's limit.
    const reactivate = await t.app.inject({ method: 'PATCH', url: `/api/assistants/${third.id}`, headers: owner.auth, payload: { isActive: true } });
    expect(reactivate.statusCode).toBe(403);
    expect(reactivate.json().code).toBe('ASSISTANT_LIMIT_REACHED');

    // A second subscription has no trial, and an upgrade clears the downgrade notice.
    const again = await startCheckout(owner);
    expect((await t.app.inject({ method: 'GET', url: pagePath(again) })).body).toContain('Pay $10.00');
    await t.app.inject({ method: 'POST', url: `${pagePath(again)}/pay` });
    expect(await state(owner)).toMatchObject({ tier: 'pro', status: 'active', downgrade: null });
  });

  it('changes the plan at once when a subscription runs, and choosing Free cancels at the period end', async () => {
    const owner = await registerTestUser(t.app);
    await t.app.inject({ method: 'POST', url: `${pagePath(await startCheckout(owner))}/pay` });
    const change = await post(owner, '/api/stripe/create-checkout-session', { tier: 'enterprise' });
    expect(change.json()).toEqual({ url: null });
    expect(await state(owner)).toMatchObject({ tier: 'enterprise' });
    expect((await limits(owner)).limits.maxAssistants).toBe(20);
    expect((await post(owner, '/api/stripe/create-checkout-session', { tier: 'enterprise' })).statusCode).toBe(409);
    const free = await post(owner, '/api/stripe/create-checkout-session', { tier: 'free' });
    expect(free.json()).toEqual({ url: null });
    expect(await state(owner)).toMatchObject({ tier: 'enterprise', cancelAtPeriodEnd: true });
  });

  it('changes plan (prorated), cancels and resumes from the test-mode portal', async () => {
    const owner = await registerTestUser(t.app);
    await t.app.inject({ method: 'POST', url: `${pagePath(await startCheckout(owner))}/pay` });
    const portalPath = pagePath((await post(owner, '/api/stripe/create-portal-session')).json().url);
    expect((await t.app.inject({ method: 'POST', url: `${portalPath}/plan/enterprise` })).statusCode).toBe(303);
    expect(await state(owner)).toMatchObject({ tier: 'enterprise', status: 'trialing' });
    expect((await t.app.inject({ method: 'GET', url: portalPath })).body).toContain('Proration: Pro → Enterprise');
    await t.app.inject({ method: 'POST', url: `${portalPath}/cancel` });
    expect((await state(owner)).cancelAtPeriodEnd).toBe(true);
    await t.app.inject({ method: 'POST', url: `${portalPath}/resume` });
    expect((await state(owner)).cancelAtPeriodEnd).toBe(false);
    // The trial ends: the subscription renews as active with a paid invoice.
    await t.app.inject({ method: 'POST', url: `${portalPath}/end-period` });
    expect(await state(owner)).toMatchObject({ tier: 'enterprise', status: 'active' });
    expect((await t.app.inject({ method: 'GET', url: portalPath })).body).toContain('Enterprise: monthly renewal</td><td>$49.00');
    expect((await t.app.inject({ method: 'POST', url: `${portalPath}/plan/platinum` })).statusCode).toBe(400);
  });

  it('applies one checkout once when two activations race', async () => {
    const owner = await registerTestUser(t.app);
    const sessionId = sessionIdOf(await startCheckout(owner, 'enterprise'));
    await payTestCheckout(t.ctx.db, sessionId); // paid, but neither the return nor the "webhook" has run yet
    const results = await Promise.all([0, 1, 2].map(() => post(owner, '/api/stripe/activate-subscription', { sessionId })));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(results.map((r) => r.json().alreadyActive).sort()).toEqual([false, true, true]);
    expect(results.every((r) => r.json().subscription.tier === 'enterprise')).toBe(true);
    const rows = await t.ctx.database.db.execute(`SELECT count(*)::int AS n FROM billing_activations WHERE user_id = '${owner.user.id}'`);
    expect((rows as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
  });

  it('refuses bad input with a 4xx message and changes no plan', async () => {
    const owner = await registerTestUser(t.app);
    const other = await registerTestUser(t.app);
    const expect4xx = async (res: Awaited<ReturnType<typeof post>>, status: number, field: string) => {
      expect(res.statusCode).toBe(status);
      expect(res.json().message).toContain(field);
    };
    await expect4xx(await post(owner, '/api/stripe/create-checkout-session', { tier: 'platinum' }), 400, 'tier');
    await expect4xx(await post(owner, '/api/stripe/create-checkout-session', { tier: 'custom' }), 400, 'tier');
    await expect4xx(await post(owner, '/api/stripe/create-checkout-session', {}), 400, 'tier');
    await expect4xx(await post(owner, '/api/stripe/activate-subscription', { tier: 'pro' }), 400, 'sessionId');
    await expect4xx(await post(owner, '/api/stripe/activate-subscription', { sessionId: 'cs_test_nope' }), 404, 'sessionId');
    await expect4xx(await post(owner, '/api/stripe/activate-subscription', { sessionId: '../../etc' }), 400, 'sessionId');
    await expect4xx(await post(owner, '/api/stripe/create-portal-session'), 409, 'billing account');
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/activate-subscription',
      headers: { ...owner.auth, 'content-type': 'application/json' },
      payload: '{"sessionId":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBeTruthy();

    // Another account's paid checkout is unknown to this one.
    const theirs = sessionIdOf(await startCheckout(other));
    await payTestCheckout(t.ctx.db, theirs);
    await expect4xx(await post(owner, '/api/stripe/activate-subscription', { sessionId: theirs }), 404, 'sessionId');
    expect((await state(owner)).tier).toBe('free');
    // Without Stripe there are no webhooks to accept.
    const webhook = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' },
      payload: '{}',
    });
    expect(webhook.statusCode).toBe(400);
    expect(webhook.json().message).toContain('stripe-signature');
    expect((await t.app.inject({ method: 'GET', url: '/billing-test-mode/portal/bps_test_unknown' })).statusCode).toBe(404);
  });
});
