import { segmentText } from '../chunk/segment-text.ts';
import { rowToPassage, type Passage, type SqlExecutor } from './passage.ts';
import { KOREAN_ASKING_WORDS, KOREAN_PARTICLES, koreanStem } from './korean-words.ts';
import { quoteLexeme } from './tsquery-text.ts';

/** Scripts whose runs the full-text parser keeps whole: Chinese, Japanese and Korean. */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const HANGUL = /^\p{Script=Hangul}+$/u;
const HAN_KATAKANA = /[\p{Script=Han}\p{Script=Katakana}]/u;
const LATIN_WORD = /^[\p{Script=Latin}\p{N}][\p{Script=Latin}\p{N}._-]*$/u;
const TRAILING_KANA = /[\p{Script=Hiragana}]+$/u;
// Words that only ask or address ("什么", "你们", "何"), which would make every chunk match.
const FILLER = new Set(
  '的 了 是 吗 呢 吧 在 有 和 与 这 那 个 我 你 他 她 它 我们 你们 他们 什么 怎么 怎样 怎么样 哪 哪里 哪儿 哪个 为什么 如何 多少 可以 能 会 要 想 请 请问 一下 何 誰 方法 時 事 物 中 上 下'.split(
    ' ',
  ),
);
const KOREAN_FILLER = new Set([...KOREAN_ASKING_WORDS, ...KOREAN_PARTICLES]);
const MAX_PATTERNS = 10;
/** Shorter beginnings of a word looked for when the site does not hold it (`wordForms`). */
const MAX_SHORTER_FORMS = 3;
/** Chunks read per word of the question: a word in more of the site's chunks tells little, and its count stops there. */
const WORD_HITS = 300;
// The dictionary word breaker is the same for Chinese and Japanese; built once, it is stateless to use.
const WORDS = new Intl.Segmenter('ja', { granularity: 'word' });

/**
 * What a Chinese, Japanese or Korean question is looked for by: its dictionary words in Chinese characters or
 * katakana, their inflection endings cut ("読む" -> "読", so "読み" matches), its Korean words without their
 * particles, and its words in Latin letters or digits ("Debian", "apt-get"), lowered since the page may write
 * them in any case. Words in hiragana alone are particles and endings ("って", "ですか"), not what the question is about.
 */
export function questionPatterns(text: string): string[] {
  const patterns = new Set<string>();
  for (const { segment, isWordLike } of segmentText(WORDS, text)) {
    if (!isWordLike) continue;
    if (HANGUL.test(segment)) {
      const word = koreanStem(segment);
      if (!KOREAN_FILLER.has(word) && !KOREAN_FILLER.has(segment)) patterns.add(word);
    } else if (HAN_KATAKANA.test(segment)) {
      const word = segment.replace(TRAILING_KANA, '');
      // A lone katakana is a piece of a loanword the dictionary does not know ("メンテ|ナ").
      if (!FILLER.has(word) && !/^\p{Script=Katakana}$/u.test(word)) patterns.add(word);
    } else if (LATIN_WORD.test(segment) && segment.length >= 2) patterns.add(segment.toLowerCase());
  }
  return [...patterns].slice(0, MAX_PATTERNS);
}

/**
 * A word of the question as a tsquery of the chunk vectors: a Chinese, Japanese or Korean word is the phrase of its
 * character pairs (a single character is itself), which the vectors hold by `search_grams`; a word in Latin letters
 * is the 'simple' configuration's lexeme, a number the prefix of one. `weight` 'A' restricts it to titles and headings.
 */
export function wordQuery(word: string, weight = ''): string {
  const label = (prefix: string) => (prefix || weight ? `:${prefix}${weight}` : '');
  // A number also finds the versions it starts ("7" of "Debian 7.0"), which the parser keeps as one word.
  if (!CJK.test(word)) return quoteLexeme(word) + label(/^\d/.test(word) ? '*' : '');
  const chars = [...word];
  const grams = chars.length === 1 ? chars : chars.slice(0, -1).map((char, i) => char + chars[i + 1]);
  return grams.map((gram) => quoteLexeme(gram) + label('')).join(' <-> ');
}

