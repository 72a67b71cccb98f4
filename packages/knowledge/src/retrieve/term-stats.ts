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
  /** Share of all chunks holding the word, when ANALYZE found it among the most common. */
  globalFreq?: number;
}

// The most common words of all chunks as ANALYZE sampled them, with their estimated chunk counts.
const COMMON_WORDS_SQL = `
SELECT x.lexeme, x.freq, x.freq * (SELECT greatest(reltuples, 0) FROM pg_class WHERE oid = 'chunks'::regclass) AS global_df
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
const cache = new Map<string, { term: TermStat; at: number }>();
// Planner statistics are per database, so they are remembered per executor (keep one per database).
type CommonWords = Map<string, { globalDf: number; freq: number }>;
const commonWords = new WeakMap<SqlExecutor, { words: CommonWords; at: number; epoch: number }>();
let commonWordsEpoch = 0;

/** Forgets remembered word counts and statistics (tests and benchmarks measuring cold lookups). */
export function clearTermStatsCache(): void {
  cache.clear();
  commonWordsEpoch += 1;
}

function remember(key: string, term: TermStat, now: number): void {
  if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value!);
  cache.set(key, { term, at: now });
}

async function readCommonWords(exec: SqlExecutor, now: number): Promise<CommonWords> {
  const known = commonWords.get(exec);
  if (known && known.epoch === commonWordsEpoch && now - known.at < CACHE_TTL_MS) return known.words;
  const rows = await exec(COMMON_WORDS_SQL, []).catch(() => []);
  const words: CommonWords = new Map(rows.map((row) => [String(row.lexeme), { globalDf: Number(row.global_df), freq: Number(row.freq) }] as const));
  commonWords.set(exec, { words, at: now, epoch: commonWordsEpoch });
  return words;
}

/**
 * How much a matched word tells: rarer words more. Counted words follow their capped count; for
 * common words the global share from ANALYZE separates "canada" (a few percent of chunks) from
 * "ship" (a third of them).
 */
export function termWeight(term: TermStat): number {
  if (term.df < DF_CAP) return Math.log(1 + DF_CAP / term.df);
  if (term.globalFreq === undefined) return Math.LN2;
  return Math.min(Math.LN2, Math.log(1 + 0.02 / Math.max(term.globalFreq, 1e-4)));
}

/** The question's searchable words with this assistant's (capped) chunk counts, rarest first; absent words dropped. */
export async function readTermStats(exec: SqlExecutor, assistantId: string, config: SearchConfig, text: string): Promise<TermStat[]> {
  const now = Date.now();
  const lexemes = (await exec(LEXEMES_SQL, [config, text])).map((row) => String(row.lexeme));
  const known: TermStat[] = [];
  const unknown: string[] = [];
  for (const lexeme of lexemes) {
    const hit = cache.get(`${assistantId}\u0000${config}\u0000${lexeme}`);
    if (hit && now - hit.at < CACHE_TTL_MS) known.push(hit.term);
    else unknown.push(lexeme);
  }
  const global = unknown.length > 0 ? await readCommonWords(exec, now) : (new Map() as CommonWords);
  // Counting a globally common word would read its whole posting list: call it common unseen.
  const toCount = unknown.filter((lexeme) => (global.get(lexeme)?.globalDf ?? 0) < GLOBAL_COMMON);
  const counted = toCount.length > 0 ? await exec(COUNT_SQL, [assistantId, toCount]) : [];
  const fresh = [
    ...unknown.filter((lexeme) => !toCount.includes(lexeme)).map((lexeme) => ({ lexeme, df: DF_CAP })),
    ...counted.map((row) => ({ lexeme: String(row.lexeme), df: Number(row.df) })),
  ].map((term): TermStat => {
    const freq = global.get(term.lexeme)?.freq;
    return freq === undefined ? term : { ...term, globalFreq: freq };
  });
  for (const term of fresh) {
    remember(`${assistantId}\u0000${config}\u0000${term.lexeme}`, term, now);
    known.push(term);
  }
  return known
    .filter((term) => term.df > 0)
    .sort((a, b) => a.df - b.df || (a.globalFreq ?? 0) - (b.globalFreq ?? 0) || a.lexeme.localeCompare(b.lexeme))
    .slice(0, MAX_TERMS);
}
