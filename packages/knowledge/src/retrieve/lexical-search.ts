import type { Passage, SqlExecutor } from './passage.ts';
import type { SearchConfig } from './search-config.ts';
import { joinLexemes } from './tsquery-text.ts';

/** Document frequencies are counted only up to here: past it a word is "common" and barely informative. */
const DF_CAP = 1000;
/** At most this many chunks sharing the question's rarer words are ranked in full. */
const RARE_BUDGET = 300;
/** Each relaxed "all of these words" probe contributes at most this many candidates. */
const PROBE_LIMIT = 80;
/** Long questions (or folded history) are cut to their first terms. */
const MAX_TERMS = 12;
/** A word in the chunk's title or heading path counts this much more than one in its text. */
const TITLE_BOOST = 1.5;

interface TermStat {
  lexeme: string;
  df: number;
}

// Normalises the question with the same configuration the chunks were indexed with (stemming, stop
// words) and counts, per word, how many of this assistant's chunks contain it, stopping at DF_CAP.
const TERM_STATS_SQL = `
SELECT t.lexeme,
  (SELECT count(*)::int FROM (
     SELECT 1 FROM chunks c
     WHERE c.assistant_id = $1 AND c.search_vector @@ quote_literal(t.lexeme)::tsquery
     LIMIT ${DF_CAP}) hits) AS df
FROM (SELECT DISTINCT lexeme FROM unnest(tsvector_to_array(to_tsvector($2::regconfig, $3))) AS lexeme) t`;

async function readTermStats(exec: SqlExecutor, assistantId: string, config: SearchConfig, text: string): Promise<TermStat[]> {
  const rows = await exec(TERM_STATS_SQL, [assistantId, config, text]);
  return rows
    .map((row) => ({ lexeme: String(row.lexeme), df: Number(row.df) }))
    .filter((term) => term.df > 0)
    .sort((a, b) => a.df - b.df || a.lexeme.localeCompare(b.lexeme))
    .slice(0, MAX_TERMS);
}

/**
 * Candidate probes, each cheap for the GIN index: every chunk holding one of the rare words (their
 * counts add up to at most RARE_BUDGET), capped samples holding all the common words, then all but
 * the most common ones, and last a capped sample holding any common word.
 */
function buildProbes(terms: TermStat[]): { query: string; limit: number }[] {
  const probes: { query: string; limit: number }[] = [];
  const rare: string[] = [];
  let budget = 0;
  for (const term of terms) {
    if (budget + term.df > RARE_BUDGET) break;
    budget += term.df;
    rare.push(term.lexeme);
  }
  if (rare.length > 0) probes.push({ query: joinLexemes(rare, '|'), limit: RARE_BUDGET });
  // Chunks with a rare word are all in already; look among the rest for several common words together.
  const common = terms.slice(rare.length).map((term) => term.lexeme);
  for (let size = common.length; size >= 2 && common.length - size < 3; size -= 1) {
    probes.push({ query: joinLexemes(common.slice(0, size), '&'), limit: PROBE_LIMIT });
  }
  if (common.length > 0) probes.push({ query: joinLexemes(common, '|'), limit: PROBE_LIMIT });
  return probes;
}

/**
 * Ranks the candidates only: per matched word, its rarity (idf from the capped count) times a
 * saturated term frequency, boosted when the word is in the title or headings (weight A), plus
 * ts_rank_cd's cover density so words close together rank higher.
 */
function buildRankSql(probeCount: number): string {
  const probes = Array.from({ length: probeCount }, (_, i) =>
    `(SELECT id FROM chunks WHERE assistant_id = $1 AND search_vector @@ $${i + 6}::tsquery LIMIT $${i + 6 + probeCount})`);
  return `
WITH candidates AS (${probes.join('\n  UNION\n  ')}),
terms AS (SELECT * FROM unnest($2::text[], $3::float8[]) AS t(lexeme, idf))
SELECT c.id, c.title, c.heading_path, c.content, p.url AS page_url, p.title AS page_title,
  s.score + ts_rank_cd('{0.1, 0.2, 0.4, 1.0}', c.search_vector, $4::tsquery, 1) AS score
FROM candidates
JOIN chunks c ON c.id = candidates.id AND c.assistant_id = $1
JOIN pages p ON p.id = c.page_id AND p.assistant_id = $1
CROSS JOIN LATERAL (
  SELECT coalesce(sum(t.idf * (cardinality(u.positions) * 2.2 / (cardinality(u.positions) + 1.2))
    * (CASE WHEN 'A' = ANY(u.weights) THEN ${1 + TITLE_BOOST} ELSE 1 END)), 0) AS score
  FROM unnest(c.search_vector) u JOIN terms t ON t.lexeme = u.lexeme
) s
ORDER BY score DESC, c.id
LIMIT $5`;
}

/** Full-text search of one assistant's chunks with one text-search configuration. */
export async function searchLexical(
  exec: SqlExecutor,
  input: { assistantId: string; text: string; config: SearchConfig; limit: number },
): Promise<Passage[]> {
  const terms = await readTermStats(exec, input.assistantId, input.config, input.text);
  if (terms.length === 0) return [];
  const probes = buildProbes(terms);
  const idf = terms.map((term) => Math.log(1 + DF_CAP / term.df));
  const rows = await exec(buildRankSql(probes.length), [
    input.assistantId,
    terms.map((term) => term.lexeme),
    idf,
    joinLexemes(terms.map((term) => term.lexeme), '|'),
    input.limit,
    ...probes.map((probe) => probe.query),
    ...probes.map((probe) => probe.limit),
  ]);
  return rows.map((row) => ({
    chunkId: String(row.id),
    pageUrl: String(row.page_url),
    pageTitle: String(row.page_title || row.title || ''),
    headingPath: String(row.heading_path ?? ''),
    content: String(row.content),
    score: Number(row.score),
  }));
}
