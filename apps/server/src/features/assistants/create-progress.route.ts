import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { currentAuth } from '../../auth/auth.plugin.ts';
import { sendEventStream } from '../../http/sse.ts';
import { tooManyRequests } from '../../lib/rate-limit.ts';
import { followCreationProgress } from './follow-creation-progress.ts';

export { NO_CRAWL_MESSAGE } from './follow-creation-progress.ts';

/** Open progress streams one user may hold in this process; a creation needs one. */
export const MAX_PROGRESS_STREAMS_PER_USER = 5;

/**
 * GET /api/assistants/create-progress/:sessionId — the creation overlay's event stream, read with
 * the session token in the Authorization header (never in the URL, where logs would keep it).
 */
export const createProgressRoute: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const openByUser = new Map<string, number>();

  app.get(
    '/create-progress/:sessionId',
    { preHandler: app.requireUser, schema: { params: z.object({ sessionId: z.string().min(1).max(100) }) } },
    async (request, reply) => {
      const { user } = currentAuth(request);
      const open = openByUser.get(user.id) ?? 0;
      if (open >= MAX_PROGRESS_STREAMS_PER_USER) {
        throw tooManyRequests(`Too many progress streams are open (at most ${MAX_PROGRESS_STREAMS_PER_USER}). Close other creation windows.`, 10);
      }
      openByUser.set(user.id, open + 1);
      try {
        return await sendEventStream(
          app,
          request,
          reply,
          (signal) => followCreationProgress(ctx, user, request.params.sessionId, signal),
          (error) => {
            request.log.error({ err: error }, 'progress stream failed');
            return { type: 'error', step: 'error', message: 'Something went wrong while following the creation.' };
          },
        );
      } finally {
        const left = (openByUser.get(user.id) ?? 1) - 1;
        if (left > 0) openByUser.set(user.id, left);
        else openByUser.delete(user.id);
      }
    },
  );
};
