-- The character pairs (and single characters) of each run of Chinese, Japanese or Korean script, one run after
-- another, so a search finds words inside text written without spaces: a query run becomes the phrase of its
-- pairs (conversation-search.ts, which must use the same ranges).
CREATE FUNCTION search_grams(content text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT coalesce(string_agg(g.gram, ' ' ORDER BY r.n, g.part, g.i), '')
    FROM regexp_matches(content, '[぀-ヿ㐀-䶿一-鿿豈-﫿가-힣]+', 'g') WITH ORDINALITY AS r(run, n),
         LATERAL (
           SELECT 1 AS part, i, substr(r.run[1], i, 2) AS gram FROM generate_series(1, length(r.run[1]) - 1) AS i
           UNION ALL
           SELECT 2, i, substr(r.run[1], i, 1) FROM generate_series(1, length(r.run[1])) AS i
         ) AS g
$$;--> statement-breakpoint
CREATE TABLE "conversation_words" (
	"conversation_id" uuid PRIMARY KEY NOT NULL,
	"search_vector" "tsvector" NOT NULL,
	"overflow" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
DROP INDEX "messages_search_idx";--> statement-breakpoint
ALTER TABLE "messages" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector(search_config, content) || to_tsvector('simple'::regconfig, search_grams(content))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "conversation_words" ADD CONSTRAINT "conversation_words_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE AGGREGATE tsvector_agg(tsvector) (SFUNC = tsvector_concat, STYPE = tsvector, INITCOND = '');--> statement-breakpoint
-- 128 kB of words per conversation keeps each far below tsvector's 1 MB limit: words are gathered message by
-- message while they fit; past that the conversation is marked overflowing, its words get the lexeme
-- 'words overflow' (no parsed text has it: it holds a space) so every search's index lookup returns it, and it
-- is searched through its messages.
CREATE FUNCTION gather_conversation_words() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO conversation_words AS c (conversation_id, search_vector, overflow)
  SELECT conversation_id,
         tsvector_agg(words ORDER BY running) FILTER (WHERE running <= 131072) || CASE WHEN max(running) > 131072 THEN $$'words overflow'$$::tsvector ELSE ''::tsvector END,
         max(running) > 131072
    FROM (SELECT conversation_id, strip(search_vector) AS words,
                 sum(pg_column_size(strip(search_vector))) OVER (PARTITION BY conversation_id ORDER BY created_at, id) AS running
            FROM added_messages) AS added
   GROUP BY conversation_id
  ON CONFLICT (conversation_id) DO UPDATE
     SET overflow = c.overflow OR excluded.overflow OR pg_column_size(c.search_vector) + pg_column_size(excluded.search_vector) > 131072,
         search_vector = CASE WHEN c.overflow THEN c.search_vector
                              WHEN excluded.overflow OR pg_column_size(c.search_vector) + pg_column_size(excluded.search_vector) > 131072 THEN c.search_vector || $$'words overflow'$$::tsvector
                              ELSE c.search_vector || excluded.search_vector END;
  RETURN NULL;
END
$fn$;--> statement-breakpoint
-- The conversations stored before this migration, gathered the same way.
INSERT INTO conversation_words (conversation_id, search_vector, overflow)
SELECT conversation_id,
       tsvector_agg(words ORDER BY running) FILTER (WHERE running <= 131072) || CASE WHEN max(running) > 131072 THEN $$'words overflow'$$::tsvector ELSE ''::tsvector END,
       max(running) > 131072
  FROM (SELECT conversation_id, strip(search_vector) AS words,
               sum(pg_column_size(strip(search_vector))) OVER (PARTITION BY conversation_id ORDER BY created_at, id) AS running
          FROM messages) AS added
 GROUP BY conversation_id;--> statement-breakpoint
CREATE TRIGGER messages_gather_words AFTER INSERT ON messages REFERENCING NEW TABLE AS added_messages
  FOR EACH STATEMENT EXECUTE FUNCTION gather_conversation_words();--> statement-breakpoint
CREATE INDEX "conversation_words_search_idx" ON "conversation_words" USING gin ("search_vector");