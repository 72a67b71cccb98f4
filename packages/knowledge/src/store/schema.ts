import { sql } from 'drizzle-orm';
import { customType, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** A Postgres text-search configuration name, e.g. 'english' or 'simple'. */
export const regconfig = customType<{ data: string }>({ dataType: () => 'regconfig' });
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * The chunk index retrieval reads: crawled pages, their chunks and each assistant's word counts. Every row
 * belongs to an assistant, which the composing application owns: `assistantId` names its id column, and
 * deleting the assistant deletes its index. What Drizzle cannot declare (the btree_gin extension, the
 * triggers that keep `chunk_terms`, the pgvector store) is in `index-sql.ts`.
 */
export function defineIndexTables(assistantId: () => AnyPgColumn) {
  const ownerId = () => uuid('assistant_id').notNull().references(assistantId, { onDelete: 'cascade' });

  const pages = pgTable(
    'pages',
    {
      id: uuid('id')
        .primaryKey()
        .default(sql`gen_random_uuid()`),
      assistantId: ownerId(),
      url: text('url').notNull(),
      title: text('title').notNull().default(''),
      description: text('description').notNull().default(''),
      content: text('content').notNull().default(''),
      contentHash: text('content_hash').notNull(),
      facts: jsonb('facts').$type<Record<string, unknown>[]>().notNull().default([]),
      etag: text('etag'),
      lastModified: text('last_modified'),
      size: integer('size').notNull().default(0),
      createdAt: createdAt(),
      updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [uniqueIndex('pages_assistant_url_idx').on(t.assistantId, t.url)],
  );

  const chunks = pgTable(
    'chunks',
    {
      id: uuid('id')
        .primaryKey()
        .default(sql`gen_random_uuid()`),
      assistantId: ownerId(),
      pageId: uuid('page_id')
        .notNull()
        .references(() => pages.id, { onDelete: 'cascade' }),
      ordinal: integer('ordinal').notNull(),
      title: text('title').notNull().default(''),
      headingPath: text('heading_path').notNull().default(''),
      content: text('content').notNull(),
      contentHash: text('content_hash').notNull(),
      searchConfig: regconfig('search_config').notNull().default('simple'),
      /** Its words (title and headings weighted A, text B), with the words of its file paths (`search_path_words`) and the character pairs of Chinese, Japanese and Korean runs (`search_grams`). */
      searchVector: tsvector('search_vector')
        .notNull()
        .generatedAlwaysAs(
          sql`setweight(to_tsvector(search_config, coalesce(title, '') || ' ' || coalesce(heading_path, '')) || to_tsvector('simple'::regconfig, search_grams(coalesce(title, '') || ' ' || coalesce(heading_path, ''))), 'A') || setweight(to_tsvector(search_config, content) || to_tsvector(search_config, search_path_words(content)) || to_tsvector('simple'::regconfig, search_grams(content)), 'B')`,
        ),
      createdAt: createdAt(),
    },
    (t) => [
      uniqueIndex('chunks_assistant_hash_idx').on(t.assistantId, t.contentHash),
      index('chunks_page_idx').on(t.pageId),
      // btree_gin: a word's lookup reads only this assistant's entries, never other tenants'.
      index('chunks_search_idx').using('gin', t.assistantId, t.searchVector),
    ],
  );

  /**
   * Per assistant, how many of its chunks hold each search word (the empty word: all its chunks). Kept by
   * triggers on chunks (`index-sql.ts`), so retrieval weighs words by this site's own counts and a tenant's
   * answers never depend on what other assistants indexed.
   */
  const chunkTerms = pgTable(
    'chunk_terms',
    {
      assistantId: ownerId(),
      lexeme: text('lexeme').notNull(),
      chunkCount: integer('chunk_count').notNull(),
    },
    (t) => [primaryKey({ columns: [t.assistantId, t.lexeme] })],
  );

  return { pages, chunks, chunkTerms };
}
