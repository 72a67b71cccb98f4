import type { SqlExecutor } from './passage.ts';
import { isQuestionWord } from './question-words.ts';
import type { SearchConfig } from './search-config.ts';

/** Fewer chunks than this hold a "rare" word; past it a word barely tells chunks apart. */
export const DF_CAP = 100;
/** Long questions (or folded history) keep their rarest terms. */
export const MAX_TERMS = 12;
const CACHE_TTL_MS = 10 * 60_000;
const CACHE_MAX = 50_000;

export interface TermStat {
  lexeme: string;
  /** Chunks of this assistant holding the word. */
  df: number;
  /** Share of this assistant's chunks holding the word. */
  share: number;
}

// Normalises the question's new pieces with the configuration ($2: stemming, stop words) and gives
// per word the number of this assistant's chunks holding it, and of all its chunks (chunk_terms,
// kept by triggers: the site's own counts, whatever other assistants hold); $3 are the new pieces,
// $4 words to count whose piece is known.
const WORDS_SQL = `
WITH words AS (
  SELECT p.piece, w.lexeme FROM unnest($3::text[]) AS p(piece), unnest(tsvector_to_array(to_tsvector($2::regconfig, p.piece))) AS w(lexeme)
  UNION ALL SELECT NULL, lexeme FROM unnest($4::text[]) AS lexeme)
SELECT words.piece, words.lexeme, coalesce(t.chunk_count, 0) AS df,
  (SELECT chunk_count FROM chunk_terms WHERE assistant_id = $1 AND lexeme = '') AS total
FROM words LEFT JOIN chunk_terms t ON t.assistant_id = $1 AND t.lexeme = words.lexeme`;

// Visitors reuse the same words all day; remembering counts for a few minutes saves most lookups.
// A count that is a little stale only nudges ranking and which lookups run, never which assistant is searched.
const cache = new Map<string, { term: TermStat; at: number }>();
// How a configuration normalises each whitespace-separated piece of a question ("Shipping," ->
// ['ship']): apart from an HTML tag, no token spans whitespace, so the pieces' words are the question's.
const lexemesByPiece = new Map<string, string[]>();

/** Forgets remembered word counts (tests and benchmarks measuring cold lookups). */
export function clearTermStatsCache(): void {
  cache.clear();
  lexemesByPiece.clear();
}

function remember<T>(map: Map<string, T>, key: string, value: T): void {
  if (map.size >= CACHE_MAX) map.delete(map.keys().next().value!);
  map.set(key, value);
}

/**
 * How much a matched word tells: rarer words more. Rare words follow their count; on a large site the
 * share of its chunks separates common words, "canada" (a few percent of chunks) from "ship" (a
 * third); on a small one, where every common word is a large share, their count still does.
 */
export function termWeight(term: TermStat): number {
  if (term.df < DF_CAP) return Math.log(1 + DF_CAP / term.df);
  return Math.min(Math.LN2, Math.log(1 + Math.max(0.02 / Math.max(term.share, 1e-4), DF_CAP / term.df)));
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

/** The question's searchable words with this assistant's chunk counts, rarest first; absent words dropped. */
export async function readTermStats(exec: SqlExecutor, input: { assistantId: string; config: SearchConfig; text: string }): Promise<TermStat[]> {
  const { assistantId, config, text } = input;
  const now = Date.now();
  const words = text.split(/\s+/).filter((piece) => piece !== '' && !isQuestionWord(piece, config));
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
    const rows = await exec(WORDS_SQL, [assistantId, config, newPieces, unknown], { name: 'siteline_retrieval_words' });
    const fresh = new Map<string, TermStat>();
    for (const piece of newPieces) remember(lexemesByPiece, `${config}\u0000${piece}`, []);
    for (const row of rows) {
      const lexeme = String(row.lexeme);
      if (row.piece !== null) lexemesByPiece.get(`${config}\u0000${String(row.piece)}`)?.push(lexeme);
      if (fresh.has(lexeme) || known.some((term) => term.lexeme === lexeme)) continue;
      const df = Number(row.df);
      fresh.set(lexeme, { lexeme, df, share: df / Math.max(Number(row.total ?? 0), df, 1) });
    }
    for (const term of fresh.values()) {
      remember(cache, `${assistantId}\u0000${config}\u0000${term.lexeme}`, { term, at: now });
      known.push(term);
    }
  }
  return known
    .filter((term) => term.df > 0)
    .sort((a, b) => a.df - b.df || a.lexeme.localeCompare(b.lexeme))
    .slice(0, MAX_TERMS);
}
