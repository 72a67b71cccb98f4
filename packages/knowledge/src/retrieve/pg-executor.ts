import type { SqlExecutor } from './passage.ts';

/** What the executor needs of a node-postgres pool or client. */
export interface PgQueryable {
  query(config: { text: string; values: unknown[]; name?: string }): Promise<{ rows: Record<string, unknown>[] }>;
}

/** The executor retrieval takes, on node-postgres: a named statement stays prepared on each connection that ran it. */
export function createPgExecutor(db: PgQueryable): SqlExecutor {
  return async (sql, params, options) => (await db.query({ text: sql, values: params, name: options?.name })).rows;
}
