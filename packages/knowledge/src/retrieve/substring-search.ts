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
  return [...pairs].slice(0, MAX_PATTERNS);
}

// PostgreSQL's 'simple' parser keeps a run of Chinese or Japanese as one word, so the full-text
// index cannot find words inside it: count the question's character pairs found in each chunk.
const SUBSTRING_SQL = `
WITH patterns AS (SELECT '%' || replace(replace(replace(p, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%' AS pattern FROM unnest($2::text[]) p),
scanned AS (SELECT id, page_id, title, heading_path, content FROM chunks WHERE assistant_id = $1 LIMIT ${SCAN_LIMIT}),
scored AS (
  SELECT s.*, (SELECT count(*) FROM patterns WHERE s.content LIKE pattern)
    + 2 * (SELECT count(*) FROM patterns WHERE s.title LIKE pattern OR s.heading_path LIKE pattern) AS score
  FROM scanned s
)
SELECT scored.id, scored.title, scored.heading_path, scored.content, scored.score, p.url AS page_url, p.title AS page_title
FROM scored JOIN pages p ON p.id = scored.page_id
WHERE scored.score > 0
ORDER BY scored.score DESC, scored.id
LIMIT $3`;

/** True when a question holds Chinese or Japanese script. */
export function hasHanOrKana(text: string): boolean {
  return HAN_KANA.test(text);
}

/** Substring search for Chinese and Japanese questions, scoped to one assistant. */
export async function searchSubstrings(exec: SqlExecutor, input: { assistantId: string; text: string; limit: number }): Promise<Passage[]> {
  const patterns = cjkBigrams(input.text);
  if (patterns.length === 0) return [];
  const rows = await exec(SUBSTRING_SQL, [input.assistantId, patterns, input.limit]);
  return rows.map(rowToPassage);
}
