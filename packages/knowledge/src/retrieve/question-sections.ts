import { hasCjkScript } from './cjk-search.ts';
import { rowToPassage, type Passage, type SqlExecutor } from './passage.ts';
import type { SearchConfig } from './search-config.ts';
import { readTermStats } from './term-stats.ts';
import { quoteLexeme } from './tsquery-text.ts';

/** Chunks read at most: sections headed by a question holding the words. */
const MAX_SECTIONS_READ = 200;
/**
 * The lookup reads every chunk holding the subject's rarest word, so it runs only when that word is in at most this
 * many of the site's chunks (about 2 ms; a word in 75,000 of 100,000 chunks took 65 ms on PGlite).
 */
const MAX_SUBJECT_CHUNKS = 1000;

// Chunks whose title or headings (weight A) hold the word ($2), under a heading that asks a question: an FAQ's
// "1.2. What is Debian GNU/Linux?".
const QUESTION_SECTIONS_SQL = `
SELECT c.id, c.title, c.heading_path, c.content, next.content AS continuation, 0::float8 AS score, p.url AS page_url, p.title AS page_title
FROM chunks c
JOIN pages p ON p.id = c.page_id AND p.assistant_id = $1
LEFT JOIN LATERAL (SELECT n.content FROM chunks n WHERE n.page_id = c.page_id AND n.ordinal = c.ordinal + 1 AND n.heading_path = c.heading_path LIMIT 1) next ON true
WHERE c.assistant_id = $1 AND c.search_vector @@ $2::tsquery AND (c.heading_path LIKE '%?%' OR c.heading_path LIKE '%？%')
ORDER BY c.page_id, c.ordinal
LIMIT ${MAX_SECTIONS_READ}`;

/**
 * Chunks of sections headed by a question whose headings hold the rarest word of `words` ("Debian" of "What is
 * Debian?"), in page order. None for words in Chinese, Japanese or Korean script, which the configuration does not
 * cut into words, or whose rarest word is in too many chunks to read them all.
 */
export async function readQuestionSections(exec: SqlExecutor, input: { assistantId: string; config: SearchConfig; words: string }): Promise<Passage[]> {
  if (hasCjkScript(input.words)) return [];
  const terms = await readTermStats(exec, { assistantId: input.assistantId, config: input.config, text: input.words });
  if (terms.length === 0 || terms[0]!.df > MAX_SUBJECT_CHUNKS) return [];
  // By the rarest word alone: the caller reads what each heading asks.
  const rows = await exec(QUESTION_SECTIONS_SQL, [input.assistantId, `${quoteLexeme(terms[0]!.lexeme)}:A`]);
  return rows.map(rowToPassage);
}
