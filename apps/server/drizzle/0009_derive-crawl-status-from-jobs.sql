-- A crawl's status and error are read from its crawl_jobs row from now on; crawl_error keeps only why a scheduled crawl was skipped.
UPDATE "assistants" SET "crawl_error" = NULL
WHERE "crawl_status" = 'failed'
  AND "crawl_error" IS NOT DISTINCT FROM (SELECT "error" FROM "crawl_jobs" WHERE "crawl_jobs"."assistant_id" = "assistants"."id" ORDER BY "created_at" DESC, "id" DESC LIMIT 1);--> statement-breakpoint
ALTER TABLE "assistants" DROP COLUMN "crawl_status";
