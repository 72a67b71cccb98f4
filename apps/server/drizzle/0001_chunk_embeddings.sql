-- Chunk embeddings for hybrid retrieval, stored with pgvector. pgvector is optional: PGlite loads it
-- (@electric-sql/pglite-pgvector), a PostgreSQL server may not have it installed. The DO block
-- creates the extension and the table only where `vector` is available, so this migration succeeds
-- everywhere; without the table the server retrieves by full text only. The table is not in the
-- Drizzle schema for the same reason (a generated migration would create it unconditionally).
--
-- Any embedding model works: the column is an untyped `vector` (each row keeps its own dimension) and
-- every search filters by model, so only vectors of one model, of one dimension, are ever compared.
-- HNSW and IVFFlat indexes need a fixed dimension, so there is no nearest-neighbour index: search is
-- exact over one assistant's rows of one model, found through the (assistant_id, model) btree, which
-- stays fast for the few thousand chunks of one site.
DO $$
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
END $$;
