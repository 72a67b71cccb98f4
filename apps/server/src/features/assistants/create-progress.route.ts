import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ProgressEvent } from '@siteline/contract';
import type { AppContext } from '../../context.ts';
import { currentAuth } from '../../auth/auth.plugin.ts';
import { openSseStream } from '../../http/sse.ts';
import { tooManyRequests } from '../../lib/rate-limit.ts';
import type { BusEvent } from '../../events/progress-bus.ts';
import { findCrawlJobBySession } from '../ingestion/crawl-jobs.queries.ts';
import { findOwnedAssistant, listPageSummaries } from './assistants.queries.ts';
import { presentAssistant } from './assistant.presenter.ts';

/** Open progress streams one user may hold in this process; a creation needs one. */
export const MAX_PROGRESS_STREAMS_PER_USER = 5;
export const NO_CRAWL_MESSAGE = 'No assistant is being created for this progress stream.';

/**
 * GET /api/assistants/create-progress/:sessionId — the creation overlay's event stream, read with
 * the session token in the Authorization header (never in the URL, where logs would keep it).
 * The stream ends with the crawl's done/error, or when no crawl for it has appeared within the
 * grace period after it opened.
 */
export const createProgressRoute: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const openByUser = new Map<string, number>();

  app.get(
    '/create-progress/:sessionId',
    { preHandler: app.requireUser, schema: { params: z.object({ sessionId: z.string().min(1).max(100) }) } },
    async (request, reply) => {
      const { user } = currentAuth(request);
      const { sessionId } = request.params;
      const open = openByUser.get(user.id) ?? 0;
      if (open >= MAX_PROGRESS_STREAMS_PER_USER) {
        throw tooManyRequests(`Too many progress streams are open (at most ${MAX_PROGRESS_STREAMS_PER_USER}). Close other creation windows.`, 10);
      }
      openByUser.set(user.id, open + 1);
      const stream = openSseStream(app, request, reply);
      stream.onClose(() => {
        const left = (openByUser.get(user.id) ?? 1) - 1;
        if (left > 0) openByUser.set(user.id, left);
        else openByUser.delete(user.id);
      });

      const toClientEvent = async (event: BusEvent): Promise<ProgressEvent> => {
        const { userId: _userId, assistantId, ...rest } = event;
        if (event.type !== 'done' || !assistantId) return rest;
        const row = await findOwnedAssistant(ctx.db, user.id, assistantId);
        return row ? { ...rest, assistant: presentAssistant(row, await listPageSummaries(ctx.db, [row.id]), ctx.cipher) } : rest;
      };
      // Events are relayed in order even though enriching a 'done' event reads the database.
      let queue = Promise.resolve();
      const relay = (event: BusEvent) => {
        queue = queue.then(async () => {
          stream.send(await toClientEvent(event));
          if (event.type === 'done' || event.type === 'error') stream.close();
        });
      };
      const unsubscribe = await ctx.progress.subscribe(sessionId, (event) => {
        if (event.userId === user.id) relay(event);
      });
      stream.onClose(unsubscribe);
      stream.send({ type: 'connected', message: 'Connected' });

      const findOwnedJob = async () => {
        const job = await findCrawlJobBySession(ctx.db, sessionId);
        const owned = job && (await findOwnedAssistant(ctx.db, user.id, job.assistantId));
        return job && owned ? { job, assistant: owned } : undefined;
      };
      const grace = setTimeout(() => {
        void findOwnedJob()
          .then((found) => {
            if (!found) relay({ type: 'error', step: 'error', message: NO_CRAWL_MESSAGE, userId: user.id });
          })
          .catch((error: unknown) => {
            request.log.error({ err: error }, 'progress stream: crawl lookup failed');
            stream.close();
          });
      }, ctx.config.progressGraceMs);
      stream.onClose(() => clearTimeout(grace));

      // A stream opened after its crawl already ended still learns the outcome.
      const found = await findOwnedJob();
      if (found && (found.job.status === 'done' || found.job.status === 'failed')) {
        relay(
          found.job.status === 'done'
            ? { type: 'done', step: 'done', progress: 100, message: 'Your AI assistant is ready!', userId: user.id, assistantId: found.assistant.id }
            : { type: 'error', step: 'error', message: found.job.error ?? 'Failed to scrape website', userId: user.id },
        );
      }
    },
  );
};
