import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chatRequestSchema, chatResponseSchema, messageResponseSchema, ratingRequestSchema, sessionIdSchema, widgetConfigSchema } from '@siteline/contract';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { answerQuestion } from '../chat/answer-question.ts';
import { findConversationBySession, setConversationRating } from '../chat/conversations.queries.ts';
import { sendChatReply, wantsStream } from '../chat/send-chat-reply.ts';
import { readEmbedConfig } from './embed-settings.ts';
import { countVisitorMessage, resolveWidgetAccess } from './widget-access.ts';
import { checkUpload } from './check-upload.ts';
import { uploadMessage } from './upload-message.ts';

const params = z.object({ assistantId: z.string().max(100) });

/** Largest accepted file (10 MB, the embed schema's bound) as base64, plus room for the other fields. */
const UPLOAD_BODY_LIMIT = Math.ceil((10_485_760 * 4) / 3) + 64 * 1024;
const uploadBodySchema = z.object({
  sessionId: sessionIdSchema,
  fileName: z.string().trim().min(1, 'fileName is required').max(255, 'fileName must be 255 characters or less'),
  contentType: z.string().trim().max(200).optional(),
  dataBase64: z.string().min(1, 'dataBase64 is required'),
  stream: z.boolean().optional(),
});

/**
 * Public endpoints the embeddable widget calls from the owner's site. No secret is in the page:
 * they are guarded by the assistant's origin allowlist and per-IP daily limits instead.
 */
export const widgetRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.options('/*', async (request, reply) => {
    const origin = request.headers.origin;
    if (origin) reply.header('access-control-allow-origin', origin).header('vary', 'Origin');
    reply
      .header('access-control-allow-methods', 'GET, POST, OPTIONS')
      .header('access-control-allow-headers', 'content-type, accept')
      .header('access-control-max-age', '86400')
      .status(204)
      .send();
  });

  app.get('/:assistantId/config', { schema: { params, response: { 200: widgetConfigSchema } } }, async (request, reply) => {
    const { assistant, owner } = await resolveWidgetAccess(ctx, request, reply, request.params.assistantId);
    reply.header('cache-control', 'no-cache');
    return {
      assistantId: assistant.id,
      name: assistant.name,
      isActive: assistant.isActive,
      language: assistant.language,
      config: await readEmbedConfig(ctx.db, assistant.id, owner.subscriptionTier),
    };
  });

  app.post(
    '/:assistantId/chat',
    { schema: { params, body: chatRequestSchema.omit({ conversationId: true }).extend({ sessionId: sessionIdSchema }), response: { 200: chatResponseSchema } } },
    async (request, reply) => {
      const { assistant, owner } = await resolveWidgetAccess(ctx, request, reply, request.params.assistantId);
      if (!assistant.isActive) throw new AppError('ASSISTANT_INACTIVE', 'This assistant is currently inactive. Please try again later.');
      await countVisitorMessage(ctx, assistant.id, owner.subscriptionTier, request.ip);
      return sendChatReply(app, request, reply, wantsStream(request, request.body), (hooks) =>
        answerQuestion(ctx, { assistant, owner, channel: 'widget', request: request.body, ...hooks }),
      );
    },
  );

  app.post('/:assistantId/rating', { schema: { params, body: ratingRequestSchema, response: { 200: messageResponseSchema } } }, async (request, reply) => {
    const { assistant } = await resolveWidgetAccess(ctx, request, reply, request.params.assistantId);
    const conversation = await findConversationBySession(ctx.db, assistant.id, 'widget', request.body.sessionId);
    if (!conversation) throw new AppError('NOT_FOUND', 'Conversation not found');
    await setConversationRating(ctx.db, conversation.id, request.body.rating);
    return { message: 'Thanks for your feedback!' };
  });

  app.post(
    '/:assistantId/upload',
    { bodyLimit: UPLOAD_BODY_LIMIT, schema: { params, body: uploadBodySchema, response: { 200: z.union([chatResponseSchema, messageResponseSchema]) } } },
    async (request, reply) => {
      const { assistant, owner } = await resolveWidgetAccess(ctx, request, reply, request.params.assistantId);
      if (!assistant.isActive) throw new AppError('ASSISTANT_INACTIVE', 'This assistant is currently inactive. Please try again later.');
      const config = await readEmbedConfig(ctx.db, assistant.id, owner.subscriptionTier);
      const { fileName, sessionId } = request.body;
      const { text } = checkUpload(config, request.body);
      if (text === undefined) {
        return { message: `Thanks, ${fileName} was received. I can only read the text of .txt files, so please describe in a message what you need.` };
      }
      await countVisitorMessage(ctx, assistant.id, owner.subscriptionTier, request.ip);
      const message = uploadMessage(fileName, text);
      return sendChatReply(app, request, reply, wantsStream(request, request.body), (hooks) =>
        answerQuestion(ctx, { assistant, owner, channel: 'widget', request: { message, sessionId }, ...hooks }),
      );
    },
  );
};
