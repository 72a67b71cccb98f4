import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.ts';

/**
 * The path of the first string holding a NUL character, e.g. `conversationHistory.2.content`.
 * Walks with its own stack: a body nested thousands of levels deep must not overflow the call stack.
 */
function findNul(root: unknown): string | undefined {
  const pending: [unknown, string][] = [[root, '']];
  while (pending.length > 0) {
    const [value, path] = pending.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return path;
    } else if (value !== null && typeof value === 'object') {
      const entries = Object.entries(value);
      for (let i = entries.length - 1; i >= 0; i -= 1) pending.push([entries[i]![1], path ? `${path}.${entries[i]![0]}` : entries[i]![0]]);
    }
  }
  return undefined;
}

/**
 * PostgreSQL text cannot hold NUL characters, so a request carrying one would fail deep in the
 * database: refuse it up front with a 400 that names the field.
 */
export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      const field = findNul(value);
      // A catch-all route's one parameter ("*") is the whole path.
      if (field !== undefined) throw new AppError('VALIDATION_FAILED', `${field === '*' ? 'path' : field || part} must not contain NUL characters`);
    }
  });
}
