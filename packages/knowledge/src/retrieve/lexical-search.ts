import { rowToPassage, type Passage, type SqlExecutor } from './passage.ts';
import type { SearchConfig } from './search-config.ts';
import { DF_CAP, MAX_TERMS, MAX_VARIANTS, readTermStats, termWeight, type TermStat } from './term-stats.ts';
import { joinLexemes, quoteLexeme } from './tsquery-text.ts';

/** At most this many chunks sharing the question's rarer words are ranked in full. */
const RARE_BUDGET = DF_CAP;
/** Each probe among common words contributes at most this many candidates. */
const PROBE_LIMIT = 40;
/** Common words are looked for among this many of the assistant's chunks, read in index order. */
const SAMPLE_SIZE = 600;
/**
 * Common words in at most this many of the site's chunks are also looked up together through the
 * index; more common ones only in the sample, since a GIN lookup reads the word's whole entry
 * whatever the LIMIT.
 */
const INDEXED_MAX_DF = 3000;
/** Any of the least common common words is looked up through the index while their counts add up to at most this. */
const ANY_COMMON_BUDGET = 1000;
/**
 * Common words up to this share of the site's chunks, or in at most INDEXED_MAX_DF of them, may still
 * be intersected through the index: on a site of a few thousand chunks "rename" and "remote" are both
 * common, and the few chunks holding both are rarely in the sample.
 */
const INDEX_PAIR_MAX_FREQ = 0.05;
/** Chunks holding all but one of this many least common common words are looked up through the index. */
const MAX_LEFT_OUT = 4;
/** When the sample already holds this many chunks with both words of the pair, the index adds nothing. */
const SAMPLE_ENOUGH = 10;
/** The question's least common common words another word for one of its words is looked for beside. */
const BESIDE_COMMON = 2;
/** What another word for the visitor's (a synonym) counts against the visitor's own word. */
const VARIANT_WEIGHT = 0.5;
/** A word in the chunk's title or heading path counts this much more than one in its text. */
const TITLE_BOOST = 1.5;
/** Candidates ordered by frequency and proximity: this many times the passages asked for, the best by their words. */
const SHORTLIST_FACTOR = 3;
/** One page's first this many passages compete with their full score. */
const PER_PAGE = 2;
/** What a page's further passages count, against their score, when competing with other pages'. */
const CROWDED_WEIGHT = 0.5;
/**
 * How many of the best passages are spread over pages: the ten the built-in engine quotes from (its `passageLimit`,
 * `DEFAULT_PASSAGES`), so what it reads is what it read before the LLM engine asked for more.
 */
const SPREAD_PASSAGES = 10;

/**
 * What to look for, beyond the ranking itself. Through the GIN index, whose cost grows with how
 * many of the assistant's chunks hold the words: every chunk holding one of the rare words (their counts add up to at
 * most RARE_BUDGET); any of the least common common words (counts up to ANY_COMMON_BUDGET); with
 * three or more common words in at most INDEXED_MAX_DF of the site's chunks, all of them but one; the two least common common words together, when the
 * sample shows them to be rare here. In the bounded sample of
 * the assistant's own chunks, whose cost does not grow with the corpus: those two words, all common
 * words, and any of them when there is no rare word. A missing query is not looked for.
 */
interface ProbePlan {
  rare: string | null;
  locallyCommon: string | null;
  pair: string | null;
  isPairIndexable: boolean;
  isPairInSample: boolean;
  /**
   * Through the index, each: with three or more such words, each set of all of them but one; each other word for
   * the visitor's with any of the words looked up through the index.
   */
  intersections: string[];
  /** In the sample; through the index too when nothing else is found. */
  all: string | null;
  any: string | null;
}

