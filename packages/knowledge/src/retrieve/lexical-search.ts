import { rowToPassage, type Passage, type SqlExecutor } from './passage.ts';
import type { SearchConfig } from './search-config.ts';
import { DF_CAP, readTermStats, termWeight, type TermStat } from './term-stats.ts';
import { joinLexemes, quoteLexeme } from './tsquery-text.ts';

/** At most this many chunks sharing the question's rarer words are ranked in full. */
const RARE_BUDGET = DF_CAP;
/** Each probe among common words contributes at most this many candidates. */
const PROBE_LIMIT = 40;
/** Common words are looked for among this many of the assistant's chunks, read in index order. */
const SAMPLE_SIZE = 600;
/** Common words up to this share of all chunks may still be intersected through the index. */
const INDEX_PAIR_MAX_FREQ = 0.05;
/** A word in the chunk's title or heading path counts this much more than one in its text. */
const TITLE_BOOST = 1.5;
/** One page fills at most this many of the returned passages, so one long page cannot crowd out the rest. */
const PER_PAGE = 2;

/**
 * 'index' asks the GIN index, whose cost grows with how many chunks (of all assistants) hold the
 * words; 'sample' tests the words on a bounded run of the assistant's own chunks and stops at the
 * limit, whose cost does not grow with the corpus.
 */
interface Probe {
  query: string;
  limit: number;
  method: 'index' | 'sample';
}

/**
 * Candidate probes that never read a common word's posting list: the GIN index finds every chunk
 * holding one of the rare words (their counts add up to at most RARE_BUDGET); common words, which
 * even combined can match tens of thousands of chunks, are looked for in a bounded sample.
 */
function buildProbes(terms: TermStat[]): { probes: Probe[]; common: string[] } {
  const probes: Probe[] = [];
  const rare: string[] = [];
  let budget = 0;
  for (const term of terms) {
    if (term.df >= DF_CAP || budget + term.df > RARE_BUDGET) break;
    budget += term.df;
    rare.push(term.lexeme);
  }
  if (rare.length > 0) probes.push({ query: joinLexemes(rare, '|'), limit: RARE_BUDGET, method: 'index' });
  const commonTerms = terms.slice(rare.length);
  const common = commonTerms.map((term) => term.lexeme);
  // The two least common words together, through the index when their lists are of bounded length
  // (GIN intersects from the shorter list): finds "canada" + "take" beyond the sample.
  const pair = commonTerms.slice(0, 2);
  if (pair.length === 2 && pair.every((term) => term.globalFreq !== undefined && term.globalFreq <= INDEX_PAIR_MAX_FREQ)) {
    probes.push({ query: joinLexemes(common.slice(0, 2), '&'), limit: PROBE_LIMIT, method: 'index' });
  }
  if (common.length >= 2) probes.push({ query: joinLexemes(common, '&'), limit: PROBE_LIMIT, method: 'sample' });
  if (common.length >= 3) probes.push({ query: joinLexemes(common.slice(0, 2), '&'), limit: PROBE_LIMIT, method: 'sample' });
  if (common.length > 0 && rare.length === 0) probes.push({ query: joinLexemes(common, '|'), limit: PROBE_LIMIT, method: 'sample' });
  return { probes, common };
}

/**
 * Ranks the candidates only: each matched word adds its rarity (idf from the capped count), more
 * when it is in the title or headings (weight A); ts_rank_cd adds term frequency and proximity.
 * Every test is one C-level tsvector lookup, so scoring a few hundred rows stays cheap; only the
 * winners are joined to their page and text.
 */
