import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/app-error.ts';
import { findUserById } from '../auth/auth.queries.ts';
import { activateSubscription } from './activate-subscription.ts';
import { syncSubscription } from './sync-subscription.ts';
import { checkoutPage, closedCheckoutPage, portalPage } from './test-mode-pages.ts';
import { endTestPeriod, payTestCheckout, TEST_MODE_PATH } from './test-mode-provider.ts';
import { findLatestTestSubscription, findLiveTestPortalSession, findTestCheckout, listTestInvoices } from './test-mode.queries.ts';

const idParam = z.string().max(100).regex(/^[A-Za-z0-9_-]+$/, 'id is not a test-mode id');
const hidden = { hide: true } as const;

/**
 * The test-mode provider's checkout and billing portal, served when Stripe is not configured. Like Stripe's,
 * their addresses are unguessable and are the credential; each action changes the provider's books, then
 * the app reads the subscription back exactly as it does after a Stripe webhook.
 */
export const testModeRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // The pages' forms carry no fields: the action is in the address.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) => done(null, {}));

  app.get('/checkout/:id', { schema: { ...hidden, params: z.object({ id: idParam }) } }, async (request, reply) => {
    const checkout = await findTestCheckout(ctx.db, request.params.id);
    if (!checkout) throw notFound('Checkout session');
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (checkout.status !== 'open' || checkout.expiresAt.getTime() < Date.now()) return closedCheckoutPage();
    const user = await findUserById(ctx.db, checkout.userId);
    return checkoutPage(checkout, user?.email ?? '');
  });

  app.post('/checkout/:id/pay', { schema: { ...hidden, params: z.object({ id: idParam }) } }, async (request, reply) => {
    const paid = await payTestCheckout(ctx.db, request.params.id);
    if (!paid) return reply.status(410).type('text/html; charset=utf-8').send(closedCheckoutPage());
    // What Stripe's checkout.session.completed webhook does: the plan applies even if the browser never returns.
    await activateSubscription(ctx, request.params.id);
    return reply.redirect(paid.successUrl, 303);
  });

  const portalParams = z.object({ id: idParam });
  const loadPortal = async (id: string) => {
    const portal = await findLiveTestPortalSession(ctx.db, id);
    if (!portal) throw notFound('Billing portal session');
    return { portal, subscription: await findLatestTestSubscription(ctx.db, portal.customerId) };
  };

  app.get('/portal/:id', { schema: { ...hidden, params: portalParams } }, async (request, reply) => {
    const { portal, subscription } = await loadPortal(request.params.id);
    const invoices = await listTestInvoices(ctx.db, portal.customerId);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    return portalPage({ portalId: portal.id, returnUrl: portal.returnUrl, subscription, invoices });
  });

  const portalAction = (path: string, act: (subscriptionId: string, params: Record<string, string>) => Promise<unknown>, params = portalParams) =>
    app.post(`/portal/:id/${path}`, { schema: { ...hidden, params } }, async (request, reply) => {
      const { id } = request.params;
      const { subscription } = await loadPortal(id);
      if (!subscription || subscription.status === 'canceled') throw notFound('Subscription');
      await act(subscription.id, request.params);
      await syncSubscription(ctx, subscription.id);
      return reply.redirect(`${TEST_MODE_PATH}/portal/${id}`, 303);
    });

  portalAction('plan/:tier', (subscriptionId, params) => ctx.payments.changePlan(subscriptionId, params.tier as 'pro' | 'enterprise'), z.object({ id: idParam, tier: z.enum(['pro', 'enterprise']) }));
  portalAction('cancel', (subscriptionId) => ctx.payments.setCancelAtPeriodEnd(subscriptionId, true));
  portalAction('resume', (subscriptionId) => ctx.payments.setCancelAtPeriodEnd(subscriptionId, false));
  portalAction('end-period', (subscriptionId) => endTestPeriod(ctx.db, subscriptionId));
};
