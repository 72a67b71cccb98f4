import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponseSchema, unansweredListSchema } from '@siteline/contract';
import type { AppContext } from '../../context.ts';
import { currentAuth } from '../../auth/auth.plugin.ts';
import { listUnanswered } from './list-unanswered-questions.ts';
import { dismissUnanswered } from './dismiss-unanswered-question.ts';

const assistantParams = z.object({ id: z.string().max(100, 'Assistant not found') });
const questionParams = assistantParams.extend({ questionId: z.string().max(100, 'Question not found') });

/** Questions an assistant could not answer, under /api/assistants/{id}/unanswered. */
export const unansweredRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('preHandler', app.requireUser);

  app.get('/:id/unanswered', { schema: { params: assistantParams, response: { 200: unansweredListSchema } } }, async (request) =>
    listUnanswered(ctx, currentAuth(request).user.id, request.params.id),
  );

  app.post('/:id/unanswered/:questionId/dismiss', { schema: { params: questionParams, response: { 200: messageResponseSchema } } }, async (request) => {
    await dismissUnanswered(ctx, currentAuth(request).user.id, request.params.id, request.params.questionId);
    return { message: 'Question dismissed' };
  });
};