function planProbes(allTerms: TermStat[]): ProbePlan {
  // Other words for the visitor's are looked for among the rare and the least common words and beside the question's
  // words, never required with one another.
  const terms = allTerms.filter((term) => !term.variant);
  const rare: string[] = [];
  let budget = 0;
  for (const term of terms) {
    if (term.df >= DF_CAP || budget + term.df > RARE_BUDGET) break;
    budget += term.df;
    rare.push(term.lexeme);
  }
  const commonTerms = terms.slice(rare.length);
  for (const term of allTerms) {
    if (!term.variant || term.df >= DF_CAP || budget + term.df > RARE_BUDGET) continue;
    budget += term.df;
    rare.push(term.lexeme);
  }
  const common = commonTerms.map((term) => term.lexeme);
  const locallyCommon = commonTerms.filter((term) => term.df <= INDEXED_MAX_DF).map((term) => term.lexeme);
  // An "any" lookup reads every word's whole entry: their counts are budgeted like the rare words'.
  let anyBudget = 0;
  const commonVariants = allTerms.filter((term) => term.variant && !rare.includes(term.lexeme));
  const anyCommon = [...commonTerms, ...commonVariants].filter((term) => (anyBudget += term.df) <= ANY_COMMON_BUDGET).map((term) => term.lexeme);
  // GIN intersects from the shorter list, so the pair costs what its rarer word costs: bounded
  // when both are in few enough chunks. Finds "canada" + "take" beyond the sample.
  const pair = commonTerms.slice(0, 2);
  const query = (lexemes: string[], operator: '|' | '&') => (lexemes.length > 0 ? joinLexemes(lexemes, operator) : null);
  return {
    rare: query(rare, '|'),
    locallyCommon: query(anyCommon, '|'),
    pair: pair.length === 2 ? query(common.slice(0, 2), '&') : null,
    isPairIndexable: pair.length === 2 && pair.every((term) => term.df <= INDEXED_MAX_DF || term.share <= INDEX_PAIR_MAX_FREQ),
    isPairInSample: common.length >= 3,
    intersections: [...allButOne(locallyCommon.slice(0, MAX_LEFT_OUT)), ...besideQuestionWords(allTerms, [...rare, ...locallyCommon.slice(0, BESIDE_COMMON)])],
    all: query(common, '&'),
    any: rare.length === 0 ? query(common, '|') : null,
  };
}

/**
 * Each other word for the visitor's beside any of the question's rare words or its BESIDE_COMMON least common common
 * ones, through the index: a chunk holding "immediately" and "transaction" for "start a transaction … right away".
 * Each lookup reads the other word's entry, bounded like every word's by INDEXED_MAX_DF, and those words' entries.
 */
function besideQuestionWords(terms: readonly TermStat[], indexed: readonly string[]): string[] {
  if (indexed.length === 0) return [];
  return terms
    .filter((term) => term.variant && term.variant.ownDf <= INDEXED_MAX_DF)
    .map((term) => `${quoteLexeme(term.lexeme)} & (${joinLexemes(indexed, '|')})`);
}

/** Each set of the words but one, as queries, when there are three words or more. */
function allButOne(lexemes: string[]): string[] {
  if (lexemes.length < 3) return [];
  return lexemes.map((_, left) =>
    joinLexemes(
      lexemes.filter((__, i) => i !== left),
      '&',
    ),
  );
}

// Parameters after $1 assistant, $2 any-word query (for ts_rank_cd) and $3 limit; then the number of words and, per word
// slot, its query, title query and idf (NULL past the question's words).
const PLAN_PARAMS = [
  ['rare', 'tsquery'],
  ['locallyCommon', 'tsquery'],
  ['pair', 'tsquery'],
  ['isPairIndexable', 'boolean'],
  ['isPairInSample', 'boolean'],
  ['intersections', 'tsquery[]'],
  ['all', 'tsquery'],
  ['any', 'tsquery'],
] as const satisfies readonly (readonly [keyof ProbePlan, string])[];

/**
 * A parameter as the statement reads it: behind an InitPlan. Values the planner could see (a
 * switch that is off, the assistant's share of all chunks) would make its estimates depend on the
 * question, and PostgreSQL would keep planning every call instead of settling on the prepared
 * statement's generic plan, which is the same plan.
 */
function planParam(name: keyof ProbePlan): string {
  const index = PLAN_PARAMS.findIndex(([param]) => param === name);
  return `(SELECT $${4 + index}::${PLAN_PARAMS[index]![1]})`;
}
/** The assistant, hidden the same way. */
const ASSISTANT = '(SELECT $1::uuid)';

/**
 * One statement per retrieval: every probe, then the ranking of the distinct candidates. Each
 * matched word adds its rarity (from its count on this site), more when it is in the title or
 * headings (weight A); ts_rank_cd adds term frequency and proximity. Only the winners are joined
 * to their page and text. A question fills `slots` word slots, the unused ones NULL (they match
 * nothing and add 0), so two prepared statements, and their cached plans, serve every question: a
 * connection plans each a handful of times, not a handful per number of words.
 */
