-- btree_gin lets the search index hold the assistant beside the words (chunks_search_idx below).
CREATE EXTENSION IF NOT EXISTS btree_gin;
--> statement-breakpoint
CREATE TABLE "chunk_terms" (
	"assistant_id" uuid NOT NULL,
	"lexeme" text NOT NULL,
	"chunk_count" integer NOT NULL,
	CONSTRAINT "chunk_terms_assistant_id_lexeme_pk" PRIMARY KEY("assistant_id","lexeme")
);
--> statement-breakpoint
ALTER TABLE "chunk_terms" ADD CONSTRAINT "chunk_terms_assistant_id_assistants_id_fk" FOREIGN KEY ("assistant_id") REFERENCES "public"."assistants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
DROP INDEX "chunks_search_idx";--> statement-breakpoint
CREATE INDEX "chunks_search_idx" ON "chunks" USING gin ("assistant_id","search_vector");
--> statement-breakpoint
-- Statement-level triggers keep chunk_terms equal to the count of each assistant's chunks per search
-- word (the empty word counts all of them). Rows are written in key order so concurrent writers cannot deadlock.
CREATE FUNCTION "chunk_terms_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO chunk_terms (assistant_id, lexeme, chunk_count)
	SELECT assistant_id, lexeme, count(*)::int FROM (
		SELECT assistant_id, unnest(tsvector_to_array(search_vector)) AS lexeme FROM added_chunks
		UNION ALL SELECT assistant_id, '' FROM added_chunks) words
	GROUP BY assistant_id, lexeme ORDER BY assistant_id, lexeme
	ON CONFLICT (assistant_id, lexeme) DO UPDATE SET chunk_count = chunk_terms.chunk_count + excluded.chunk_count;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "chunk_terms_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
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
END $$;
--> statement-breakpoint
CREATE TRIGGER "chunk_terms_on_insert" AFTER INSERT ON "chunks" REFERENCING NEW TABLE AS added_chunks FOR EACH STATEMENT EXECUTE FUNCTION chunk_terms_add();
--> statement-breakpoint
CREATE TRIGGER "chunk_terms_on_delete" AFTER DELETE ON "chunks" REFERENCING OLD TABLE AS removed_chunks FOR EACH STATEMENT EXECUTE FUNCTION chunk_terms_remove();
--> statement-breakpoint
-- Chunks are replaced, never edited, but an edit must not leave the counts wrong.
CREATE TRIGGER "chunk_terms_on_update_remove" AFTER UPDATE ON "chunks" REFERENCING OLD TABLE AS removed_chunks FOR EACH STATEMENT EXECUTE FUNCTION chunk_terms_remove();
--> statement-breakpoint
CREATE TRIGGER "chunk_terms_on_update_add" AFTER UPDATE ON "chunks" REFERENCING NEW TABLE AS added_chunks FOR EACH STATEMENT EXECUTE FUNCTION chunk_terms_add();
--> statement-breakpoint
INSERT INTO "chunk_terms" ("assistant_id", "lexeme", "chunk_count")
SELECT assistant_id, lexeme, count(*)::int FROM (
	SELECT assistant_id, unnest(tsvector_to_array(search_vector)) AS lexeme FROM chunks
	UNION ALL SELECT assistant_id, '' FROM chunks) words
GROUP BY assistant_id, lexeme;
