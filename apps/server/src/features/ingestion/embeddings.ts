import {
  EmbeddingError,
  createEmbeddingClient,
  createVectorHooks,
  embedMissingChunks,
  hasEmbeddingStore,
  type EmbeddingClient,
  type VectorHooks,
} from '@siteline/knowledge';
import type { AppConfig } from '../../config.ts';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';

function embeddingClientFor(config: AppConfig): EmbeddingClient | undefined {
  return config.embedding && createEmbeddingClient(config.embedding);
}

/**
 * The hooks that add vector search to retrieval, when `EMBEDDING_MODEL` is set and the database has
 * the pgvector store; warns once, at start, when the model is set but the store is missing.
 */
export async function openVectorHooks(config: AppConfig, database: Database, log: AppContext['log']): Promise<VectorHooks | undefined> {
  const client = embeddingClientFor(config);
  if (!client) return undefined;
  if (!(await hasEmbeddingStore(database.query))) {
    log.warn(
      'EMBEDDING_MODEL is set, but this PostgreSQL server has no pgvector extension (or it was installed after the migrations ran): ' +
        'answers use full-text search only',
    );
    return undefined;
  }
  return createVectorHooks(database.query, client);
}

/**
 * The crawl's embedding step: vectors for the assistant's chunks that have none yet (new and changed
 * pages). Vector search is an improvement, so a failing provider is logged and the crawl goes on;
 * full-text search still works and the next crawl embeds what is missing.
 */
export async function embedNewChunks(ctx: AppContext, assistantId: string, signal: AbortSignal): Promise<void> {
  // Hooks exist only when the model is configured and the store is there (see openVectorHooks).
  const client = ctx.vectorHooks && embeddingClientFor(ctx.config);
  if (!client) return;
  try {
    const stored = await embedMissingChunks(ctx.database.query, client, { assistantId, signal });
    if (stored > 0) ctx.log.info({ assistantId, stored, model: client.model }, 'chunks embedded');
  } catch (error) {
    if (signal.aborted) throw error;
    const message = error instanceof EmbeddingError ? 'embedding provider failed' : 'embedding chunks failed';
    ctx.log.warn({ err: error, assistantId }, `${message}; answers use full-text search until the next crawl embeds the rest`);
  }
}
