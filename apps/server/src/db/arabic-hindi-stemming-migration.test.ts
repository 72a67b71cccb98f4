import { PGlite } from '@electric-sql/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { retrievePassages } from '@siteline/knowledge';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrationsBefore } from '../test/migrations-before.ts';
import { migrateDatabase, openDatabase, PGLITE_EXTENSIONS, type Database } from './client.ts';

const STEMMING_MIGRATION = '0011_arabic-hindi-stemming';

let database: Database;
const assistants: Record<'ar' | 'en', string> = { ar: '', en: '' };

beforeAll(async () => {
  database = await openDatabase({ pglite: new PGlite({ extensions: PGLITE_EXTENSIONS }) });
  await migratePglite(database.db as never, { migrationsFolder: migrationsBefore(STEMMING_MIGRATION) });
  const [user] = await database.query(
    `INSERT INTO users (email, password_hash, first_name, last_name) VALUES ('ar@example.com', 'x', 'Ar', 'Site') RETURNING id`,
    [],
  );
  for (const language of ['ar', 'en'] as const) {
    const [assistant] = await database.query(
      `INSERT INTO assistants (user_id, name, language, api_key_encrypted, api_key_digest) VALUES ($1, $2, $2, 'x', $3) RETURNING id`,
      [user!.id, language, `digest-${language}`],
    );
    assistants[language] = String(assistant!.id);
    const [page] = await database.query(`INSERT INTO pages (assistant_id, url, content_hash) VALUES ($1, 'https://shop.test/delivery', 'h') RETURNING id`, [
      assistants[language],
    ]);
    const content = language === 'ar' ? 'التوصيل مجاني داخل المدينة.' : 'Delivery is free in town.';
    await database.query(
      `INSERT INTO chunks (assistant_id, page_id, ordinal, title, content, content_hash, search_config) VALUES ($1, $2, 0, 'Delivery', $3, 'c', $4)`,
      [assistants[language], page!.id, content, language === 'ar' ? 'simple' : 'english'],
    );
    await database.query(`INSERT INTO taught_answers (assistant_id, question, answer, search_config) VALUES ($1, 'q', 'a', $2)`, [
      assistants[language],
      language === 'ar' ? 'simple' : 'english',
    ]);
    const [conversation] = await database.query(`INSERT INTO conversations (assistant_id, session_id, channel) VALUES ($1, 's', 'widget') RETURNING id`, [
      assistants[language],
    ]);
    await database.query(`INSERT INTO messages (conversation_id, role, content, search_config) VALUES ($1, 'user', 'q', $2)`, [
      conversation!.id,
      language === 'ar' ? 'simple' : 'english',
    ]);
  }
  await migrateDatabase(database);
});
afterAll(() => database.close());

it("finds an Arabic assistant's chunks stored before it by a question writing the word without its article", async () => {
  const passages = await retrievePassages(database.query, { assistantId: assistants.ar, language: 'ar', question: 'هل لديكم خدمة توصيل؟' });
  expect(passages.map((passage) => passage.pageUrl)).toEqual(['https://shop.test/delivery']);
});

it("re-reads the Arabic assistant's chunks, taught answers and messages with the Arabic stemmer, and no other assistant's", async () => {
  const configs = async (table: string, assistantId: string) =>
    (
      await database.query(
        table === 'messages'
          ? `SELECT m.search_config::text AS config FROM messages m JOIN conversations c ON c.id = m.conversation_id WHERE c.assistant_id = $1`
          : `SELECT search_config::text AS config FROM ${table} WHERE assistant_id = $1`,
        [assistantId],
      )
    ).map((row) => row.config);
  for (const table of ['chunks', 'taught_answers', 'messages']) {
    expect(await configs(table, assistants.ar), table).toEqual(['arabic']);
    expect(await configs(table, assistants.en), table).toEqual(['english']);
  }
});

it('counts the stemmed words of the chunks it re-read', async () => {
  const counts = await database.query(`SELECT lexeme FROM chunk_terms WHERE assistant_id = $1 AND lexeme IN ('توصيل', 'التوصيل')`, [assistants.ar]);
  expect(counts.map((row) => row.lexeme)).toEqual(['توصيل']);
});