// PostgreSQL's 'simple' parser keeps a run of Chinese or Japanese, or a Korean word with its particle, as one
// word, so the chunks' vectors also hold the character pairs of such runs: each word of the question is looked up
// through the search index as the phrase of its pairs, and weighs by its rarity among the site's chunks
// ("パッケージ" on a Debian site tells little), twice in the title or headings.
const CJK_SQL = `
WITH forms AS (SELECT i, k, query::tsquery, title_query::tsquery FROM unnest($2::text[], $3::text[], $5::int[]) WITH ORDINALITY AS u(query, title_query, i, k)),
-- Each word by its first form (the word, then its shorter beginnings) that some chunk of the site holds.
words AS (SELECT DISTINCT ON (i) i, query, title_query FROM forms f
  WHERE EXISTS (SELECT FROM chunks WHERE assistant_id = $1 AND search_vector @@ f.query) ORDER BY i, k),
hits AS MATERIALIZED (
  SELECT hit.id, hit.content_hash, w.i, hit.in_title FROM words w, LATERAL (
    SELECT id, content_hash, search_vector @@ w.title_query AS in_title FROM chunks
    WHERE assistant_id = $1 AND search_vector @@ w.query LIMIT ${WORD_HITS}) hit
),
total AS (SELECT greatest(1, coalesce((SELECT chunk_count FROM chunk_terms WHERE assistant_id = $1 AND lexeme = ''), 1))::float8 AS chunks),
rarity AS (SELECT i, ln(1 + (SELECT chunks FROM total) / count(*)) AS weight FROM hits GROUP BY i),
best AS (
  SELECT h.id, h.content_hash, sum(r.weight * CASE WHEN h.in_title THEN 2 ELSE 1 END) AS score FROM hits h JOIN rarity r USING (i)
  GROUP BY h.id, h.content_hash ORDER BY score DESC, h.content_hash, h.id LIMIT $4
)
SELECT c.id, c.title, c.heading_path, c.content, next.content AS continuation, best.score, p.url AS page_url, p.title AS page_title
FROM best JOIN chunks c ON c.id = best.id JOIN pages p ON p.id = c.page_id
-- The section's next chunk, for a reader with room for more than the chunk (the LLM engine).
LEFT JOIN LATERAL (SELECT n.content FROM chunks n WHERE n.page_id = c.page_id AND n.ordinal = c.ordinal + 1 AND n.heading_path = c.heading_path LIMIT 1) next ON true
ORDER BY best.score DESC, best.content_hash, c.id`;

/** True when a question holds Chinese, Japanese or Korean script. */
export function hasCjkScript(text: string): boolean {
  return CJK.test(text);
}

/** Search by the words of a Chinese, Japanese or Korean question, scoped to one assistant. */
export async function searchCjkWords(exec: SqlExecutor, input: { assistantId: string; text: string; limit: number }): Promise<Passage[]> {
  const forms = questionPatterns(input.text).flatMap((word, i) => wordForms(word).map((form) => ({ form, i })));
  if (forms.length === 0) return [];
  const rows = await exec(CJK_SQL, [
    input.assistantId,
    forms.map(({ form }) => wordQuery(form)),
    forms.map(({ form }) => wordQuery(form, 'A')),
    input.limit,
    forms.map(({ i }) => i),
  ]);
  return rows.map(rowToPassage);
}

/**
 * A word of the question, then, for a word in Chinese characters or katakana of three or more, its beginnings down
 * to half its length: "コードネーム" is looked for as "コード" on a site that writes "コード名", "默认端口号" as "默认端口".
 * The first form the site holds is searched.
 */
function wordForms(word: string): string[] {
  const chars = [...word];
  if (chars.length < 3 || !/^[\p{Script=Han}\p{Script=Katakana}ー]+$/u.test(word)) return [word];
  const shortest = Math.max(2, Math.ceil(chars.length / 2), chars.length - MAX_SHORTER_FORMS);
  return Array.from({ length: chars.length - shortest + 1 }, (_, cut) => chars.slice(0, chars.length - cut).join(''));
}
