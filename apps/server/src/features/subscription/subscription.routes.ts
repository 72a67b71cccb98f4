import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getPlan, subscriptionLimitsSchema, usageResponseSchema } from '@siteline/contract';
import type { AppContext } from '../../context.ts';
import { currentAuth } from '../../auth/auth.plugin.ts';
import { countAssistants, currentPeriod, readConversationStats, readMonthlyCounters } from './usage.queries.ts';

export const subscriptionRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('preHandler', app.requireUser);

  app.get('/subscription/limits', { schema: { response: { 200: subscriptionLimitsSchema } } }, async (request, reply) => {
    const { user } = currentAuth(request);
    const plan = getPlan(user.subscriptionTier);
    const [counters, assistantCount] = await Promise.all([readMonthlyCounters(ctx.db, user.id), countAssistants(ctx.db, user.id)]);
    reply.header('cache-control', 'no-store');
    return {
      tier: user.subscriptionTier,
      status: user.subscriptionStatus,
      limits: { ...plan.limits },
      usage: { assistants: assistantCount, messages: counters.messages, crawls: counters.crawls },
    };
  });

  app.get('/usage', { schema: { response: { 200: usageResponseSchema } } }, async (request) => {
    const { user } = currentAuth(request);
    const [counters, assistantCount, stats] = await Promise.all([
      readMonthlyCounters(ctx.db, user.id),
      countAssistants(ctx.db, user.id),
      readConversationStats(ctx.db, user.id),
    ]);
    return {
      messageCount: counters.messages,
      assistants: assistantCount,
      crawls: counters.crawls,
      conversations: stats.conversations,
      avgResponseTimeMs: stats.avgResponseTimeMs,
      periodStart: `${currentPeriod()}-01T00:00:00.000Z`,
    };
  });
};
