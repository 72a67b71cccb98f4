import type { FastifyBaseLogger } from 'fastify';
import type { ChatResponse, ChatStreamEvent } from '@siteline/contract';
import { AppError } from '../../lib/app-error.ts';
import { createEventChannel } from '../../lib/event-channel.ts';
import type { AnswerQuestionParams } from './answer-question.ts';

/** Runs the chat use case with the hooks a reply format needs. */
export type Answer = (hooks: Pick<AnswerQuestionParams, 'onStart' | 'onToken' | 'signal'>) => Promise<ChatResponse>;

/**
 * An answer as the events of a token stream: `start`, `token`…, then `done` with the same fields as
 * the JSON reply. A failure ends the events by throwing; `signal` aborting stops the answer.
 */
export function streamAnswer(answer: Answer, signal: AbortSignal): AsyncIterable<ChatStreamEvent> {
  const events = createEventChannel<ChatStreamEvent>(signal);
  answer({
    signal,
    onStart: (ids) => events.push({ type: 'start', ...ids }),
    onToken: (content) => events.push({ type: 'token', content }),
  }).then(
    (result) => {
      events.push({ type: 'done', ...result });
      events.end();
    },
    (error: unknown) => events.fail(error),
  );
  return events;
}

/** The `error` event that ends a token stream once it has begun; an unexpected failure is logged and not described. */
export function toChatStreamError(error: unknown, log: FastifyBaseLogger): ChatStreamEvent {
  if (error instanceof AppError) return { type: 'error', message: error.message, code: error.code };
  log.error({ err: error }, 'streamed answer failed');
  return { type: 'error', message: 'Something went wrong while answering. Please try again.', code: 'INTERNAL' };
}
