import type { SqlExecutor } from './passage.ts';
import { englishSynonyms } from './english-synonyms.ts';
import { EDGE_PUNCTUATION, isQuestionWord } from './question-words.ts';
import type { SearchConfig } from './search-config.ts';

/** Fewer chunks than this hold a "rare" word; past it a word barely tells chunks apart. */
export const DF_CAP = 100;
/** Long questions (or folded history) keep their rarest terms. */
export const MAX_TERMS = 12;
/** Other words for the question's, counted beside its MAX_TERMS. */
export const MAX_VARIANTS = 6;
/** Synonyms taken of each word, in WordNet's order. */
const MAX_SYNONYMS = 4;
const CACHE_TTL_MS = 10 * 60_000;
const CACHE_MAX = 50_000;

export interface TermStat {
  lexeme: string;
  /** Chunks of this assistant holding the word. */
  df: number;
  /** Share of this assistant's chunks holding the word. */
  share: number;
  /**
   * Not the visitor's word but another word for one (`englishSynonyms`), with the count of chunks holding it: `df`
   * and `share` are then those of the rarest word it stands for when that one is rarer.
   */
  variant?: { ownDf: number };
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

/** Another word for some of the question's (`of`): "immediately" for "right away". */
interface Variant {
  piece: string;
  of: string[];
}

/** Other words for each of an English question's words and two-word phrases ("right away"), at most MAX_SYNONYMS each, in WordNet's order. */
function englishVariants(words: readonly string[]): Variant[] {
  const phrases = [...words.map((word) => [word]), ...words.slice(1).map((word, i) => [words[i]!, word])];
  return phrases.flatMap((of) =>
    englishSynonyms(of.map((word) => word.replace(EDGE_PUNCTUATION, '')).join(' '))
      .slice(0, MAX_SYNONYMS)
      .map((piece) => ({ piece, of })),
  );
}

/**
 * The question's searchable words with this assistant's chunk counts, rarest first; absent words dropped. With
 * `synonyms` (English), followed by other words for them that the site holds, MAX_VARIANTS at most.
 */
export async function readTermStats(
  exec: SqlExecutor,
  input: { assistantId: string; config: SearchConfig; text: string; synonyms?: boolean },
): Promise<TermStat[]> {
  const { assistantId, config, text } = input;
  const now = Date.now();
  const words = text.split(/\s+/).filter((piece) => piece !== '' && !isQuestionWord(piece, config));
  const asked = [...new Set([...words, ...hyphenatedPairs(words)])];
  const variantPieces = input.synonyms && config === 'english' && words.length <= MAX_PAIRED_WORDS ? englishVariants(words) : [];
  const pieces = [...new Set([...asked, ...variantPieces.map((variant) => variant.piece)])];
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
  const lexemesOf = (piece: string) => lexemesByPiece.get(`${config}\u0000${piece}`) ?? [];
  const askedLexemes = new Set(asked.flatMap(lexemesOf));
  const present = known.filter((term) => term.df > 0).sort((a, b) => a.df - b.df || a.lexeme.localeCompare(b.lexeme));
  const terms = present.filter((term) => askedLexemes.has(term.lexeme)).slice(0, MAX_TERMS);
  const stats = new Map(present.map((term) => [term.lexeme, term]));
  const variants = new Map<string, TermStat>();
  for (const { piece, of } of variantPieces) {
    for (const lexeme of lexemesOf(piece)) {
      const own = stats.get(lexeme);
      if (!own || askedLexemes.has(lexeme) || variants.has(lexeme) || variants.size >= MAX_VARIANTS) continue;
      // Another word is never more telling than the visitor's: counted as common as the rarest word it stands for.
      const standsFor = of
        .flatMap(lexemesOf)
        .map((word) => stats.get(word)?.df ?? 0)
        .filter((df) => df > 0);
      const df = Math.max(own.df, standsFor.length > 0 ? Math.min(...standsFor) : 0);
      variants.set(lexeme, { lexeme, df, share: (own.share * df) / own.df, variant: { ownDf: own.df } });
    }
  }
  return [...terms, ...variants.values()];
}
