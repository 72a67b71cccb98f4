import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabaseBefore, storeAssistantChunk } from '../test/migrations-before.ts';
import { migrateDatabase, type Database } from './client.ts';

describe('migration 0013_message-path-words', () => {
  let database: Database;
  let conversationId: string;

  beforeAll(async () => {
    database = await openDatabaseBefore('0013_message-path-words');
    const assistantId = await storeAssistantChunk(database, {
      language: 'en',
      searchConfig: 'english',
      url: 'https://lamps.test/',
      title: 'Lamps',
      content: 'Brass lamps.',
    });
    const [conversation] = await database.query(
      `INSERT INTO conversations (assistant_id, session_id, channel, message_count) VALUES ($1, 'before', 'api', 2) RETURNING id`,
      [assistantId],
    );
    conversationId = String(conversation!.id);
    await database.query(
      `INSERT INTO messages (conversation_id, role, content, search_config)
       VALUES ($1, 'user', 'Is the diagram in manuals/sconces/fitting.pdf?', 'english'), ($1, 'assistant', 'Yes, on page two.', 'english')`,
      [conversationId],
    );
    await migrateDatabase(database);
  });
  afterAll(() => database.close());

  it('makes the words inside the file paths of messages stored before it searchable, in them and in their conversation', async () => {
    const matches = async (table: string, search: string) =>
      (
        await database.query(`SELECT 1 FROM ${table} WHERE conversation_id = $1 AND search_vector @@ websearch_to_tsquery('english', $2)`, [
          conversationId,
          search,
        ])
      ).length > 0;
    for (const table of ['messages', 'conversation_words']) {
      expect(await matches(table, 'sconce'), table).toBe(true);
      expect(await matches(table, 'fitting.pdf'), table).toBe(true);
      expect(await matches(table, 'page'), table).toBe(true);
      expect(await matches(table, 'lamp'), table).toBe(false);
    }
  });
});
