import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { subscriptionLimitsSchema, usageResponseSchema } from '@siteline/contract';
import type { AppContext } from '../../context.ts';
import { currentAuth } from '../../auth/auth.plugin.ts';
import { readPlanLimits } from './read-plan-limits.ts';
import { readUsage } from './read-usage.ts';

export const subscriptionRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('preHandler', app.requireUser);

  app.get('/subscription/limits', { schema: { response: { 200: subscriptionLimitsSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return readPlanLimits(ctx, currentAuth(request).user);
  });

  app.get('/usage', { schema: { response: { 200: usageResponseSchema } } }, async (request) => readUsage(ctx, currentAuth(request).user));
};
