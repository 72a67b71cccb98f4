// Test support for the knowledge package and the apps that use it; never imported by product code.
export { collect, makeAssistant, makePassage } from './answer-fixtures.ts';
export {
  FAKE_SYNONYMS,
  fakeEmbedding,
  startFakeLlmServer,
  type FakeEmbeddingMode,
  type FakeEmbeddingRequest,
  type FakeLlmMode,
  type FakeLlmServer,
} from './fake-llm-server.ts';
export { createAssistant, insertChunks, type ChunkFixture, type FixtureDatabase } from './retrieval-fixtures.ts';
export {
  createScratchDatabase,
  indexSchemaStatements,
  openIndexPglite,
  openRetrievalTestDatabase,
  retrievalTestEngines,
  type RetrievalTestDatabase,
} from './test-database.ts';
export { htmlPage, startTestSite, type TestRoute, type TestSite } from './test-site.ts';
