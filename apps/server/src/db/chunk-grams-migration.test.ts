import { retrievePassages } from '@siteline/knowledge';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabaseBefore, storeAssistantChunk } from '../test/migrations-before.ts';
import { migrateDatabase, type Database } from './client.ts';

let database: Database;
let assistantId: string;

beforeAll(async () => {
  database = await openDatabaseBefore('0010_chunk-cjk-grams');
  assistantId = await storeAssistantChunk(database, {
    language: 'ja',
    searchConfig: 'simple',
    url: 'https://ja.test/lists',
    title: 'メーリングリスト',
    content: 'メーリングリストへの登録はウェブのフォームから行えます。',
  });
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
