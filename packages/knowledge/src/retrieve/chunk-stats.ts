import type { SqlExecutor } from './passage.ts';

const CACHE_TTL_MS = 10 * 60_000;
/**
 * An assistant holding at least this share of all chunks finds its own rows among a word's matches
 * after reading a few times as many, so its lookups filter the matches by assistant. A smaller one
 * would read mostly other assistants' rows; the planner then decides, with the assistant in view,
 * whether to intersect with the assistant's index range instead, at the price of planning each call.
 */
const FILTER_MIN_SHARE = 0.1;

/** What ANALYZE last sampled of the chunks table. */
export interface ChunkStats {
  /** Share of all chunks held by each of the assistants ANALYZE found most often. */
  assistantShares: Map<string, number>;
}

// The most common assistants of the chunks table and their shares of it.
const CHUNK_STATS_SQL = `
SELECT x.value, x.freq
FROM pg_stats s, unnest(s.most_common_vals::text::text[], s.most_common_freqs) AS x(value, freq)
WHERE s.schemaname = current_schema() AND s.tablename = 'chunks' AND s.attname = 'assistant_id'`;

// Statistics are per database, so they are remembered per executor (keep one per database).
const remembered = new WeakMap<SqlExecutor, { stats: ChunkStats; at: number; epoch: number }>();
let epoch = 0;

/** Forgets remembered statistics. */
export function clearChunkStats(): void {
  epoch += 1;
}

/** The chunks table's statistics, read at most every few minutes; empty before the first ANALYZE. */
export async function readChunkStats(exec: SqlExecutor): Promise<ChunkStats> {
  const now = Date.now();
  const known = remembered.get(exec);
  if (known && known.epoch === epoch && now - known.at < CACHE_TTL_MS) return known.stats;
  const rows = await exec(CHUNK_STATS_SQL, []).catch(() => []);
  const stats: ChunkStats = { assistantShares: new Map() };
  for (const row of rows) stats.assistantShares.set(String(row.value), Number(row.freq));
  remembered.set(exec, { stats, at: now, epoch });
  return stats;
}

/**
 * How a word lookup through the GIN index, which holds every assistant's chunks, keeps to one
 * assistant: 'filter' tests each match (the plan is then the same for every assistant, so a prepared
 * statement keeps one), 'planner' lets the planner see the assistant and choose.
 */
export function assistantScoping(stats: ChunkStats, assistantId: string): 'filter' | 'planner' {
  return (stats.assistantShares.get(assistantId) ?? 0) >= FILTER_MIN_SHARE ? 'filter' : 'planner';
}
