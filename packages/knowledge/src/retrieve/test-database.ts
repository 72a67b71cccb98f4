import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite-pgvector';
import type { SqlExecutor } from './passage.ts';

/** The server's committed migrations: the same schema retrieval runs against in production. */
export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../apps/server/drizzle');

/** Every statement of the server's migrations, in order. */
export async function readMigrationStatements(): Promise<string[]> {
  const files = (await readdir(MIGRATIONS_DIR)).filter((file) => file.endsWith('.sql')).sort();
  const statements: string[] = [];
  for (const file of files) {
    const sql = await readFile(path.join(MIGRATIONS_DIR, file), 'utf8');
    statements.push(...sql.split('--> statement-breakpoint').map((part) => part.trim()).filter(Boolean));
  }
  return statements;
}

// The server opens PGlite with pgvector; migration 0001 creates the embeddings table only where it is loaded.
const extensions = { vector };

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

/** Adapts PGlite to the executor retrieval takes. */
export function pgliteExecutor(db: PGlite): SqlExecutor {
  return async (sql, params) => (await db.query<Record<string, unknown>>(sql, params)).rows;
}
