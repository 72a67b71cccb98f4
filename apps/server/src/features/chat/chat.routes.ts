import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chatRequestSchema, chatResponseSchema } from '@siteline/contract';
import type { AppContext } from '../../context.ts';
import { CHAT_BODY_LIMIT } from '../../http/body-limits.ts';
import { answerQuestion } from './answer-question.ts';
import { resolveChatAccess } from './chat-access.ts';
import { sendChatReply, wantsStream } from './send-chat-reply.ts';

/** POST /api/chat/:assistantId — the REST chat API (API key or owner session). */
export const chatRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/:assistantId',
    { bodyLimit: CHAT_BODY_LIMIT, schema: { params: z.object({ assistantId: z.string().max(100) }), body: chatRequestSchema, response: { 200: chatResponseSchema } } },
    async (request, reply) => {
      const access = await resolveChatAccess(ctx, request, request.params.assistantId);
      return sendChatReply(app, request, reply, wantsStream(request, request.body), (hooks) =>
        answerQuestion(ctx, { ...access, request: request.body, ...hooks }),
      );
    },
  );
};
