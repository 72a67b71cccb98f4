-- A chunk's vector also holds the parts of the file paths the parser keeps whole (search_path_words):
-- "stable/contrib" is found by "contrib", "/etc/apt/sources.list" by "apt" and "sources.list".
CREATE OR REPLACE FUNCTION search_path_words(content text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT coalesce(string_agg(translate(m[1], '/', ' '), ' '), '')
    FROM regexp_matches(content, '[^[:space:]/]*/[^[:space:]]*', 'g') AS m WHERE m[1] NOT LIKE '%://%'
$$;--> statement-breakpoint
DROP INDEX "chunks_search_idx";--> statement-breakpoint
ALTER TABLE "chunks" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "chunks" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector(search_config, coalesce(title, '') || ' ' || coalesce(heading_path, '')) || to_tsvector('simple'::regconfig, search_grams(coalesce(title, '') || ' ' || coalesce(heading_path, ''))), 'A') || setweight(to_tsvector(search_config, content) || to_tsvector(search_config, search_path_words(content)) || to_tsvector('simple'::regconfig, search_grams(content)), 'B')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "chunks_search_idx" ON "chunks" USING gin ("assistant_id","search_vector");--> statement-breakpoint
-- The new column was computed without the triggers: the words are counted again.
DELETE FROM "chunk_terms";--> statement-breakpoint
INSERT INTO "chunk_terms" ("assistant_id", "lexeme", "chunk_count")
SELECT assistant_id, lexeme, count(*)::int FROM (
	SELECT assistant_id, unnest(tsvector_to_array(search_vector)) AS lexeme FROM chunks
	UNION ALL SELECT assistant_id, '' FROM chunks) words
GROUP BY assistant_id, lexeme;
