import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { openAiChatCompletionSchema, openAiChatRequestSchema, openAiModelListSchema } from '@siteline/contract';
import type { AppContext } from '../../context.ts';
import { readBearerToken } from '../../auth/auth.plugin.ts';
import { CHAT_BODY_LIMIT } from '../../http/body-limits.ts';
import { describeError } from '../../http/error-handler.ts';
import { sendEventStream } from '../../http/sse.ts';
import { authenticateKeyCaller } from './openai-access.ts';
import { completeChat } from './complete-chat.ts';
import { listModels } from './list-models.ts';
import { registerOpenAiErrorHandler, toOpenAiError } from './openai-errors.ts';

/**
 * /v1: OpenAI's chat completions and models, so any tool that speaks OpenAI's API can use an
 * assistant (the model is the assistant id). Answers go through the same chat use case as /api/chat.
 */
export const openAiRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerOpenAiErrorHandler(app);
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({
      error: {
        message: `Unknown endpoint ${request.method} ${request.url.split('?')[0]}: Siteline serves POST /v1/chat/completions and GET /v1/models`,
        type: 'invalid_request_error',
        param: null,
        code: 'unknown_url',
      },
    }),
  );

  app.post(
    '/chat/completions',
    { bodyLimit: CHAT_BODY_LIMIT, schema: { body: openAiChatRequestSchema, response: { 200: openAiChatCompletionSchema } } },
    async (request, reply) => {
      const caller = await authenticateKeyCaller(ctx, readBearerToken(request));
      const answer = await completeChat(ctx, caller, request.body);
      if (!answer.isStream) return answer.completion;
      return sendEventStream(app, request, reply, answer.chunks, (error) => toOpenAiError(describeError(error as never, request)));
    },
  );

  app.get('/models', { schema: { response: { 200: openAiModelListSchema } } }, async (request) =>
    listModels(ctx, await authenticateKeyCaller(ctx, readBearerToken(request))),
  );
};
