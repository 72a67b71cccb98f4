import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';
import { formatBytes } from '../lib/format-bytes.ts';

interface Issue {
  path: string;
  message: string;
}

/** The last word of a field name ("newPassword" -> "password"), to tell whether a message already names it. */
function fieldNoun(field: string): string {
  return (
    field
      .replace(/([a-z])([A-Z])/g, '$1 $2')
      .toLowerCase()
      .split(' ')
      .pop() ?? field
  );
}

function describeIssue(issue: Issue): string {
  const field = issue.path
    .split('.')
    .filter((part) => !/^\d+$/.test(part))
    .pop();
  if (!field || issue.message.toLowerCase().includes(fieldNoun(field))) return issue.message;
  return `${issue.path}: ${issue.message}`;
}

const FASTIFY_CODES: Record<string, { status: number; message: (e: FastifyError, request: FastifyRequest) => string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: () => 'Request body is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: () => "Request body is empty but content-type is 'application/json'" },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    message: (_e, request) => `Request body is too large: the limit is ${formatBytes(request.routeOptions.bodyLimit)}`,
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: (e) => e.message },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: () => 'Request body length does not match Content-Length' },
};

/** What an error answers: its status, the `{ message, code?, issues? }` body and, for a 429, the seconds to wait. */
export interface ErrorAnswer {
  status: number;
  body: { message: string; code?: string; issues?: Issue[]; [extra: string]: unknown };
  retryAfter?: number;
}

/** Turns any error a route raises into its answer; unexpected ones are logged and answered as a bare 500. */
export function describeError(error: FastifyError, request: FastifyRequest): ErrorAnswer {
  if (error instanceof AppError) {
    const retryAfter = typeof error.extra.retryAfter === 'number' ? error.extra.retryAfter : undefined;
    return { status: error.status, body: { message: error.message, code: error.code, ...error.extra }, retryAfter };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((v) => ({
      path: String(v.instancePath).split('/').filter(Boolean).join('.') || String(error.validationContext),
      message: v.message ?? 'Invalid value',
    }));
    return { status: 400, body: { message: describeIssue(issues[0]!), code: 'VALIDATION_FAILED', issues } };
  }
  if (isResponseSerializationError(error)) {
    request.log.error({ err: error }, 'response did not match its schema');
    return { status: 500, body: { message: 'Internal server error', code: 'INTERNAL' } };
  }
  const known = error.code ? FASTIFY_CODES[error.code] : undefined;
  if (known) return { status: known.status, body: { message: known.message(error, request), code: error.code } };
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'unhandled error');
    return { status: 500, body: { message: 'Internal server error', code: 'INTERNAL' } };
  }
  return { status, body: { message: error.message, code: error.code } };
}

/** One error shape `{ message, code?, issues? }` for every 4xx and 5xx. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const answer = describeError(error, request);
    // Every 429 tells the client, in a header too, how many seconds to wait.
    if (answer.retryAfter !== undefined) reply.header('retry-after', String(answer.retryAfter));
    return reply.status(answer.status).send(answer.body);
  });
}