function buildRankSql(termCount: number, methods: Probe['method'][]): string {
  // $1 assistant, $2 any-word query, $3 limit, then per term: query, title query, idf; then per probe: query, limit.
  const termParam = (i: number, k: number) => `$${4 + i * 3 + k}`;
  const probeParam = (i: number, k: number) => `$${4 + termCount * 3 + i * 2 + k}`;
  // A chunk holding more of the question's distinct words is worth more than one repeating a
  // single word in its title: the sum is scaled by the share of words matched.
  const matched = Array.from({ length: termCount }, (_, i) => `(CASE WHEN search_vector @@ ${termParam(i, 0)}::tsquery THEN 1 ELSE 0 END)`).join(' + ');
  const score = `(${[
    `0.3 * ts_rank_cd('{0.1, 0.2, 0.4, 1.0}', search_vector, $2::tsquery, 1)`,
    ...Array.from({ length: termCount }, (_, i) =>
      `(CASE WHEN search_vector @@ ${termParam(i, 0)}::tsquery THEN ${termParam(i, 2)}::float8 * (CASE WHEN search_vector @@ ${termParam(i, 1)}::tsquery THEN ${1 + TITLE_BOOST} ELSE 1 END) ELSE 0 END)`),
  ].join('\n      + ')}) * (1 + 2 * (${matched})::float8 / ${termCount}) / 3`;
  // The index probe hides its query from the planner (an InitPlan) so it never prefers a seq scan
  // that would walk other assistants' rows; the sample walks this assistant's btree range only.
  const probes = methods.map((method, i) => method === 'index'
    ? `(SELECT id, ${score} AS score FROM chunks
     WHERE assistant_id = $1 AND search_vector @@ (SELECT ${probeParam(i, 0)}::tsquery) LIMIT ${probeParam(i, 1)})`
    : `(SELECT id, ${score} AS score FROM sample WHERE search_vector @@ ${probeParam(i, 0)}::tsquery LIMIT ${probeParam(i, 1)})`);
  // One walk of the assistant's own index range, shared by every sample probe.
  const sample = methods.includes('sample')
    ? `sample AS MATERIALIZED (SELECT id, search_vector FROM chunks WHERE assistant_id = $1 ORDER BY content_hash LIMIT ${SAMPLE_SIZE}),\n`
    : '';
  return `
WITH ${sample}candidates AS (${probes.join('\n  UNION ALL\n  ')}),
best AS (SELECT id, max(score) AS score FROM candidates GROUP BY id ORDER BY 2 DESC, id LIMIT $3)
SELECT c.id, c.title, c.heading_path, c.content, p.url AS page_url, p.title AS page_title, best.score
FROM best
JOIN chunks c ON c.id = best.id AND c.assistant_id = $1
JOIN pages p ON p.id = c.page_id AND p.assistant_id = $1
ORDER BY best.score DESC, c.id`;
}

async function rankProbes(exec: SqlExecutor, assistantId: string, terms: TermStat[], probes: Probe[], limit: number): Promise<Passage[]> {
  const rows = await exec(buildRankSql(terms.length, probes.map((probe) => probe.method)), [
    assistantId,
    joinLexemes(terms.map((term) => term.lexeme), '|'),
    limit,
    ...terms.flatMap((term) => [quoteLexeme(term.lexeme), `${quoteLexeme(term.lexeme)}:A`, termWeight(term)]),
    ...probes.flatMap((probe) => [probe.query, probe.limit]),
  ]);
  return rows.map(rowToPassage);
}

/** Full-text search of one assistant's chunks with one text-search configuration. */
export async function searchLexical(
  exec: SqlExecutor,
  input: { assistantId: string; text: string; config: SearchConfig; limit: number },
): Promise<Passage[]> {
  const terms = await readTermStats(exec, input.assistantId, input.config, input.text);
  if (terms.length === 0) return [];
  const { probes, common } = buildProbes(terms);
  const wide = input.limit * 2;
  const found = probes.length > 0 ? await rankProbes(exec, input.assistantId, terms, probes, wide) : [];
  if (found.length > 0 || common.length === 0) return spreadOverPages(found, input.limit);
  // The common words are rare in the sample, so the index lists for them together are short.
  return spreadOverPages(await rankProbes(exec, input.assistantId, terms, [{ query: joinLexemes(common, '&'), limit: PROBE_LIMIT, method: 'index' }], wide), input.limit);
}

/** The best passages, at most PER_PAGE from one page while other pages have candidates left. */
export function spreadOverPages(ranked: readonly Passage[], limit: number): Passage[] {
  const perPage = new Map<string, number>();
  const kept: Passage[] = [];
  const spare: Passage[] = [];
  for (const passage of ranked) {
    const count = perPage.get(passage.pageUrl) ?? 0;
    if (count < PER_PAGE) {
      perPage.set(passage.pageUrl, count + 1);
      kept.push(passage);
    } else spare.push(passage);
  }
  // Keep the ranking order; the crowded-out passages only fill what is left.
  const chosen = new Set([...kept.slice(0, limit), ...spare.slice(0, Math.max(0, limit - kept.length))]);
  return ranked.filter((passage) => chosen.has(passage));
}
