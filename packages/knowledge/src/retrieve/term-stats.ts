import { assistantScoping, clearChunkStats, type ChunkStats } from './chunk-stats.ts';
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
  /** Few enough chunks of all assistants hold it that its index entry is cheap to read (it was counted). */
  hasShortPostings: boolean;
}

// Normalises the question's new pieces with the configuration ($2: stemming, stop words) and gives
// per word this assistant's chunk count, stopping at DF_CAP; $4 adds words to count whose piece is
// known. Words in $5, common across all assistants, are not counted: a GIN lookup reads the word's
// whole posting list whatever the LIMIT. Values sit behind InitPlans so that, when the assistant is
// filtered, the prepared statement's plan is the same for every call and is planned once.
function buildWordsSql(scoping: 'filter' | 'planner'): string {
  const isOwn = scoping === 'filter' ? '(c.assistant_id = (SELECT $1::uuid)) IS TRUE' : 'c.assistant_id = $1';
  return `
WITH words AS (
  SELECT p.piece, w.lexeme FROM unnest((SELECT $3::text[])) AS p(piece), unnest(tsvector_to_array(to_tsvector((SELECT $2::regconfig), p.piece))) AS w(lexeme)
  UNION ALL SELECT NULL, lexeme FROM unnest((SELECT $4::text[])) AS lexeme),
counted AS (
  SELECT lexeme, (SELECT count(*)::int FROM (
      SELECT 1 FROM chunks c WHERE c.search_vector @@ quote_literal(lexeme)::tsquery AND ${isOwn} LIMIT ${DF_CAP}) hits) AS df
  FROM (SELECT DISTINCT lexeme FROM words WHERE array_position((SELECT $5::text[]), lexeme) IS NULL) w)
SELECT words.piece, words.lexeme, counted.df FROM words LEFT JOIN counted USING (lexeme)`;
}
const WORDS_SQL = { filter: buildWordsSql('filter'), planner: buildWordsSql('planner') };

// Visitors reuse the same words all day; remembering counts for a few minutes saves most lookups.
// A count that is a little stale only nudges ranking, never scoping.
const cache = new Map<string, { term: TermStat; at: number }>();
// How a configuration normalises each whitespace-separated piece of a question ("Shipping," ->
// ['ship']): apart from an HTML tag, no token spans whitespace, so the pieces' words are the question's.
const lexemesByPiece = new Map<string, string[]>();

/** Forgets remembered word counts and statistics (tests and benchmarks measuring cold lookups). */
export function clearTermStatsCache(): void {
  cache.clear();
  lexemesByPiece.clear();
  clearChunkStats();
}

function remember<T>(map: Map<string, T>, key: string, value: T): void {
  if (map.size >= CACHE_MAX) map.delete(map.keys().next().value!);
  map.set(key, value);
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

/** Letters or digits at both ends of the joint, so "git switch" can become "git-switch" but "it, and" cannot. */
const JOINABLE = /[\p{L}\p{N}]$/u;
const JOINABLE_START = /^[\p{L}\p{N}]/u;
/** Questions longer than this many words are not searched for their pairs. */
const MAX_PAIRED_WORDS = 16;

/**
 * Adjacent words joined by a hyphen ("git switch" -> "git-switch", "wi fi" -> "wi-fi"): the site's
 * own compounds (command names, configuration keys, product names) are then found as the single,
 * rare word the index holds for them. A pair the site never writes has no chunks and is dropped.
 */
function hyphenatedPairs(words: readonly string[]): string[] {
  if (words.length > MAX_PAIRED_WORDS) return [];
  const pairs: string[] = [];
  for (let i = 1; i < words.length; i += 1) {
    const left = words[i - 1]!;
    const right = words[i]!;
    if (JOINABLE.test(left) && JOINABLE_START.test(right)) pairs.push(`${left}-${right}`);
  }
  return pairs;
}

/** The question's searchable words with this assistant's (capped) chunk counts, rarest first; absent words dropped. */
export async function readTermStats(
  exec: SqlExecutor, stats: ChunkStats, input: { assistantId: string; config: SearchConfig; text: string },
): Promise<TermStat[]> {
  const { assistantId, config, text } = input;
  const now = Date.now();
  const words = text.split(/\s+/).filter((piece) => piece !== '');
  const pieces = [...new Set([...words, ...hyphenatedPairs(words)])];
  const newPieces = pieces.filter((piece) => !lexemesByPiece.has(`${config}\u0000${piece}`));
  const lexemes = new Set(pieces.flatMap((piece) => lexemesByPiece.get(`${config}\u0000${piece}`) ?? []));
  const known: TermStat[] = [];
  const unknown: string[] = [];
  for (const lexeme of lexemes) {
    const hit = cache.get(`${assistantId}\u0000${config}\u0000${lexeme}`);
    if (hit && now - hit.at < CACHE_TTL_MS) known.push(hit.term);
    else unknown.push(lexeme);
  }
  if (newPieces.length > 0 || unknown.length > 0) {
    // Normalising the new pieces, counting their words and recounting stale ones: one statement.
    const global = stats.commonWords;
    const tooCommonToCount = [...global].filter(([, word]) => word.globalDf >= GLOBAL_COMMON).map(([lexeme]) => lexeme);
    const scoping = assistantScoping(stats, assistantId);
    const params = [assistantId, config, newPieces, unknown, tooCommonToCount];
    const rows = await exec(WORDS_SQL[scoping], params, scoping === 'filter' ? { name: 'siteline_retrieval_words' } : {});
    const fresh = new Map<string, TermStat>();
    for (const piece of newPieces) remember(lexemesByPiece, `${config}\u0000${piece}`, []);
    for (const row of rows) {
      const lexeme = String(row.lexeme);
      if (row.piece !== null) lexemesByPiece.get(`${config}\u0000${String(row.piece)}`)?.push(lexeme);
      if (fresh.has(lexeme) || known.some((term) => term.lexeme === lexeme)) continue;
      const isCounted = row.df !== null;
      const freq = global.get(lexeme)?.freq;
      fresh.set(lexeme, { lexeme, df: isCounted ? Number(row.df) : DF_CAP, hasShortPostings: isCounted, ...(freq === undefined ? {} : { globalFreq: freq }) });
    }
    for (const term of fresh.values()) {
      remember(cache, `${assistantId}\u0000${config}\u0000${term.lexeme}`, { term, at: now });
      known.push(term);
    }
  }
  return known
    .filter((term) => term.df > 0)
    .sort((a, b) => a.df - b.df || (a.globalFreq ?? 0) - (b.globalFreq ?? 0) || a.lexeme.localeCompare(b.lexeme))
    .slice(0, MAX_TERMS);
}
