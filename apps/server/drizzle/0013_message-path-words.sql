-- A message's vector also holds the parts of its file paths (search_path_words, migration 0012), as a chunk's does:
-- an owner searching "contrib" finds the visitor who asked about "stable/contrib/".
ALTER TABLE "messages" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector(search_config, content) || to_tsvector(search_config, search_path_words(content)) || to_tsvector('simple'::regconfig, search_grams(content))) STORED NOT NULL;--> statement-breakpoint
-- The conversations gathered before it get those words too; an overflowing one is searched through its messages,
-- whose vectors now hold them.
UPDATE "conversation_words" AS w SET "search_vector" = w."search_vector" || p.words
  FROM (SELECT conversation_id, tsvector_agg(strip(to_tsvector(search_config, search_path_words(content)))) AS words
          FROM messages WHERE content LIKE '%/%' GROUP BY conversation_id) AS p
 WHERE p.conversation_id = w."conversation_id" AND NOT w."overflow";
