import type { SqlExecutor } from '../retrieve/passage.ts';

/** A chunk that has no embedding for the model yet, with the text to embed. */
export interface ChunkToEmbed {
  chunkId: string;
  text: string;
}

/** pgvector's text form of a vector: `[0.1,0.2]`. */
export function toVectorLiteral(vector: readonly number[]): string {
  return `[${vector.join(',')}]`;
}

/** Whether the `chunk_embeddings` table exists (`EMBEDDING_STORE_SQL` creates it only where pgvector is available). */
export async function hasEmbeddingStore(exec: SqlExecutor): Promise<boolean> {
  const [row] = await exec(`SELECT to_regclass('chunk_embeddings') IS NOT NULL AS present`, []);
  return row?.present === true;
}

/**
 * Up to `limit` of the assistant's chunks without an embedding for `model`: after a re-crawl these
 * are exactly the new and changed chunks, since a changed page's chunks are written anew. The text
 * carries the title and headings, which give a short chunk its topic.
 */
export async function findChunksToEmbed(exec: SqlExecutor, input: { assistantId: string; model: string; limit: number }): Promise<ChunkToEmbed[]> {
  const rows = await exec(
    `SELECT c.id, concat_ws(E'\\n', nullif(c.title, ''), nullif(nullif(c.heading_path, ''), c.title), c.content) AS text
     FROM chunks c
     WHERE c.assistant_id = $1
       AND NOT EXISTS (SELECT 1 FROM chunk_embeddings e WHERE e.chunk_id = c.id AND e.model = $2)
     ORDER BY c.id
     LIMIT $3`,
    [input.assistantId, input.model, input.limit],
  );
  return rows.map((row) => ({ chunkId: String(row.id), text: String(row.text) }));
}

/**
 * Stores one vector per chunk for `model`; returns how many were stored. A chunk deleted meanwhile (its
 * page changed again or vanished) is skipped; the assistant id is copied from the chunk itself.
 */
export async function saveChunkEmbeddings(
  exec: SqlExecutor,
  model: string,
  items: readonly { chunkId: string; embedding: readonly number[] }[],
): Promise<number> {
  if (items.length === 0) return 0;
  const rows = await exec(
    `INSERT INTO chunk_embeddings (chunk_id, assistant_id, model, embedding)
     SELECT c.id, c.assistant_id, $1, v.embedding::vector
     FROM unnest($2::uuid[], $3::text[]) AS v(chunk_id, embedding)
     JOIN chunks c ON c.id = v.chunk_id
     ON CONFLICT (chunk_id, model) DO UPDATE SET embedding = EXCLUDED.embedding, created_at = now()
     RETURNING chunk_id`,
    [model, items.map((item) => item.chunkId), items.map((item) => toVectorLiteral(item.embedding))],
  );
  return rows.length;
}
