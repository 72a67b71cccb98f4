import { errorStatus, type ErrorCode } from '@siteline/contract';

/** The one error type services throw; the HTTP layer turns it into `{ message, code }`. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly extra: Record<string, unknown>;

  constructor(code: ErrorCode, message: string, extra: Record<string, unknown> = {}) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = errorStatus[code];
    this.extra = extra;
  }
}

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found`);
