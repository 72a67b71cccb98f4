import type { ProgressEvent } from '@siteline/contract';
import type { AppContext } from '../../context.ts';
import type { UserRow } from '../../db/schema.ts';
import type { BusEvent } from '../../events/progress-bus.ts';
import { createEventChannel } from '../../lib/event-channel.ts';
import { findCreationCrawl } from '../ingestion/crawl-state.ts';
import { findOwnedAssistant } from './assistants.queries.ts';
import { presentAssistantView } from './assistant-views.ts';

export const NO_CRAWL_MESSAGE = 'No assistant is being created for this progress stream.';

/**
 * The events of one assistant creation, for its owner: `connected`, then the crawl's progress, ending with
 * its done (carrying the assistant) or error. A creation that already ended still reports its outcome;
 * one that has not appeared within the grace period ends with an error. Stops when `signal` aborts.
 */
export async function* followCreationProgress(ctx: AppContext, user: UserRow, sessionId: string, signal: AbortSignal): AsyncGenerator<ProgressEvent> {
  const events = createEventChannel<BusEvent>(signal);
  const unsubscribe = await ctx.progress.subscribe(sessionId, (event) => {
    if (event.userId === user.id) events.push(event);
  });
  const findOwnedJob = async () => {
    const job = await findCreationCrawl(ctx.db, sessionId);
    const owned = job && (await findOwnedAssistant(ctx.db, user.id, job.assistantId));
    return job && owned ? { job, assistant: owned } : undefined;
  };
  const grace = setTimeout(() => {
    void findOwnedJob()
      .then((found) => {
        if (!found) events.push({ type: 'error', step: 'error', message: NO_CRAWL_MESSAGE, userId: user.id });
      })
      .catch((error: unknown) => {
        ctx.log.error({ err: error }, 'progress stream: crawl lookup failed');
        events.end();
      });
  }, ctx.config.progressGraceMs);

  try {
    yield { type: 'connected', message: 'Connected' };
    // A stream opened after its crawl already ended still learns the outcome.
    const found = await findOwnedJob();
    if (found && (found.job.status === 'done' || found.job.status === 'failed')) {
      events.push(
        found.job.status === 'done'
          ? { type: 'done', step: 'done', progress: 100, message: 'Your AI assistant is ready!', userId: user.id, assistantId: found.assistant.id }
          : { type: 'error', step: 'error', message: found.job.error ?? 'Failed to scrape website', userId: user.id },
      );
    }
    for await (const event of events) {
      yield await toClientEvent(ctx, user, event);
      if (event.type === 'done' || event.type === 'error') return;
    }
  } finally {
    clearTimeout(grace);
    unsubscribe();
  }
}

/** A bus event as the browser gets it: without the owner, and a 'done' with the finished assistant. */
async function toClientEvent(ctx: AppContext, user: UserRow, event: BusEvent): Promise<ProgressEvent> {
  const { userId: _userId, assistantId, ...rest } = event;
  if (event.type !== 'done' || !assistantId) return rest;
  const row = await findOwnedAssistant(ctx.db, user.id, assistantId);
  return row ? { ...rest, assistant: await presentAssistantView(ctx, row) } : rest;
}
