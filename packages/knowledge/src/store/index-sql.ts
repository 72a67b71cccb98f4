/*
 * What the chunk index needs beyond its Drizzle tables (`schema.ts`): statements Drizzle cannot declare.
 * The application that composes the index applies these same statements in its migrations, and proves
 * by a test that its migrated database and one built from these definitions agree. Function bodies are
 * compared as written, so a migration copies them exactly.
 */

/**
 * Before the tables: btree_gin lets the search index hold the assistant beside the words (`chunks_search_idx`);
 * `search_grams` gives the character pairs (and single characters) of each run of Chinese, Japanese or Korean
 * script, one run after another, which the parser keeps whole: a chunk's vector holds them, so a word inside such
 * a run is found through the index as the phrase of its pairs (`cjk-search.ts`). The server's migration 0007
 * created it for messages, with this same body (`knowledge-tables.test.ts` compares the two).
 * `search_path_words` gives the parts of the file paths the parser keeps whole ("stable/contrib",
 * "/etc/apt/sources.list"; web addresses it already splits), so a chunk's vector also holds the "contrib" a
 * visitor asks about. A pattern rather than a second parse (`ts_parse`): a tenth of the cost.
 */
export const INDEX_EXTENSIONS_SQL: readonly string[] = [
  `CREATE EXTENSION IF NOT EXISTS btree_gin`,
  `CREATE OR REPLACE FUNCTION search_grams(content text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT coalesce(string_agg(g.gram, ' ' ORDER BY r.n, g.part, g.i), '')
    FROM regexp_matches(content, '[぀-ヿ㐀-䶿一-鿿豈-﫿가-힣]+', 'g') WITH ORDINALITY AS r(run, n),
         LATERAL (
           SELECT 1 AS part, i, substr(r.run[1], i, 2) AS gram FROM generate_series(1, length(r.run[1]) - 1) AS i
           UNION ALL
           SELECT 2, i, substr(r.run[1], i, 1) FROM generate_series(1, length(r.run[1])) AS i
         ) AS g
$$`,
  `CREATE OR REPLACE FUNCTION search_path_words(content text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT coalesce(string_agg(translate(m[1], '/', ' '), ' '), '')
    FROM regexp_matches(content, '[^[:space:]/]*/[^[:space:]]*', 'g') AS m WHERE m[1] NOT LIKE '%://%'
$$`,
];

/**
 * After the tables: statement-level triggers keep `chunk_terms` equal to the count of each assistant's chunks
 * per search word (the empty word counts all of them). Rows are written in key order so concurrent writers
 * cannot deadlock. Chunks are replaced, never edited, but an edit must not leave the counts wrong.
 */
export const CHUNK_TERMS_TRIGGERS_SQL: readonly string[] = [
  `CREATE FUNCTION "chunk_terms_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO chunk_terms (assistant_id, lexeme, chunk_count)
	SELECT assistant_id, lexeme, count(*)::int FROM (
		SELECT assistant_id, unnest(tsvector_to_array(search_vector)) AS lexeme FROM added_chunks
		UNION ALL SELECT assistant_id, '' FROM added_chunks) words
	GROUP BY assistant_id, lexeme ORDER BY assistant_id, lexeme
	ON CONFLICT (assistant_id, lexeme) DO UPDATE SET chunk_count = chunk_terms.chunk_count + excluded.chunk_count;
	RETURN NULL;
END $$;`,
  `CREATE FUNCTION "chunk_terms_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE chunk_terms t SET chunk_count = t.chunk_count - gone.n FROM (
		SELECT assistant_id, lexeme, count(*)::int AS n FROM (
			SELECT assistant_id, unnest(tsvector_to_array(search_vector)) AS lexeme FROM removed_chunks
			UNION ALL SELECT assistant_id, '' FROM removed_chunks) words
		GROUP BY assistant_id, lexeme ORDER BY assistant_id, lexeme) gone
	WHERE t.assistant_id = gone.assistant_id AND t.lexeme = gone.lexeme;
	DELETE FROM chunk_terms t USING (SELECT DISTINCT assistant_id FROM removed_chunks) a
	WHERE t.assistant_id = a.assistant_id AND t.chunk_count <= 0;
	RETURN NULL;
END $$;`,
  `CREATE TRIGGER "chunk_terms_on_insert" AFTER INSERT ON "chunks" REFERENCING NEW TABLE AS added_chunks FOR EACH STATEMENT EXECUTE FUNCTION chunk_terms_add();`,
  `CREATE TRIGGER "chunk_terms_on_delete" AFTER DELETE ON "chunks" REFERENCING OLD TABLE AS removed_chunks FOR EACH STATEMENT EXECUTE FUNCTION chunk_terms_remove();`,
  `CREATE TRIGGER "chunk_terms_on_update_remove" AFTER UPDATE ON "chunks" REFERENCING OLD TABLE AS removed_chunks FOR EACH STATEMENT EXECUTE FUNCTION chunk_terms_remove();`,
  `CREATE TRIGGER "chunk_terms_on_update_add" AFTER UPDATE ON "chunks" REFERENCING NEW TABLE AS added_chunks FOR EACH STATEMENT EXECUTE FUNCTION chunk_terms_add();`,
];

/**
 * After the tables: chunk embeddings for hybrid retrieval, stored with pgvector. pgvector is optional
 * (PGlite loads it, a PostgreSQL server may not have it), so the table is created only where `vector` is
 * available, and is no Drizzle table, which would be created unconditionally; without it retrieval is by
 * full text only. The column is an untyped `vector` (each row keeps its own dimension) and every search
 * filters by model, so only vectors of one model, of one dimension, are ever compared. HNSW and IVFFlat
 * need a fixed dimension, so search is exact over one assistant's rows of one model, found through the
 * (assistant_id, model) btree, which stays fast for the few thousand chunks of one site.
 */
export const EMBEDDING_STORE_SQL: readonly string[] = [
  `DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'vector') THEN
    CREATE EXTENSION IF NOT EXISTS vector;
    CREATE TABLE IF NOT EXISTS "chunk_embeddings" (
      "chunk_id" uuid NOT NULL REFERENCES "chunks"("id") ON DELETE CASCADE,
      "assistant_id" uuid NOT NULL,
      "model" text NOT NULL,
      "embedding" vector NOT NULL,
      "created_at" timestamp with time zone DEFAULT now() NOT NULL,
      PRIMARY KEY ("chunk_id", "model")
    );
    CREATE INDEX IF NOT EXISTS "chunk_embeddings_assistant_model_idx" ON "chunk_embeddings" USING btree ("assistant_id", "model");
  END IF;
END $$;`,
];