function buildRankSql(slots: number): string {
  const termCount = `$${4 + PLAN_PARAMS.length}::int`;
  const termParam = (i: number, k: number) => `$${5 + PLAN_PARAMS.length + i * 3 + k}`;
  const terms = Array.from({ length: slots }, (_, i) => i);
  // Whether each word is in the chunk, tested once per candidate and read by both sums below.
  const hasTerm = (i: number) => `has_${i}`;
  const hasTerms = terms.map((i) => `search_vector @@ ${termParam(i, 0)}::tsquery AS ${hasTerm(i)}`).join(', ');
  // A chunk holding more of the question's distinct words is worth more than one repeating a
  // single word in its title: the sum is scaled by the share of words matched.
  // Another word for one of the visitor's matches in its place: the share is of the visitor's words, at most all of them.
  const matched = terms.map((i) => `(CASE WHEN ${hasTerm(i)} THEN 1 ELSE 0 END)`).join(' + ');
  const share = `(1 + 2 * LEAST(1, (${matched})::float8 / ${termCount})) / 3`;
  const wordScore = `(${terms
    .map(
      (i) =>
        `(CASE WHEN ${hasTerm(i)} THEN ${termParam(i, 2)}::float8 * (CASE WHEN search_vector @@ ${termParam(i, 1)}::tsquery THEN ${1 + TITLE_BOOST} ELSE 1 END) ELSE 0 END)`,
    )
    .join('\n    + ')}) * ${share}`;
  // Index probes hide their query from the planner so it never prefers a seq scan; the search
  // index holds the assistant beside each word, so a lookup reads only this assistant's entries.
  // Each candidate keeps its row's address (ctid): the winners are read back by it, not through an index.
  const isOwn = `assistant_id = ${ASSISTANT}`;
  const byIndex = (query: keyof ProbePlan, limit: number, condition = '') =>
    `(SELECT id, ctid AS row_address, search_vector, content_hash FROM chunks WHERE search_vector @@ ${planParam(query)} AND ${isOwn}${condition} LIMIT ${limit})`;
  // The sample is read where it is used, not copied: the probes over it skip it when their query is missing.
  const inSample = (query: keyof ProbePlan) =>
    `(SELECT id, row_address, search_vector, content_hash FROM sample WHERE search_vector @@ ${planParam(query)} AND ${planParam(query)} IS NOT NULL`;
  return `
WITH sample AS NOT MATERIALIZED (SELECT id, ctid AS row_address, search_vector, content_hash FROM chunks WHERE assistant_id = ${ASSISTANT} ORDER BY content_hash LIMIT ${SAMPLE_SIZE}),
pair_in_sample AS MATERIALIZED ${inSample('pair')}),
found AS MATERIALIZED (
  ${byIndex('rare', RARE_BUDGET)}
  UNION ALL ${byIndex('locallyCommon', PROBE_LIMIT)}
  UNION ALL ${byIndex(
    'pair',
    PROBE_LIMIT,
    `
    AND ${planParam('isPairIndexable')} AND (SELECT count(*) FROM pair_in_sample) < ${SAMPLE_ENOUGH}`,
  )}
  UNION ALL (SELECT id, row_address, search_vector, content_hash FROM pair_in_sample WHERE ${planParam('isPairInSample')} LIMIT ${PROBE_LIMIT})
  UNION ALL (SELECT hit.id, hit.row_address, hit.search_vector, hit.content_hash FROM unnest(${planParam('intersections')}) AS words(query), LATERAL (
    SELECT id, ctid AS row_address, search_vector, content_hash FROM chunks WHERE search_vector @@ words.query AND ${isOwn} LIMIT ${PROBE_LIMIT}) hit)
  -- Every chunk holding all common words holds the pair.
  UNION ALL (SELECT id, row_address, search_vector, content_hash FROM pair_in_sample WHERE search_vector @@ ${planParam('all')} LIMIT ${PROBE_LIMIT})
  UNION ALL ${inSample('any')} LIMIT ${PROBE_LIMIT})),
candidates AS (
  SELECT DISTINCT ON (id) id, row_address, search_vector, content_hash, ${hasTerms} FROM (
    SELECT id, row_address, search_vector, content_hash FROM found
    UNION ALL ${byIndex('all', PROBE_LIMIT, ' AND NOT EXISTS (SELECT FROM found)')}) all_found
  ORDER BY id),
-- ts_rank_cd (frequency and proximity) costs far more than the word scores and adds at most a
-- fraction of one word's: it only orders a shortlist. Among chunks holding the same words the one with
-- fewer other words goes first, as ts_rank_cd's length normalisation would have it; remaining ties go by content
-- hash, not by the chunk ids a new crawl of the same pages draws anew.
shortlist AS (SELECT id, row_address, search_vector, content_hash, ${wordScore} AS word_score, ${share} AS share FROM candidates
  ORDER BY word_score DESC, length(search_vector), content_hash, id LIMIT (SELECT $3::int) * ${SHORTLIST_FACTOR}),
best AS (SELECT id, row_address, content_hash, word_score + 0.3 * ts_rank_cd('{0.1, 0.2, 0.4, 1.0}', search_vector, $2::tsquery, 1) * share AS score FROM shortlist ORDER BY score DESC, content_hash, id LIMIT (SELECT $3::int))
SELECT c.id, c.title, c.heading_path, c.content, next.content AS continuation, p.url AS page_url, p.title AS page_title, best.score
FROM best
JOIN chunks c ON c.ctid = best.row_address AND c.assistant_id = ${ASSISTANT}
JOIN pages p ON p.id = c.page_id AND p.assistant_id = ${ASSISTANT}
-- The section's next chunk, for a reader with room for more than the chunk (the LLM engine).
LEFT JOIN LATERAL (SELECT n.content FROM chunks n WHERE n.page_id = c.page_id AND n.ordinal = c.ordinal + 1 AND n.heading_path = c.heading_path LIMIT 1) next ON true
ORDER BY best.score DESC, best.content_hash, c.id`;
}

