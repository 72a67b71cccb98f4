CREATE TABLE "taught_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"assistant_id" uuid NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"search_config" "regconfig" DEFAULT 'simple' NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector(search_config, question)) STORED NOT NULL,
	"embedding" jsonb,
	"embedding_model" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unanswered_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"assistant_id" uuid NOT NULL,
	"group_key" text NOT NULL,
	"question" text NOT NULL,
	"asked_count" integer DEFAULT 1 NOT NULL,
	"last_asked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"dismissed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "answered" boolean;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "search_config" "regconfig" DEFAULT 'simple' NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector(search_config, content)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "taught_answers" ADD CONSTRAINT "taught_answers_assistant_id_assistants_id_fk" FOREIGN KEY ("assistant_id") REFERENCES "public"."assistants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unanswered_questions" ADD CONSTRAINT "unanswered_questions_assistant_id_assistants_id_fk" FOREIGN KEY ("assistant_id") REFERENCES "public"."assistants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "taught_answers_assistant_idx" ON "taught_answers" USING btree ("assistant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "unanswered_questions_group_idx" ON "unanswered_questions" USING btree ("assistant_id","group_key");--> statement-breakpoint
CREATE INDEX "unanswered_questions_recent_idx" ON "unanswered_questions" USING btree ("assistant_id","last_asked_at");--> statement-breakpoint
CREATE INDEX "conversations_updated_idx" ON "conversations" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "messages_search_idx" ON "messages" USING gin ("search_vector");