import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { vector } from '@electric-sql/pglite-pgvector';
import { sql } from 'drizzle-orm';
import { pgTable, uuid } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { SqlExecutor } from '../src/retrieve/passage.ts';
import { createPgExecutor } from '../src/retrieve/pg-executor.ts';
import { createPgliteExecutor } from '../src/retrieve/pglite-executor.ts';
import { CHUNK_TERMS_TRIGGERS_SQL, EMBEDDING_STORE_SQL, INDEX_EXTENSIONS_SQL } from '../src/store/index-sql.ts';
import { defineIndexTables } from '../src/store/schema.ts';
import type { FixtureDatabase } from './retrieval-fixtures.ts';

/** Stands in for the application's assistants, which own the index rows: only the id its foreign keys name. */
const assistants = pgTable('assistants', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
});

/**
 * Every statement that builds the chunk index from this package's own definitions, in order: the tables'
 * DDL as drizzle-kit writes it for a migration, around the statements Drizzle cannot declare.
 */
export async function indexSchemaStatements(): Promise<string[]> {
  // Loaded here only: drizzle-kit takes seconds to load, and only the tests that build a database need it.
  const { generateDrizzleJson, generateMigration } = await import('drizzle-kit/api');
  const tables = { assistants, ...defineIndexTables(() => assistants.id) };
  const createTables = await generateMigration(generateDrizzleJson({}), generateDrizzleJson(tables));
  return [...INDEX_EXTENSIONS_SQL, ...createTables, ...CHUNK_TERMS_TRIGGERS_SQL, ...EMBEDDING_STORE_SQL];
}

// The extensions the server opens PGlite with: pgvector for the embedding store, btree_gin for the search index.
const extensions = { vector, btree_gin };

let template: Promise<Blob | File> | undefined;

/** An in-memory PGlite holding the chunk index, cloned from a per-worker template. */
export async function openIndexPglite(): Promise<PGlite> {
  template ??= (async () => {
    const seed = new PGlite({ extensions });
    for (const statement of await indexSchemaStatements()) await seed.exec(statement);
    const dump = await seed.dumpDataDir('none');
    await seed.close();
    return dump;
  })();
  return new PGlite({ loadDataDir: await template, extensions });
}

/** A new, empty PostgreSQL database beside `baseUrl`'s, named `prefix` and a random suffix; `drop` removes it. */
export async function createScratchDatabase(baseUrl: string, prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** A database holding the chunk index for retrieval tests, with the executor retrieval takes and the fixtures' handle. */
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
    const db = await openIndexPglite();
    return { db, exec: createPgliteExecutor(db), close: () => db.close() };
  }
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  const scratch = await createScratchDatabase(base, 'siteline_retrieval');
  // One connection, so a test sees the statements retrieval keeps prepared on it.
  const pool = new pg.Pool({ connectionString: scratch.url, max: 1 });
  // Dropping the database ends any connection still closing; that is expected here.
  pool.on('error', () => {});
  for (const statement of await indexSchemaStatements()) await pool.query(statement);
  return {
    db: pool,
    exec: createPgExecutor(pool),
    async close() {
      await pool.end();
      await scratch.drop();
    },
  };
}
