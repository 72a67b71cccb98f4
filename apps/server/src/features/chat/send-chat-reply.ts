import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ChatResponse, ChatStreamEvent } from '@siteline/contract';
import { openSseStream } from '../../http/sse.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AnswerQuestionParams } from './answer-question.ts';

type Answer = (hooks: Pick<AnswerQuestionParams, 'onStart' | 'onToken' | 'signal'>) => Promise<ChatResponse>;

/** True when the client asked for a token stream (`Accept: text/event-stream` or `stream: true`). */
export function wantsStream(request: FastifyRequest, body: { stream?: boolean }): boolean {
  return body.stream === true || (request.headers.accept ?? '').includes('text/event-stream');
}

/**
 * Sends an answer as JSON, or streams it as server-sent events: `start`, `token`…, then `done` with
 * the same fields as the JSON reply, or `error`. Failures before the first byte stay normal JSON errors.
 */
export async function sendChatReply(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, stream: boolean, answer: Answer) {
  if (!stream) return answer({});
  const controller = new AbortController();
  let sse: ReturnType<typeof openSseStream> | undefined;
  const open = () => {
    sse ??= openSseStream(app, request, reply);
    sse.onClose(() => controller.abort());
    return sse;
  };
  try {
    const result = await answer({
      signal: controller.signal,
      onStart: (ids) => open().send({ type: 'start', ...ids } satisfies ChatStreamEvent),
      onToken: (content) => open().send({ type: 'token', content } satisfies ChatStreamEvent),
    });
    open().send({ type: 'done', ...result } satisfies ChatStreamEvent);
    sse?.close();
  } catch (error) {
    if (!sse) throw error;
    const message = error instanceof AppError ? error.message : 'Something went wrong while answering. Please try again.';
    if (!(error instanceof AppError)) request.log.error({ err: error }, 'streamed answer failed');
    sse.send({ type: 'error', message, code: error instanceof AppError ? error.code : 'INTERNAL' } satisfies ChatStreamEvent);
    sse.close();
  }
  return reply;
}
