import { retrievePassages } from '@siteline/knowledge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabaseBefore, storeAssistantChunk, type StoredChunk } from '../test/migrations-before.ts';
import { migrateDatabase, type Database } from './client.ts';

/** Each migration that re-indexes the chunks, a chunk stored before it, and a question only the new index answers. */
const MIGRATIONS: { tag: string; what: string; chunk: StoredChunk; question: string; counted: string[] }[] = [
  {
    tag: '0010_chunk-cjk-grams',
    what: 'the words inside Japanese runs',
    chunk: {
      language: 'ja',
      searchConfig: 'simple',
      url: 'https://ja.test/lists',
      title: 'メーリングリスト',
      content: 'メーリングリストへの登録はウェブのフォームから行えます。',
    },
    question: '登録するには？',
    counted: ['登録', 'リス'],
  },
  {
    tag: '0012_chunk-path-words',
    what: 'the words inside file paths',
    chunk: {
      language: 'en',
      searchConfig: 'english',
      url: 'https://faq.test/archives',
      title: 'Archives',
      content: 'stable/contrib/: packages that depend on software only in non-free.',
    },
    question: 'What is in contrib?',
    counted: ['contrib'],
  },
];

describe.each(MIGRATIONS)('migration $tag', ({ tag, what, chunk, question, counted }) => {
  let database: Database;
  let assistantId: string;

  beforeAll(async () => {
    database = await openDatabaseBefore(tag);
    assistantId = await storeAssistantChunk(database, chunk);
    await migrateDatabase(database);
  });
  afterAll(() => database.close());

  it(`makes ${what} of the chunks stored before it searchable`, async () => {
    const passages = await retrievePassages(database.query, { assistantId, language: chunk.language, question });
    expect(passages.map((passage) => passage.pageUrl)).toEqual([chunk.url]);
  });

  it('counts the words of the chunks stored before it, the new ones included', async () => {
    const rows = await database.query(`SELECT lexeme, chunk_count FROM chunk_terms WHERE assistant_id = $1 AND lexeme = ANY($2)`, [
      assistantId,
      ['', ...counted],
    ]);
    expect(Object.fromEntries(rows.map((row) => [row.lexeme, row.chunk_count]))).toEqual(Object.fromEntries(['', ...counted].map((lexeme) => [lexeme, 1])));
  });
});
