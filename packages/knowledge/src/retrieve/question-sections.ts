import { hasCjkScript } from './cjk-search.ts';
import { rowToPassage, type Passage, type SqlExecutor } from './passage.ts';
import type { SearchConfig } from './search-config.ts';
import { readTermStats } from './term-stats.ts';
import { quoteLexeme } from './tsquery-text.ts';

/**
 * The lookup reads every chunk holding the subject's rarest word, so it runs only when that word is in at most this
 * many of the site's chunks (about 1 ms; a word in 75,000 of 100,000 chunks took 65 ms on PGlite).
 */
const MAX_SUBJECT_CHUNKS = 500;

/** A chunk under a heading that asks a question, by its place: which heading asks what is for the caller to read. */
export interface QuestionHeading {
  chunkId: string;
  pageUrl: string;
  headingPath: string;
}

// Chunks whose title or headings (weight A) hold the word ($2), under a heading that asks a question: an FAQ's
// "1.2. What is Debian GNU/Linux?". Only their headings are read; the chosen ones' text after.
const QUESTION_HEADINGS_SQL = `
SELECT c.id, c.heading_path, p.url AS page_url
FROM chunks c
JOIN pages p ON p.id = c.page_id AND p.assistant_id = $1
WHERE c.assistant_id = $1 AND c.search_vector @@ $2::tsquery AND (c.heading_path LIKE '%?%' OR c.heading_path LIKE '%？%')
ORDER BY p.url, c.ordinal
LIMIT ${MAX_SUBJECT_CHUNKS}`;

const PASSAGES_SQL = `
SELECT c.id, c.title, c.heading_path, c.content, next.content AS continuation, 0::float8 AS score, p.url AS page_url, p.title AS page_title
FROM chunks c
JOIN pages p ON p.id = c.page_id AND p.assistant_id = $1
LEFT JOIN LATERAL (SELECT n.content FROM chunks n WHERE n.page_id = c.page_id AND n.ordinal = c.ordinal + 1 AND n.heading_path = c.heading_path LIMIT 1) next ON true
WHERE c.assistant_id = $1 AND c.id = ANY($2::uuid[])`;

/**
 * The chunks under headings that ask a question and hold the rarest word of `words` ("Debian" of "What is
 * Debian?"), in page order. None for words in Chinese, Japanese or Korean script, which the configuration does not
 * cut into words, or whose rarest word is in too many chunks to read them all.
 */
export async function readQuestionHeadings(exec: SqlExecutor, input: { assistantId: string; config: SearchConfig; words: string }): Promise<QuestionHeading[]> {
  const titleQuery = await subjectTitleQuery(exec, input);
  if (!titleQuery) return [];
  const rows = await exec(QUESTION_HEADINGS_SQL, [input.assistantId, titleQuery]);
  return rows.map((row) => ({ chunkId: String(row.id), pageUrl: String(row.page_url), headingPath: String(row.heading_path) }));
}

/**
 * The search for chunks holding the rarest word of `words` in their title or headings, as a tsquery; undefined for
 * words in Chinese, Japanese or Korean script, which the configuration does not cut into words, or whose rarest word
 * is in more than MAX_SUBJECT_CHUNKS chunks, too many to read them all.
 */
export async function subjectTitleQuery(exec: SqlExecutor, input: { assistantId: string; config: SearchConfig; words: string }): Promise<string | undefined> {
  if (hasCjkScript(input.words)) return undefined;
  // A word, not a compound of two ("sparse-checkout"): a title writing "git-sparse-checkout(1)" is indexed as that
  // whole and each of its words.
  const terms = (await readTermStats(exec, { assistantId: input.assistantId, config: input.config, text: input.words })).filter(
    (term) => !term.lexeme.includes('-'),
  );
  if (terms.length === 0 || terms[0]!.df > MAX_SUBJECT_CHUNKS) return undefined;
  return `${quoteLexeme(terms[0]!.lexeme)}:A`;
}

/** The assistant's chunks of these ids as passages, in the order of `chunkIds`. */
export async function readPassages(exec: SqlExecutor, input: { assistantId: string; chunkIds: readonly string[] }): Promise<Passage[]> {
  if (input.chunkIds.length === 0) return [];
  const passages = (await exec(PASSAGES_SQL, [input.assistantId, input.chunkIds])).map(rowToPassage);
  return input.chunkIds.flatMap((id) => passages.filter((passage) => passage.chunkId === id));
}
