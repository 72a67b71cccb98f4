import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PAID_TIERS, type PaidTier } from '@siteline/contract';
import type { AppContext } from '../../context.ts';
import { closedCheckoutPage } from './test-mode-pages.ts';
import { endTestPeriod, TEST_MODE_PATH } from './test-mode-provider.ts';
import { payTestModeCheckout, showTestCheckout } from './test-mode-checkout.ts';
import { actOnTestPortal, showTestPortal } from './test-mode-portal.ts';

const idParam = z
  .string()
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/, 'id is not a test-mode id');
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
    const page = await showTestCheckout(ctx, request.params.id);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
  });

  app.post('/checkout/:id/pay', { schema: { ...hidden, params: z.object({ id: idParam }) } }, async (request, reply) => {
    const paid = await payTestModeCheckout(ctx, request.params.id);
    if (!paid) return reply.status(410).type('text/html; charset=utf-8').send(closedCheckoutPage());
    return reply.redirect(paid.successUrl, 303);
  });

  const portalParams = z.object({ id: idParam });

  app.get('/portal/:id', { schema: { ...hidden, params: portalParams } }, async (request, reply) => {
    const page = await showTestPortal(ctx, request.params.id);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
  });

  const portalAction = (path: string, act: (subscriptionId: string, params: Record<string, string>) => Promise<unknown>, params = portalParams) =>
    app.post(`/portal/:id/${path}`, { schema: { ...hidden, params } }, async (request, reply) => {
      const { id } = request.params;
      await actOnTestPortal(ctx, id, (subscriptionId) => act(subscriptionId, request.params));
      return reply.redirect(`${TEST_MODE_PATH}/portal/${id}`, 303);
    });

  portalAction(
    'plan/:tier',
    (subscriptionId, params) => ctx.payments.changePlan(subscriptionId, params.tier as PaidTier),
    z.object({ id: idParam, tier: z.enum(PAID_TIERS) }),
  );
  portalAction('cancel', (subscriptionId) => ctx.payments.setCancelAtPeriodEnd(subscriptionId, true));
  portalAction('resume', (subscriptionId) => ctx.payments.setCancelAtPeriodEnd(subscriptionId, false));
  portalAction('end-period', (subscriptionId) => endTestPeriod(ctx.db, subscriptionId));
};
