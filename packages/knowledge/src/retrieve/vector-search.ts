import type { EmbeddingClient } from '../embed/embedding-client.ts';
import { toVectorLiteral } from '../embed/embedding-store.ts';
import { rowToPassage, type Passage, type SqlExecutor } from './passage.ts';
import type { VectorHooks } from './retrieve-passages.ts';

/**
 * The assistant's chunks nearest to `embedding` by cosine distance, best first, among the vectors of
 * `model` only (so of one dimension). Exact search: the (assistant_id, model) index narrows it to one
 * site's rows, and only the winners are joined to their text and page. Score is cosine similarity.
 */
export async function searchVectors(
  exec: SqlExecutor,
  input: { assistantId: string; model: string; embedding: readonly number[]; limit: number },
): Promise<Passage[]> {
  const rows = await exec(
    `WITH nearest AS (
       SELECT chunk_id, embedding <=> $3::vector AS distance
       FROM chunk_embeddings
       WHERE assistant_id = $1 AND model = $2 AND vector_dims(embedding) = $4
       ORDER BY distance
       LIMIT $5
     )
     SELECT c.id, p.url AS page_url, p.title AS page_title, c.title, c.heading_path, c.content, 1 - n.distance AS score
     FROM nearest n
     JOIN chunks c ON c.id = n.chunk_id
     JOIN pages p ON p.id = c.page_id
     ORDER BY n.distance, c.id`,
    [input.assistantId, input.model, toVectorLiteral(input.embedding), input.embedding.length, input.limit],
  );
  return rows.map(rowToPassage);
}

/** The hooks that turn on hybrid retrieval: the question embedded by `client`, searched in the store. */
export function createVectorHooks(exec: SqlExecutor, client: Pick<EmbeddingClient, 'model' | 'embedQuery'>): VectorHooks {
  return {
    embedQuery: (text) => client.embedQuery(text),
    vectorSearch: ({ assistantId, embedding, limit }) => searchVectors(exec, { assistantId, model: client.model, embedding, limit }),
  };
}
