import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { embedMany } from 'ai';

/** An OpenAI-compatible `/embeddings` endpoint (OpenAI, Azure, vLLM, Ollama, llama.cpp, TEI). */
export interface EmbeddingConfig {
  baseUrl: string;
  apiKey: string;
  model: string;
  /** Texts per request. Default 64, well under every provider's limit. */
  batchSize?: number;
  /** Per batch request, during a crawl. Default 60 s. */
  batchTimeoutMs?: number;
  /** For a visitor's question, which waits on it. Default 5 s. */
  queryTimeoutMs?: number;
}

/**
 * TIMEOUT: the endpoint did not answer in time.
 * UPSTREAM_FAILED: it could not be reached or answered an error.
 * INVALID_RESPONSE: it answered, but not one vector of one dimension per text.
 */
export type EmbeddingErrorCode = 'TIMEOUT' | 'UPSTREAM_FAILED' | 'INVALID_RESPONSE';

/** The one error the embedding client raises; callers fall back to full-text search. */
export class EmbeddingError extends Error {
  readonly code: EmbeddingErrorCode;

  constructor(code: EmbeddingErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'EmbeddingError';
    this.code = code;
  }
}

export interface EmbeddingClient {
  model: string;
  /** One vector per text, in order, requested in batches of `batchSize`. */
  embedTexts(texts: readonly string[], signal?: AbortSignal): Promise<number[][]>;
  embedQuery(text: string, signal?: AbortSignal): Promise<number[]>;
}

// Chunks are at most about 1,500 characters; the cap only guards a provider's input limit.
const MAX_INPUT_CHARS = 4000;

/** An embedding client for one model; it holds no connection, so one per use is fine. */
export function createEmbeddingClient(config: EmbeddingConfig): EmbeddingClient {
  const provider = createOpenAICompatible({ name: 'embeddings', baseURL: config.baseUrl.replace(/\/+$/, ''), apiKey: config.apiKey });
  const model = provider.embeddingModel(config.model);
  const batchSize = Math.max(1, config.batchSize ?? 64);

  // A visitor's question must not wait through back-off; a crawl can afford one retry.
  const forQuery = { timeoutMs: config.queryTimeoutMs ?? 5000, maxRetries: 0 };
  const forBatch = { timeoutMs: config.batchTimeoutMs ?? 60_000, maxRetries: 1 };

  async function request(values: string[], limits: typeof forQuery, signal: AbortSignal | undefined): Promise<number[][]> {
    const { timeoutMs, maxRetries } = limits;
    const timeout = AbortSignal.timeout(timeoutMs);
    try {
      const { embeddings } = await embedMany({
        model,
        values: values.map((value) => value.slice(0, MAX_INPUT_CHARS)),
        abortSignal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        maxRetries,
      });
      return checkVectors(embeddings, values.length);
    } catch (error) {
      if (signal?.aborted || error instanceof EmbeddingError) throw error;
      if (timeout.aborted) throw new EmbeddingError('TIMEOUT', `The embedding model did not answer within ${timeoutMs} ms`, { cause: error });
      const detail = error instanceof Error ? error.message : String(error);
      throw new EmbeddingError('UPSTREAM_FAILED', `The embedding request failed: ${detail}`, { cause: error });
    }
  }

  return {
    model: config.model,
    async embedTexts(texts, signal) {
      const vectors: number[][] = [];
      for (let start = 0; start < texts.length; start += batchSize) {
        vectors.push(...(await request(texts.slice(start, start + batchSize), forBatch, signal)));
      }
      return vectors;
    },
    async embedQuery(text, signal) {
      const [vector] = await request([text], forQuery, signal);
      return vector!;
    },
  };
}

function checkVectors(embeddings: number[][], expected: number): number[][] {
  const dimension = embeddings[0]?.length ?? 0;
  const isValid = embeddings.length === expected && dimension > 0 && embeddings.every((vector) => vector.length === dimension && vector.every(Number.isFinite));
  if (!isValid)
    throw new EmbeddingError(
      'INVALID_RESPONSE',
      `The embedding model returned ${embeddings.length} vectors for ${expected} texts, or vectors of unequal or empty dimension`,
    );
  return embeddings;
}
