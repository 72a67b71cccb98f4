import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import pg from 'pg';
import { createPgExecutor, createPgliteExecutor, type SqlExecutor } from '@siteline/knowledge';
import { createScratchDatabase } from '@siteline/knowledge/testing';

/** The p-th percentile of ascending times. */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/**
 * Runs `bench` on a fresh in-memory PGlite (unless BENCH_ENGINES=postgres) and, with BENCH_DATABASE_URL, on a
 * PostgreSQL database it creates and drops, naming each engine with its version.
 */
export async function onEachEngine(bench: (engine: string, exec: SqlExecutor) => Promise<void>): Promise<void> {
  if (process.env.BENCH_ENGINES !== 'postgres') {
    const db = new PGlite({ extensions: { btree_gin } });
    await bench('PGlite 0.5.14', createPgliteExecutor(db));
    await db.close();
  }
  const base = process.env.BENCH_DATABASE_URL;
  if (!base) return;
  const scratch = await createScratchDatabase(base, 'siteline_bench');
  const client = new pg.Client({ connectionString: scratch.url });
  await client.connect();
  try {
    const version = (await client.query('SHOW server_version')).rows[0].server_version as string;
    // Named statements stay prepared on the connection, as the server's pool keeps them.
    await bench(`PostgreSQL ${version.split(' ')[0]}`, createPgExecutor(client));
  } finally {
    await client.end();
    await scratch.drop();
  }
}
