import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponseSchema, taughtAnswerInputSchema, taughtAnswerListSchema, taughtAnswerSchema } from '@siteline/contract';
import type { AppContext } from '../../context.ts';
import { currentAuth } from '../../auth/auth.plugin.ts';
import { listTaughtAnswers } from './list-taught-answers.ts';
import { teachAnswer } from './teach-answer.ts';
import { updateTaughtAnswer } from './update-taught-answer.ts';
import { deleteTaughtAnswer } from './delete-taught-answer.ts';

const assistantParams = z.object({ id: z.string().max(100, 'Assistant not found') });
const answerParams = assistantParams.extend({ answerId: z.string().max(100, 'Answer not found') });

/** Answers the owner teaches an assistant, under /api/assistants/{id}/answers. */
export const taughtAnswersRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('preHandler', app.requireUser);

  app.get('/:id/answers', { schema: { params: assistantParams, response: { 200: taughtAnswerListSchema } } }, async (request) =>
    listTaughtAnswers(ctx, currentAuth(request).user.id, request.params.id),
  );

  app.post(
    '/:id/answers',
    { schema: { params: assistantParams, body: taughtAnswerInputSchema, response: { 201: taughtAnswerSchema } } },
    async (request, reply) => {
      reply.status(201);
      return teachAnswer(ctx, currentAuth(request).user.id, request.params.id, request.body);
    },
  );

  app.put(
    '/:id/answers/:answerId',
    { schema: { params: answerParams, body: taughtAnswerInputSchema, response: { 200: taughtAnswerSchema } } },
    async (request) => updateTaughtAnswer(ctx, currentAuth(request).user.id, request.params.id, request.params.answerId, request.body),
  );

  app.delete('/:id/answers/:answerId', { schema: { params: answerParams, response: { 200: messageResponseSchema } } }, async (request) => {
    await deleteTaughtAnswer(ctx, currentAuth(request).user.id, request.params.id, request.params.answerId);
    return { message: 'Answer deleted' };
  });
};
