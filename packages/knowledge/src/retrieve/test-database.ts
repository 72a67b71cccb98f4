import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { vector } from '@electric-sql/pglite-pgvector';
import pg from 'pg';
import type { SqlExecutor } from './passage.ts';
import { createPgliteExecutor } from './pglite-executor.ts';
import type { FixtureDatabase } from './retrieval-fixtures.ts';

/** The server's committed migrations: the same schema retrieval runs against in production. */
export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../apps/server/drizzle');

/** Every statement of the server's migrations, in order. */
export async function readMigrationStatements(): Promise<string[]> {
  const files = (await readdir(MIGRATIONS_DIR)).filter((file) => file.endsWith('.sql')).sort();
  const statements: string[] = [];
  for (const file of files) {
    const sql = await readFile(path.join(MIGRATIONS_DIR, file), 'utf8');
    statements.push(
      ...sql
        .split('--> statement-breakpoint')
        .map((part) => part.trim())
        .filter(Boolean),
    );
  }
  return statements;
}

// The server opens PGlite with pgvector (migration 0001 creates the embeddings table only where it is
// loaded) and btree_gin (the search index of migration 0007).
const extensions = { vector, btree_gin };

let template: Promise<Blob | File> | undefined;

/** A migrated in-memory PGlite, cloned from a per-worker template. */
export async function openMigratedPglite(): Promise<PGlite> {
  template ??= (async () => {
    const seed = new PGlite({ extensions });
    for (const statement of await readMigrationStatements()) await seed.exec(statement);
    const dump = await seed.dumpDataDir('none');
    await seed.close();
    return dump;
  })();
  return new PGlite({ loadDataDir: await template, extensions });
}

/** Adapts PGlite to the executor retrieval takes, as the server does. */
export function pgliteExecutor(db: PGlite): SqlExecutor {
  return createPgliteExecutor(db);
}

/** A migrated database for retrieval tests, with the executor retrieval takes and the fixtures' handle. */
export interface RetrievalTestDatabase {
  db: FixtureDatabase;
  exec: SqlExecutor;
  close(): Promise<void>;
}

/** The engines retrieval tests run on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const retrievalTestEngines = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres' as const] : [])] as const;

/**
 * A fresh database on either engine. On PostgreSQL a new database is created on TEST_DATABASE_URL
 * and dropped on close; its executor keeps named statements prepared per connection, as the server's does.
 */
export async function openRetrievalTestDatabase(engine: 'pglite' | 'postgres'): Promise<RetrievalTestDatabase> {
  if (engine === 'pglite') {
    const db = await openMigratedPglite();
    return { db, exec: pgliteExecutor(db), close: () => db.close() };
  }
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  const name = `siteline_retrieval_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  // One connection, so a test sees the statements retrieval keeps prepared on it.
  const pool = new pg.Pool({ connectionString: url.toString(), max: 1 });
  // Dropping the database ends any connection still closing; that is expected here.
  pool.on('error', () => {});
  for (const statement of await readMigrationStatements()) await pool.query(statement);
  return {
    db: pool,
    exec: async (sql, params, statement) => (await pool.query<Record<string, unknown>>({ text: sql, values: params, name: statement?.name })).rows,
    async close() {
      await pool.end();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
