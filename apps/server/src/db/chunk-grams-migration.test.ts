import { PGlite } from '@electric-sql/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { retrievePassages } from '@siteline/knowledge';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrationsBefore } from '../test/migrations-before.ts';
import { migrateDatabase, openDatabase, PGLITE_EXTENSIONS, type Database } from './client.ts';

const GRAMS_MIGRATION = '0010_chunk-cjk-grams';

let database: Database;
let assistantId: string;

beforeAll(async () => {
  database = await openDatabase({ pglite: new PGlite({ extensions: PGLITE_EXTENSIONS }) });
  await migratePglite(database.db as never, { migrationsFolder: migrationsBefore(GRAMS_MIGRATION) });
  const [user] = await database.query(
    `INSERT INTO users (email, password_hash, first_name, last_name) VALUES ('ja@example.com', 'x', 'Ja', 'Site') RETURNING id`,
    [],
  );
  const [assistant] = await database.query(
    `INSERT INTO assistants (user_id, name, language, api_key_encrypted, api_key_digest) VALUES ($1, 'ja', 'ja', 'x', 'digest') RETURNING id`,
    [user!.id],
  );
  assistantId = String(assistant!.id);
  const [page] = await database.query(`INSERT INTO pages (assistant_id, url, content_hash) VALUES ($1, 'https://ja.test/lists', 'h') RETURNING id`, [
    assistantId,
  ]);
  await database.query(
    `INSERT INTO chunks (assistant_id, page_id, ordinal, title, content, content_hash, search_config)
     VALUES ($1, $2, 0, 'メーリングリスト', 'メーリングリストへの登録はウェブのフォームから行えます。', 'c', 'simple')`,
    [assistantId, page!.id],
  );
  await migrateDatabase(database);
});
afterAll(() => database.close());

it('makes the Japanese chunks stored before it searchable by the words inside their runs', async () => {
  const passages = await retrievePassages(database.query, { assistantId, language: 'ja', question: '登録するには？' });
  expect(passages.map((passage) => passage.pageUrl)).toEqual(['https://ja.test/lists']);
});

it('counts the words of the chunks stored before it, pairs included', async () => {
  const counts = await database.query(`SELECT lexeme, chunk_count FROM chunk_terms WHERE assistant_id = $1 AND lexeme IN ('', '登録', 'リス')`, [assistantId]);
  expect(Object.fromEntries(counts.map((row) => [row.lexeme, row.chunk_count]))).toEqual({ '': 1, 登録: 1, リス: 1 });
});
