import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conversationSchema } from '@siteline/contract';
import type { AppContext } from '../../context.ts';
import { currentAuth } from '../../auth/auth.plugin.ts';
import { notFound } from '../../lib/app-error.ts';
import { findOwnedAssistant } from '../assistants/assistants.queries.ts';
import { listConversations } from './conversations-list.queries.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Start of the date-range filter: today (UTC midnight), the last 7 or 30 days. */
function since(range: 'all' | 'today' | 'week' | 'month'): Date | undefined {
  const now = Date.now();
  if (range === 'today') return new Date(new Date(now).toISOString().slice(0, 10));
  if (range === 'week') return new Date(now - 7 * DAY_MS);
  if (range === 'month') return new Date(now - 30 * DAY_MS);
  return undefined;
}

const listQuery = z.object({
  assistant: z.string().max(100).optional().default('all'),
  date: z.enum(['all', 'today', 'week', 'month'], { message: 'date must be all, today, week or month' }).optional().default('all'),
  search: z.string().trim().max(200, 'search must be 200 characters or less').optional(),
});

const download = (name: string) => `attachment; filename="${name.replace(/[^\w.-]+/g, '-')}"`;

export const conversationsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('preHandler', app.requireUser);

  app.get('/conversations', { schema: { querystring: listQuery, response: { 200: z.array(conversationSchema) } } }, async (request) => {
    const { assistant, date, search } = request.query;
    return listConversations(ctx.db, currentAuth(request).user.id, {
      assistantId: assistant === 'all' ? undefined : assistant,
      since: since(date),
      search: search || undefined,
    });
  });

  app.get('/conversations/download', async (request, reply) => {
    const list = await listConversations(ctx.db, currentAuth(request).user.id, {}, 10_000);
    return reply.header('content-disposition', download('all-conversations.json')).send(list);
  });

  app.get('/conversations/:id/download', { schema: { params: z.object({ id: z.string().max(100) }) } }, async (request, reply) => {
    const [conversation] = await listConversations(ctx.db, currentAuth(request).user.id, { conversationId: request.params.id }, 1);
    if (!conversation) throw notFound('Conversation');
    return reply.header('content-disposition', download(`${conversation.assistantName}-conversations.json`)).send(conversation);
  });

  app.get('/assistants/:id/conversations/download', { schema: { params: z.object({ id: z.string().max(100) }) } }, async (request, reply) => {
    const { user } = currentAuth(request);
    const assistant = await findOwnedAssistant(ctx.db, user.id, request.params.id);
    if (!assistant) throw notFound('Assistant');
    const list = await listConversations(ctx.db, user.id, { assistantId: assistant.id }, 10_000);
    return reply.header('content-disposition', download(`${assistant.name}-conversations.json`)).send(list);
  });
};
