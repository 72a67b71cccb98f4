import type { SqlExecutor } from '../retrieve/passage.ts';
import type { EmbeddingClient } from './embedding-client.ts';
import { findChunksToEmbed, saveChunkEmbeddings } from './embedding-store.ts';

/**
 * Embeds every chunk of the assistant that has no vector for the client's model, one batch per
 * request, and returns how many it stored. Throws the client's `EmbeddingError` when the provider
 * fails; the batches stored before stay, so the next crawl continues where this one stopped.
 */
export async function embedMissingChunks(
  exec: SqlExecutor,
  client: EmbeddingClient,
  input: { assistantId: string; batchSize?: number; signal?: AbortSignal },
): Promise<number> {
  const batchSize = input.batchSize ?? 64;
  let stored = 0;
  for (;;) {
    input.signal?.throwIfAborted();
    const batch = await findChunksToEmbed(exec, { assistantId: input.assistantId, model: client.model, limit: batchSize });
    if (batch.length === 0) return stored;
    const vectors = await client.embedTexts(
      batch.map((chunk) => chunk.text),
      input.signal,
    );
    const saved = await saveChunkEmbeddings(
      exec,
      client.model,
      batch.map((chunk, i) => ({ chunkId: chunk.chunkId, embedding: vectors[i]! })),
    );
    stored += saved;
    if (batch.length < batchSize) return stored;
  }
}
