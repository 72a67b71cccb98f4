import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type Extensions } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { vector } from '@electric-sql/pglite-pgvector';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { createPgExecutor, createPgliteExecutor, type SqlExecutor } from '@siteline/knowledge';
import pg from 'pg';
import * as schema from './schema.ts';
import { lockDataDir } from './data-dir-lock.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database: the Drizzle handle, which engine backs it, and how to close it. */
export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The raw PGlite instance in embedded mode (for LISTEN/NOTIFY and dumps). */
  pglite?: PGlite;
  /** The pg pool and its URL in server mode. */
  pool?: pg.Pool;
  connectionString?: string;
  /** Raw parameterised SQL, for the knowledge package's hand-tuned queries; a `name` keeps it prepared per pg connection. */
  query: SqlExecutor;
  close(): Promise<void>;
}

/**
 * Extensions every PGlite is opened with: pgvector, for chunk embeddings (migration 0001), and
 * btree_gin, for the per-assistant search index (migration 0007).
 */
export const PGLITE_EXTENSIONS: Extensions = { vector, btree_gin };

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** Opens PostgreSQL when a URL is given, otherwise embedded PGlite persisted in `dataDir`. */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir?: string;
  pglite?: PGlite;
  onIdleError?: (error: Error) => void;
}): Promise<Database> {
  if (options.databaseUrl) {
    // JIT compiles a plan once it is estimated costly; for the short queries of a web app that costs more than it saves
    // (the conversations search's totals: 270 ms of JIT for 65 ms of work).
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, options: '-c jit=off' });
    // An idle connection the server drops (restart, failover, admin termination) is replaced on the next
    // query; without a listener its 'error' event would crash the process.
    pool.on('error', (error) => options.onIdleError?.(error));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      pool,
      connectionString: options.databaseUrl,
      query: createPgExecutor(pool),
      close: () => pool.end(),
    };
  }
  let client = options.pglite;
  let releaseLock = () => {};
  if (!client) {
    const dir = options.dataDir ? pgliteDir(options.dataDir) : undefined;
    if (options.dataDir) releaseLock = lockDataDir(options.dataDir);
    try {
      if (dir) fs.mkdirSync(dir, { recursive: true });
      client = new PGlite(dir, { extensions: PGLITE_EXTENSIONS });
      await client.waitReady;
    } catch (error) {
      releaseLock();
      throw error;
    }
  }
  const instance = client;
  const db = drizzlePglite(instance, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite: instance,
    // Named statements are kept prepared: PGlite would otherwise plan retrieval's queries on every question.
    query: createPgliteExecutor(instance),
    close: async () => {
      try {
        await instance.close();
      } finally {
        releaseLock();
      }
    },
  };
}

/** Where the embedded database keeps its files inside DATA_DIR. */
export function pgliteDir(dataDir: string): string {
  return path.join(dataDir, 'pglite');
}

/** Any fixed number: the advisory lock every Siteline process takes to migrate. */
const MIGRATION_LOCK_KEY = 727_011_204;

/**
 * Applies the committed migrations; safe to call at every start. On PostgreSQL it runs under an
 * advisory lock, so processes starting together migrate one after the other instead of racing
 * (the later ones then find nothing to do).
 */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as never, { migrationsFolder: MIGRATIONS_DIR });
    return;
  }
  const lockHolder = await database.pool!.connect();
  try {
    await lockHolder.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(database.db as never, { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    // A connection that cannot unlock is destroyed, which ends its session and so its lock.
    const isUnlocked = await lockHolder.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).then(
      () => true,
      () => false,
    );
    lockHolder.release(!isUnlocked);
  }
}

/** Rows of a `db.execute()` result, which both drivers return as `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
