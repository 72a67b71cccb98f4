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
DROP INDEX "messages_search_idx";--> statement-breakpoint
ALTER TABLE "messages" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector(search_config, content) || to_tsvector('simple'::regconfig, search_grams(content))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "search_vector" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "search_overflow" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE AGGREGATE tsvector_agg(tsvector) (SFUNC = tsvector_concat, STYPE = tsvector, INITCOND = '');--> statement-breakpoint
-- 128 kB of words per conversation keeps each far below tsvector's 1 MB limit; a longer conversation is
-- marked overflowing and searched through its messages.
UPDATE conversations c SET search_vector = CASE WHEN w.size <= 131072 THEN w.words ELSE ''::tsvector END, search_overflow = w.size > 131072
  FROM (SELECT conversation_id, sum(pg_column_size(strip(search_vector))) AS size,
               CASE WHEN sum(pg_column_size(strip(search_vector))) <= 131072 THEN tsvector_agg(strip(search_vector) ORDER BY created_at) END AS words
          FROM messages GROUP BY conversation_id) w
 WHERE c.id = w.conversation_id;--> statement-breakpoint
CREATE FUNCTION conversations_gather_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE conversations c
     SET search_overflow = c.search_overflow OR pg_column_size(c.search_vector) + pg_column_size(w.words) > 131072,
         search_vector = CASE WHEN c.search_overflow OR pg_column_size(c.search_vector) + pg_column_size(w.words) > 131072 THEN c.search_vector ELSE c.search_vector || w.words END
    FROM (SELECT conversation_id, tsvector_agg(strip(search_vector) ORDER BY created_at) AS words FROM added_messages GROUP BY conversation_id) w
   WHERE c.id = w.conversation_id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER messages_gather_words AFTER INSERT ON messages REFERENCING NEW TABLE AS added_messages
  FOR EACH STATEMENT EXECUTE FUNCTION conversations_gather_words();--> statement-breakpoint
CREATE INDEX "conversations_search_idx" ON "conversations" USING gin ("search_vector");
