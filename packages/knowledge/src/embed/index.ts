export { EmbeddingError, createEmbeddingClient, type EmbeddingClient, type EmbeddingConfig, type EmbeddingErrorCode } from './embedding-client.ts';
export { hasEmbeddingStore } from './embedding-store.ts';
export { embedMissingChunks } from './embed-missing-chunks.ts';
