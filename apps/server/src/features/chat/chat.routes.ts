import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chatRequestSchema, chatResponseSchema } from '@siteline/contract';
import type { AppContext } from '../../context.ts';
import { readBearerToken } from '../../auth/auth.plugin.ts';
import { CHAT_BODY_LIMIT } from '../../http/body-limits.ts';
import { sendEventStream, wantsEventStream } from '../../http/sse.ts';
import { answerQuestion } from './answer-question.ts';
import { resolveChatAccess } from './chat-access.ts';
import { streamAnswer, toChatStreamError, type Answer } from './stream-answer.ts';

/** POST /api/chat/:assistantId — the REST chat API (API key or owner session). */
export const chatRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/:assistantId',
    {
      bodyLimit: CHAT_BODY_LIMIT,
      schema: { params: z.object({ assistantId: z.string().max(100) }), body: chatRequestSchema, response: { 200: chatResponseSchema } },
    },
    async (request, reply) => {
      const access = await resolveChatAccess(ctx, readBearerToken(request), request.params.assistantId);
      const answer: Answer = (hooks) => answerQuestion(ctx, { ...access, request: request.body, ...hooks });
      if (!wantsEventStream(request, request.body)) return answer({});
      return sendEventStream(
        app,
        request,
        reply,
        (signal) => streamAnswer(answer, signal),
        (error) => toChatStreamError(error, request.log),
      );
    },
  );
};
