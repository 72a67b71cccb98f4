import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ProgressEvent } from '@siteline/contract';
import type { AppContext } from '../../context.ts';
import { authenticateToken, readBearerToken } from '../../auth/auth.plugin.ts';
import { openSseStream } from '../../http/sse.ts';
import type { BusEvent } from '../../events/progress-bus.ts';
import { findCrawlJobBySession } from '../ingestion/crawl-jobs.queries.ts';
import { findOwnedAssistant, listPageSummaries } from './assistants.queries.ts';
import { presentAssistant } from './assistant.presenter.ts';

/**
 * GET /api/assistants/create-progress/:sessionId — the creation overlay's event stream.
 * EventSource cannot send headers, so the token may also come as `?token=`.
 */
export const createProgressRoute: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/create-progress/:sessionId',
    { schema: { params: z.object({ sessionId: z.string().min(1).max(100) }), querystring: z.object({ token: z.string().optional() }) } },
    async (request, reply) => {
      const { user } = await authenticateToken(ctx, readBearerToken(request) ?? request.query.token);
      const { sessionId } = request.params;
      const stream = openSseStream(app, request, reply);

      const toClientEvent = async (event: BusEvent): Promise<ProgressEvent> => {
        const { userId: _userId, assistantId, ...rest } = event;
        if (event.type !== 'done' || !assistantId) return rest;
        const row = await findOwnedAssistant(ctx.db, user.id, assistantId);
        return row ? { ...rest, assistant: presentAssistant(row, await listPageSummaries(ctx.db, [row.id]), ctx.cipher) } : rest;
      };
      // Events are relayed in order even though enriching a 'done' event reads the database.
      let queue = Promise.resolve();
      const unsubscribe = await ctx.progress.subscribe(sessionId, (event) => {
        if (event.userId !== user.id) return;
        queue = queue.then(async () => {
          stream.send(await toClientEvent(event));
          if (event.type === 'done' || event.type === 'error') stream.close();
        });
      });
      stream.onClose(unsubscribe);
      stream.send({ type: 'connected', message: 'Connected' });

      // A stream opened after its crawl already ended still learns the outcome.
      const job = await findCrawlJobBySession(ctx.db, sessionId);
      const owned = job && (await findOwnedAssistant(ctx.db, user.id, job.assistantId));
      if (job && owned && (job.status === 'done' || job.status === 'failed')) {
        const final: BusEvent =
          job.status === 'done'
            ? { type: 'done', step: 'done', progress: 100, message: 'Your AI assistant is ready!', userId: user.id, assistantId: owned.id }
            : { type: 'error', step: 'error', message: job.error ?? 'Failed to scrape website', userId: user.id };
        stream.send(await toClientEvent(final));
        stream.close();
      }
    },
  );
};
