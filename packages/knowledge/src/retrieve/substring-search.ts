import { rowToPassage, type Passage, type SqlExecutor } from './passage.ts';

const HAN_KANA = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const HAN_KATAKANA = /[\p{Script=Han}\p{Script=Katakana}]/u;
const LATIN_WORD = /^[\p{Script=Latin}\p{N}][\p{Script=Latin}\p{N}._-]*$/u;
const TRAILING_KANA = /[\p{Script=Hiragana}]+$/u;
// Words that only ask or address ("什么", "你们", "何"), which would make every chunk match.
const FILLER = new Set(
  '的 了 是 吗 呢 吧 在 有 和 与 这 那 个 我 你 他 她 它 我们 你们 他们 什么 怎么 怎样 怎么样 哪 哪里 哪儿 哪个 为什么 如何 多少 可以 能 会 要 想 请 请问 一下 何 誰 方法 時 事 物 中 上 下'.split(' '),
);
const MAX_PATTERNS = 10;
/** Chunks scanned per question; CJK sites beyond this are searched on their first chunks only. */
const SCAN_LIMIT = 5000;
// The dictionary word breaker is the same for Chinese and Japanese; built once, it is stateless to use.
const WORDS = new Intl.Segmenter('ja', { granularity: 'word' });

/**
 * What a Chinese or Japanese question is looked for by: its dictionary words in Chinese characters or
 * katakana, their inflection endings cut ("読む" -> "読", so "読み" matches), and its words in Latin
 * letters or digits ("Debian", "apt-get"), lowered since the page may write them in any case. Words
 * in hiragana alone are particles and endings ("って", "ですか"), not what the question is about.
 */
export function questionPatterns(text: string): string[] {
  const patterns = new Set<string>();
  for (const { segment, isWordLike } of WORDS.segment(text)) {
    if (!isWordLike) continue;
    if (HAN_KATAKANA.test(segment)) {
      const word = segment.replace(TRAILING_KANA, '');
      // A lone katakana is a piece of a loanword the dictionary does not know ("メンテ|ナ").
      if (!FILLER.has(word) && !/^\p{Script=Katakana}$/u.test(word)) patterns.add(word);
    } else if (LATIN_WORD.test(segment) && segment.length >= 2) patterns.add(segment.toLowerCase());
  }
  return [...patterns].slice(0, MAX_PATTERNS);
}

// PostgreSQL's 'simple' parser keeps a run of Chinese or Japanese as one word, so the full-text
// index cannot find words inside it: the question's character pairs and Latin words are looked for in
// each chunk, each weighing by its rarity among the scanned chunks ("パッ" of every "パッケージ", "Debian" on a
// Debian site, tell little), twice in the title or headings. The text is lowered once for the Latin words:
// ILIKE made the scan about three times slower.
const SUBSTRING_SQL = `
WITH patterns AS (SELECT i, '%' || replace(replace(replace(p, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%' AS pattern FROM unnest($2::text[]) WITH ORDINALITY AS u(p, i)),
scanned AS (SELECT id, lower(title) AS title, lower(heading_path) AS heading_path, lower(content) AS content FROM chunks WHERE assistant_id = $1 LIMIT ${SCAN_LIMIT}),
hits AS MATERIALIZED (
  SELECT s.id, p.i, (s.title LIKE p.pattern OR s.heading_path LIKE p.pattern) AS in_title
  FROM scanned s JOIN patterns p ON s.content LIKE p.pattern OR s.title LIKE p.pattern OR s.heading_path LIKE p.pattern
),
total AS (SELECT count(*)::float8 AS chunks FROM (SELECT 1 FROM chunks WHERE assistant_id = $1 LIMIT ${SCAN_LIMIT}) counted),
rarity AS (SELECT i, ln(1 + (SELECT chunks FROM total) / count(*)) AS weight FROM hits GROUP BY i),
best AS (
  SELECT h.id, sum(r.weight * CASE WHEN h.in_title THEN 2 ELSE 1 END) AS score FROM hits h JOIN rarity r USING (i)
  GROUP BY h.id ORDER BY score DESC, h.id LIMIT $3
)
SELECT c.id, c.title, c.heading_path, c.content, best.score, p.url AS page_url, p.title AS page_title
FROM best JOIN chunks c ON c.id = best.id JOIN pages p ON p.id = c.page_id
ORDER BY best.score DESC, c.id`;

/** True when a question holds Chinese or Japanese script. */
export function hasHanOrKana(text: string): boolean {
  return HAN_KANA.test(text);
}

/** Substring search for Chinese and Japanese questions, scoped to one assistant. */
export async function searchSubstrings(exec: SqlExecutor, input: { assistantId: string; text: string; limit: number }): Promise<Passage[]> {
  const patterns = questionPatterns(input.text);
  if (patterns.length === 0) return [];
  const rows = await exec(SUBSTRING_SQL, [input.assistantId, patterns, input.limit]);
  return rows.map(rowToPassage);
}
