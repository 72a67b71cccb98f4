import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Language } from '@siteline/contract';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_DIR, openDatabase, PGLITE_EXTENSIONS, type Database } from '../db/client.ts';

/** The committed migrations up to the one before `tag`, as drizzle reads them, in a folder of their own. */
export function migrationsBefore(tag: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'siteline-migrations-'));
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  const entries = journal.entries.slice(
    0,
    journal.entries.findIndex((entry) => entry.tag === tag),
  );
  fs.mkdirSync(path.join(dir, 'meta'));
  fs.writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const entry of entries) fs.copyFileSync(path.join(MIGRATIONS_DIR, `${entry.tag}.sql`), path.join(dir, `${entry.tag}.sql`));
  return dir;
}

/** A database migrated up to the one before `tag`, to store rows in the shape that migration finds. */
export async function openDatabaseBefore(tag: string): Promise<Database> {
  const database = await openDatabase({ pglite: new PGlite({ extensions: PGLITE_EXTENSIONS }) });
  await migratePglite(database.db as never, { migrationsFolder: migrationsBefore(tag) });
  return database;
}

export interface StoredChunk {
  language: Language;
  searchConfig: string;
  url: string;
  title: string;
  content: string;
}

/** A new account's assistant with one page of one chunk, written with plain SQL; returns the assistant's id. */
export async function storeAssistantChunk(database: Database, chunk: StoredChunk): Promise<string> {
  const [user] = await database.query(`INSERT INTO users (email, password_hash, first_name, last_name) VALUES ($1, 'x', 'Site', 'Owner') RETURNING id`, [
    `${chunk.language}-${chunk.url}@example.com`,
  ]);
  const [assistant] = await database.query(
    `INSERT INTO assistants (user_id, name, language, api_key_encrypted, api_key_digest) VALUES ($1, $2, $2, 'x', $3) RETURNING id`,
    [user!.id, chunk.language, `digest-${chunk.url}`],
  );
  const [page] = await database.query(`INSERT INTO pages (assistant_id, url, content_hash) VALUES ($1, $2, 'h') RETURNING id`, [assistant!.id, chunk.url]);
  await database.query(`INSERT INTO chunks (assistant_id, page_id, ordinal, title, content, content_hash, search_config) VALUES ($1, $2, 0, $3, $4, 'c', $5)`, [
    assistant!.id,
    page!.id,
    chunk.title,
    chunk.content,
    chunk.searchConfig,
  ]);
  return String(assistant!.id);
}
