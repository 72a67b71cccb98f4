export type { HistoryTurn, Passage, SqlExecutor } from './passage.ts';
export { searchConfigFor, type SearchConfig } from './search-config.ts';
export { buildRetrievalQuery, isFollowUpQuestion } from './retrieval-query.ts';
export { retrievePassages, type RetrievePassagesInput, type VectorHooks } from './retrieve-passages.ts';
export { fuseByReciprocalRank } from './rank-fusion.ts';
export { clearTermStatsCache } from './term-stats.ts';
export { createPgliteExecutor } from './pglite-executor.ts';
export { createPgExecutor, type PgQueryable } from './pg-executor.ts';
export { createVectorHooks, searchVectors } from './vector-search.ts';
