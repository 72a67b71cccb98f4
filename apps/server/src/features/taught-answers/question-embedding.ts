import { createEmbeddingClient } from '@siteline/knowledge';
import type { AppContext } from '../../context.ts';

/**
 * The embedding of a question under the configured model, or null without one. Matching by meaning
 * is an improvement over matching by words, so a failing provider is logged and gives null.
 */
export async function embedQuestion(ctx: AppContext, text: string, signal?: AbortSignal): Promise<{ embedding: number[]; model: string } | null> {
  if (!ctx.config.embedding) return null;
  const client = createEmbeddingClient(ctx.config.embedding);
  try {
    return { embedding: await client.embedQuery(text, signal), model: client.model };
  } catch (error) {
    if (signal?.aborted) throw error;
    ctx.log.warn({ err: error }, 'embedding a question failed; taught answers are matched by their words');
    return null;
  }
}

export function cosineSimilarity(a: readonly number[], b: readonly number[]): number {
  if (a.length !== b.length || a.length === 0) return 0;
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (let i = 0; i < a.length; i += 1) {
    dot += a[i]! * b[i]!;
    normA += a[i]! * a[i]!;
    normB += b[i]! * b[i]!;
  }
  return normA && normB ? dot / Math.sqrt(normA * normB) : 0;
}
