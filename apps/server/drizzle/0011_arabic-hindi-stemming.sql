-- Arabic and Hindi are searched with PostgreSQL's Arabic and Hindi stemmers from now on ("التوصيل" meets "توصيل",
-- "दुकानें" meets "दुकान"): what those assistants stored under 'simple' is re-read with them (the vectors are generated).
UPDATE "chunks" SET "search_config" = CASE "assistants"."language" WHEN 'ar' THEN 'arabic'::regconfig ELSE 'hindi'::regconfig END
FROM "assistants"
WHERE "assistants"."id" = "chunks"."assistant_id" AND "assistants"."language" IN ('ar', 'hi') AND "chunks"."search_config" = 'simple'::regconfig;--> statement-breakpoint
UPDATE "taught_answers" SET "search_config" = CASE "assistants"."language" WHEN 'ar' THEN 'arabic'::regconfig ELSE 'hindi'::regconfig END
FROM "assistants"
WHERE "assistants"."id" = "taught_answers"."assistant_id" AND "assistants"."language" IN ('ar', 'hi') AND "taught_answers"."search_config" = 'simple'::regconfig;--> statement-breakpoint
UPDATE "messages" SET "search_config" = CASE "assistants"."language" WHEN 'ar' THEN 'arabic'::regconfig ELSE 'hindi'::regconfig END
FROM "conversations", "assistants"
WHERE "conversations"."id" = "messages"."conversation_id" AND "assistants"."id" = "conversations"."assistant_id"
  AND "assistants"."language" IN ('ar', 'hi') AND "messages"."search_config" = 'simple'::regconfig;