/**
 * Word slots of the ranking statements. Most questions have at most 6 searchable words; every unused slot
 * still costs three parameters to send and parse, so the rest have their own statement.
 */
const SLOT_COUNTS = [6, MAX_TERMS, MAX_TERMS + MAX_VARIANTS];
const rankSql = new Map(SLOT_COUNTS.map((slots) => [slots, buildRankSql(slots)]));

async function rank(exec: SqlExecutor, input: { assistantId: string; terms: TermStat[]; limit: number }): Promise<Passage[]> {
  const { assistantId, terms, limit } = input;
  const plan = planProbes(terms);
  const slotCount = SLOT_COUNTS.find((slots) => slots >= terms.length)!;
  const slots = Array.from({ length: slotCount }, (_, i) => terms[i]);
  const rows = await exec(
    rankSql.get(slotCount)!,
    [
      assistantId,
      joinLexemes(
        terms.map((term) => term.lexeme),
        '|',
      ),
      limit,
      ...PLAN_PARAMS.map(([name]) => plan[name]),
      terms.filter((term) => !term.variant).length,
      ...slots.flatMap((term) =>
        term ? [quoteLexeme(term.lexeme), `${quoteLexeme(term.lexeme)}:A`, termWeight(term) * (term.variant ? VARIANT_WEIGHT : 1)] : [null, null, null],
      ),
    ],
    { name: `siteline_retrieval_rank_${slotCount}` },
  );
  return rows.map(rowToPassage);
}

/** Full-text search of one assistant's chunks with one text-search configuration. */
export async function searchLexical(
  exec: SqlExecutor,
  input: { assistantId: string; text: string; config: SearchConfig; limit: number; synonyms?: boolean },
): Promise<Passage[]> {
  const terms = await readTermStats(exec, input);
  if (terms.every((term) => term.variant)) return [];
  return spreadOverPages(await rank(exec, { assistantId: input.assistantId, terms, limit: input.limit * 2 }), input.limit);
}

/**
 * The best passages, a page's passages beyond its first PER_PAGE counting at CROWDED_WEIGHT of their
 * score among the first SPREAD_PASSAGES: one long page cannot crowd out other pages' good passages, but its
 * passages still beat other pages' weak ones. Passages past those (a reader taking more, the LLM engine) follow
 * the ranking: far down it, a crowded page's passage scoring twice another page's is the better one. Returned in
 * ranking order.
 */
export function spreadOverPages(ranked: readonly Passage[], limit: number): Passage[] {
  const perPage = new Map<string, number>();
  const weighed = ranked.map((passage, position) => {
    const count = (perPage.get(passage.pageUrl) ?? 0) + 1;
    perPage.set(passage.pageUrl, count);
    return { passage, position, weight: count > PER_PAGE ? passage.score * CROWDED_WEIGHT : passage.score };
  });
  const chosen = new Set(
    weighed
      .sort((a, b) => b.weight - a.weight || a.position - b.position)
      .slice(0, Math.min(limit, SPREAD_PASSAGES))
      .map((entry) => entry.passage),
  );
  for (const passage of ranked) {
    if (chosen.size >= limit) break;
    chosen.add(passage);
  }
  return ranked.filter((passage) => chosen.has(passage));
}
