import type { FastifyError, FastifyInstance } from 'fastify';
import type { OpenAiError } from '@siteline/contract';
import { describeError, type ErrorAnswer } from '../../http/error-handler.ts';

/** OpenAI's error `type` for a status, as its clients expect it. */
function errorType(status: number): string {
  if (status === 401) return 'authentication_error';
  if (status === 403) return 'permission_error';
  if (status === 429) return 'rate_limit_error';
  if (status >= 500) return 'server_error';
  return 'invalid_request_error';
}

/** The same error in OpenAI's shape: `{ error: { message, type, param, code } }`. */
export function toOpenAiError(answer: ErrorAnswer): OpenAiError {
  const { message, code, issues, param, openAiCode } = answer.body;
  const issuePath = issues?.[0]?.path;
  return {
    error: {
      message,
      type: errorType(answer.status),
      param: typeof param === 'string' ? param : issuePath && issuePath !== 'body' ? issuePath : null,
      code: typeof openAiCode === 'string' ? openAiCode : answer.status === 401 ? 'invalid_api_key' : (code?.toLowerCase() ?? null),
    },
  };
}

/** Answers every error of the /v1 routes in OpenAI's shape. */
export function registerOpenAiErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const answer = describeError(error, request);
    if (answer.retryAfter !== undefined) reply.header('retry-after', String(answer.retryAfter));
    return reply.status(answer.status).send(toOpenAiError(answer));
  });
}
