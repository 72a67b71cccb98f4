import type { SqlExecutor } from './passage.ts';
import type { SearchConfig } from './search-config.ts';

/** Per-assistant counts stop here: past it a word is "common" and barely tells chunks apart. */
export const DF_CAP = 100;
/**
 * Words the planner statistics say occur in more chunks than this (all assistants together) are
 * not counted at all: a GIN lookup reads the word's whole posting list whatever the LIMIT.
 */
const GLOBAL_COMMON = 3000;
/** Long questions (or folded history) keep their rarest terms. */
const MAX_TERMS = 12;
const CACHE_TTL_MS = 10 * 60_000;
const CACHE_MAX = 50_000;

export interface TermStat {
  lexeme: string;
  /** Chunks of this assistant holding the word, up to DF_CAP; DF_CAP means "common". */
  df: number;
}

// The most common words of all chunks as ANALYZE sampled them, with their estimated chunk counts.
const COMMON_WORDS_SQL = `
SELECT x.lexeme, x.freq * (SELECT greatest(reltuples, 0) FROM pg_class WHERE oid = 'chunks'::regclass) AS global_df
FROM pg_stats s, unnest(s.most_common_elems::text::text[], s.most_common_elem_freqs) AS x(lexeme, freq)
WHERE s.schemaname = current_schema() AND s.tablename = 'chunks' AND s.attname = 'search_vector' AND x.lexeme IS NOT NULL`;

// Per word, this assistant's chunk count, stopping at DF_CAP.
const COUNT_SQL = `
SELECT t.lexeme, (SELECT count(*)::int FROM (
    SELECT 1 FROM chunks c
    WHERE c.assistant_id = $1 AND c.search_vector @@ quote_literal(t.lexeme)::tsquery
    LIMIT ${DF_CAP}) hits) AS df
FROM unnest($2::text[]) AS t(lexeme)`;

const LEXEMES_SQL = `SELECT DISTINCT lexeme FROM unnest(tsvector_to_array(to_tsvector($1::regconfig, $2))) AS lexeme`;

// Visitors reuse the same words all day; remembering counts for a few minutes saves most lookups.
// A count that is a little stale only nudges ranking, never scoping.
const cache = new Map<string, { df: number; at: number }>();
// Planner statistics are per database, so they are remembered per executor (keep one per database).
const commonWords = new WeakMap<SqlExecutor, { words: Map<string, number>; at: number; epoch: number }>();
let commonWordsEpoch = 0;

/** Forgets remembered word counts and statistics (tests and benchmarks measuring cold lookups). */
export function clearTermStatsCache(): void {
  cache.clear();
  commonWordsEpoch += 1;
}

function remember(key: string, df: number, now: number): void {
  if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value!);
  cache.set(key, { df, at: now });
}

async function readCommonWords(exec: SqlExecutor, now: number): Promise<Map<string, number>> {
  const known = commonWords.get(exec);
  if (known && known.epoch === commonWordsEpoch && now - known.at < CACHE_TTL_MS) return known.words;
  const rows = await exec(COMMON_WORDS_SQL, []).catch(() => []);
  const words = new Map(rows.map((row) => [String(row.lexeme), Number(row.global_df)] as const));
  commonWords.set(exec, { words, at: now, epoch: commonWordsEpoch });
  return words;
}

/** The question's searchable words with this assistant's (capped) chunk counts, rarest first; absent words dropped. */
export async function readTermStats(exec: SqlExecutor, assistantId: string, config: SearchConfig, text: string): Promise<TermStat[]> {
  const now = Date.now();
  const lexemes = (await exec(LEXEMES_SQL, [config, text])).map((row) => String(row.lexeme));
  const known: TermStat[] = [];
  const unknown: string[] = [];
  for (const lexeme of lexemes) {
    const hit = cache.get(`${assistantId}\u0000${config}\u0000${lexeme}`);
    if (hit && now - hit.at < CACHE_TTL_MS) known.push({ lexeme, df: hit.df });
    else unknown.push(lexeme);
  }
  const globalDf = unknown.length > 0 ? await readCommonWords(exec, now) : new Map<string, number>();
  // Counting a globally common word would read its whole posting list: call it common unseen.
  const toCount = unknown.filter((lexeme) => (globalDf.get(lexeme) ?? 0) < GLOBAL_COMMON);
  const counted = toCount.length > 0 ? await exec(COUNT_SQL, [assistantId, toCount]) : [];
  const fresh = [
    ...unknown.filter((lexeme) => !toCount.includes(lexeme)).map((lexeme) => ({ lexeme, df: DF_CAP })),
    ...counted.map((row) => ({ lexeme: String(row.lexeme), df: Number(row.df) })),
  ];
  for (const term of fresh) {
    remember(`${assistantId}\u0000${config}\u0000${term.lexeme}`, term.df, now);
    known.push(term);
  }
  return known
    .filter((term) => term.df > 0)
    .sort((a, b) => a.df - b.df || a.lexeme.localeCompare(b.lexeme))
    .slice(0, MAX_TERMS);
}
