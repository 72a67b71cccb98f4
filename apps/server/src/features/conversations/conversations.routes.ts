import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conversationDetailSchema, conversationListQuerySchema, conversationListSchema, downloadQuerySchema } from '@siteline/contract';
import type { AppContext } from '../../context.ts';
import { currentAuth } from '../../auth/auth.plugin.ts';
import { listConversations } from './list-conversations.ts';
import { readConversation } from './read-conversation.ts';
import { downloadConversations, type ConversationDownload } from './download-conversations.ts';

const conversationParams = z.object({ id: z.string().max(100, 'Conversation not found') });
const assistantParams = z.object({ id: z.string().max(100, 'Assistant not found') });

/** `attachment` with an ASCII fallback name and the exact name (assistant names may be any Unicode) per RFC 6266. */
function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\w.-]+/g, '-');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

const downloadHeaders = (download: ConversationDownload) => ({
  'content-type': download.contentType,
  'content-disposition': contentDisposition(download.fileName),
});

export const conversationsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('preHandler', app.requireUser);

  app.get('/conversations', { schema: { querystring: conversationListQuerySchema, response: { 200: conversationListSchema } } }, async (request) =>
    listConversations(ctx, currentAuth(request).user.id, { ...request.query, search: request.query.search || undefined }),
  );

  app.get('/conversations/download', { schema: { querystring: downloadQuerySchema } }, async (request, reply) => {
    const download = await downloadConversations(ctx, currentAuth(request).user.id, { kind: 'all' }, request.query.format);
    return reply.headers(downloadHeaders(download)).send(download.body);
  });

  app.get('/conversations/:id', { schema: { params: conversationParams, response: { 200: conversationDetailSchema } } }, async (request) =>
    readConversation(ctx, currentAuth(request).user.id, request.params.id),
  );

  app.get('/conversations/:id/download', { schema: { params: conversationParams, querystring: downloadQuerySchema } }, async (request, reply) => {
    const download = await downloadConversations(ctx, currentAuth(request).user.id, { kind: 'conversation', id: request.params.id }, request.query.format);
    return reply.headers(downloadHeaders(download)).send(download.body);
  });

  app.get('/assistants/:id/conversations/download', { schema: { params: assistantParams, querystring: downloadQuerySchema } }, async (request, reply) => {
    const download = await downloadConversations(ctx, currentAuth(request).user.id, { kind: 'assistant', id: request.params.id }, request.query.format);
    return reply.headers(downloadHeaders(download)).send(download.body);
  });
};
