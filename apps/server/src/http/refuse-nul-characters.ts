import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.ts';

/** The path of the first string holding a NUL character, e.g. `conversationHistory.2.content`. */
function findNul(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const found = findNul(inner, path ? `${path}.${key}` : key);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * PostgreSQL text cannot hold NUL characters, so a request carrying one would fail deep in the
 * database: refuse it up front with a 400 that names the field.
 */
export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [['params', request.params], ['query', request.query], ['body', request.body]] as const) {
      const field = findNul(value, '');
      if (field !== undefined) throw new AppError('VALIDATION_FAILED', `${field || part} must not contain NUL characters`);
    }
  });
}
