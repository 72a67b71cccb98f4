import { rowToPassage, type Passage, type SqlExecutor } from './passage.ts';

const HAN_KANA = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
// Particles and function characters that would make every chunk match.
const FILLER = new Set([...'のはがをにでともかへやよねなだですますした的了是吗呢我你他们在有和与这那个么什']);
const MAX_PATTERNS = 10;
/** Chunks scanned per question; CJK sites beyond this are searched on their first chunks only. */
const SCAN_LIMIT = 5000;

/** Character pairs of the Chinese or Japanese runs of a question, without particles. */
export function cjkBigrams(text: string): string[] {
  const pairs = new Set<string>();
  for (const run of text.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]+/gu) ?? []) {
    const chars = [...run];
    for (let i = 0; i + 1 < chars.length; i += 1) {
      if (FILLER.has(chars[i]!) && FILLER.has(chars[i + 1]!)) continue;
      if (FILLER.has(chars[i + 1]!) && !HAN_KANA.test(chars[i]!)) continue;
      pairs.add(chars[i]! + chars[i + 1]!);
    }
  }
  return [...pairs];
}

/** Words in Latin letters or digits among them ("Debian", "apt-get"), which the page may write in any case. */
function latinWords(text: string): string[] {
  return [...new Set((text.match(/[\p{Script=Latin}\p{N}][\p{Script=Latin}\p{N}._-]*/gu) ?? []).map((word) => word.toLowerCase()))].filter(
    (word) => word.length >= 2,
  );
}

/** What a Chinese or Japanese question is looked for by: its words in Latin letters, then its character pairs. */
export function questionPatterns(text: string): string[] {
  return [...latinWords(text), ...cjkBigrams(text)].slice(0, MAX_PATTERNS);
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
