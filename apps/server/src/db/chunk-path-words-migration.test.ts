import { retrievePassages } from '@siteline/knowledge';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabaseBefore, storeAssistantChunk } from '../test/migrations-before.ts';
import { migrateDatabase, type Database } from './client.ts';

let database: Database;
let assistantId: string;

beforeAll(async () => {
  database = await openDatabaseBefore('0012_chunk-path-words');
  assistantId = await storeAssistantChunk(database, {
    language: 'en',
    searchConfig: 'english',
    url: 'https://faq.test/archives',
    title: 'Archives',
    content: 'stable/contrib/: packages that depend on software only in non-free.',
  });
  await migrateDatabase(database);
});
afterAll(() => database.close());

it('makes the words inside the file paths of chunks stored before it searchable, and counts them', async () => {
  const passages = await retrievePassages(database.query, { assistantId, language: 'en', question: 'What is in contrib?' });
  expect(passages.map((passage) => passage.pageUrl)).toEqual(['https://faq.test/archives']);
  const counts = await database.query(`SELECT lexeme, chunk_count FROM chunk_terms WHERE assistant_id = $1 AND lexeme IN ('', 'contrib')`, [assistantId]);
  expect(Object.fromEntries(counts.map((row) => [row.lexeme, row.chunk_count]))).toEqual({ '': 1, contrib: 1 });
});
