import { rowToPassage, type Passage, type SqlExecutor } from './passage.ts';

// The opening chunks of one page of the assistant, found by its address through the (assistant, url) index.
const START_PAGE_SQL = `
SELECT c.id, c.title, c.heading_path, c.content, next.content AS continuation, 0::float8 AS score, p.url AS page_url, p.title AS page_title
FROM pages p
JOIN chunks c ON c.page_id = p.id AND c.assistant_id = $1
LEFT JOIN LATERAL (SELECT n.content FROM chunks n WHERE n.page_id = c.page_id AND n.ordinal = c.ordinal + 1 AND n.heading_path = c.heading_path LIMIT 1) next ON true
WHERE p.assistant_id = $1 AND p.url = ANY($2::text[]) AND c.ordinal < $3
ORDER BY c.ordinal
LIMIT $3`;

/** The first `count` chunks of the site's start page, stored under one of `urls`; none when it was not crawled. */
export async function readStartPagePassages(exec: SqlExecutor, input: { assistantId: string; urls: readonly string[]; count: number }): Promise<Passage[]> {
  const rows = await exec(START_PAGE_SQL, [input.assistantId, input.urls, input.count]);
  return rows.map(rowToPassage);
}
