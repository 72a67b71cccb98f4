import { hasCjkScript, questionPatterns, wordQuery } from './cjk-search.ts';
import { rowToPassage, type Passage, type SqlExecutor } from './passage.ts';
import { isQuestionWord } from './question-words.ts';
import type { SearchConfig } from './search-config.ts';

/** Chunks read at most: sections headed by a question holding the words. */
const MAX_SECTIONS_READ = 200;

// Chunks whose title or headings (weight A) hold every word of $3, under a heading that asks a question: an FAQ's
// "1.2. What is Debian GNU/Linux?". $4, when given, is the words as a ready query (Chinese, Japanese, Korean).
const QUESTION_SECTIONS_SQL = `
WITH words AS (
  SELECT coalesce($4::tsquery, (SELECT string_agg(quote_literal(lexeme) || ':A', ' & ') FROM unnest(tsvector_to_array(to_tsvector($2::regconfig, $3))) AS lexeme)::tsquery) AS query)
SELECT c.id, c.title, c.heading_path, c.content, next.content AS continuation, 0::float8 AS score, p.url AS page_url, p.title AS page_title
FROM chunks c
JOIN pages p ON p.id = c.page_id AND p.assistant_id = $1
LEFT JOIN LATERAL (SELECT n.content FROM chunks n WHERE n.page_id = c.page_id AND n.ordinal = c.ordinal + 1 AND n.heading_path = c.heading_path LIMIT 1) next ON true
WHERE c.assistant_id = $1 AND c.search_vector @@ (SELECT query FROM words) AND (c.heading_path LIKE '%?%' OR c.heading_path LIKE '%？%')
ORDER BY c.page_id, c.ordinal
LIMIT ${MAX_SECTIONS_READ}`;

/** The chunks of sections headed by a question ("What is X?") whose headings hold every word of `words`, in page order. */
export async function readQuestionSections(exec: SqlExecutor, input: { assistantId: string; config: SearchConfig; words: string }): Promise<Passage[]> {
  // "Debian überhaupt" of "Was ist Debian überhaupt?": its particle is no word of the heading.
  const words = input.words
    .split(/\s+/)
    .filter((word) => word !== '' && !isQuestionWord(word, input.config))
    .join(' ');
  const cjk = hasCjkScript(words) ? questionPatterns(words).map((word) => wordQuery(word, 'A')) : [];
  const ready = cjk.length > 0 ? cjk.map((query) => `(${query})`).join(' & ') : null;
  const rows = await exec(QUESTION_SECTIONS_SQL, [input.assistantId, input.config, words, ready]);
  return rows.map(rowToPassage);
}
