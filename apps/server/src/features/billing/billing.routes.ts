import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  activateSubscriptionInputSchema,
  activationResponseSchema,
  billingStateSchema,
  checkoutSessionResponseSchema,
  createCheckoutSessionInputSchema,
  portalSessionResponseSchema,
  webhookReceiptSchema,
} from '@siteline/contract';
import type { AppContext } from '../../context.ts';
import { currentAuth } from '../../auth/auth.plugin.ts';
import { appOrigin } from '../../http/app-origin.ts';
import { activateSubscription } from './activate-subscription.ts';
import { createCheckoutSession } from './create-checkout-session.ts';
import { createPortalSession } from './create-portal-session.ts';
import { handleBillingWebhook } from './handle-billing-webhook.ts';
import { presentBillingState } from './billing-state.presenter.ts';

/** Stripe's events are small; a larger body is not one of them. */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

/** The owner's subscription and the payment calls of spec 02 section 7, under /api. */
export const billingRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  await app.register(async (scope) => {
    const owner = scope.withTypeProvider<ZodTypeProvider>();
    owner.addHook('preHandler', owner.requireUser);
    owner.get('/subscription', { schema: { response: { 200: billingStateSchema } } }, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return presentBillingState(ctx, currentAuth(request).user);
    });
    owner.post(
      '/stripe/create-checkout-session',
      { schema: { body: createCheckoutSessionInputSchema, response: { 200: checkoutSessionResponseSchema } } },
      async (request) => createCheckoutSession(ctx, currentAuth(request).user, request.body.tier, appOrigin(ctx.config, request)),
    );
    owner.post(
      '/stripe/activate-subscription',
      { schema: { body: activateSubscriptionInputSchema, response: { 200: activationResponseSchema } } },
      async (request) => activateSubscription(ctx, request.body.sessionId, { userId: currentAuth(request).user.id }),
    );
    owner.post('/stripe/create-portal-session', { schema: { response: { 200: portalSessionResponseSchema } } }, async (request) =>
      createPortalSession(ctx, currentAuth(request).user, appOrigin(ctx.config, request)),
    );
  });

  await app.register(async (webhook) => {
    // The signature covers the exact bytes Stripe sent, so the body stays raw, whatever its type.
    webhook.removeAllContentTypeParsers();
    webhook.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => done(null, body));
    webhook.post(
      '/stripe/webhook',
      { schema: { description: 'Stripe webhook endpoint (signed with STRIPE_WEBHOOK_SECRET)', response: { 200: webhookReceiptSchema } } },
      async (request) => {
        const signature = request.headers['stripe-signature'];
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        return handleBillingWebhook(ctx, body, typeof signature === 'string' ? signature : undefined);
      },
    );
  });
};
