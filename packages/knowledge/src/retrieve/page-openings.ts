import { rowToPassage, type Passage, type SqlExecutor } from './passage.ts';
import { subjectTitleQuery } from './question-sections.ts';
import type { SearchConfig } from './search-config.ts';

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

// The opening chunks (ordinal below $4) of the pages whose title starts with $3 (lower case, hyphens and underscores
// as spaces: "git sparse-checkout" names the page "git-sparse-checkout(1)"), among the chunks the
// search index finds for the name's rarest word in their title or headings ($2): shortest titles first, the page
// named after a thing ("VACUUM", "Installation — Requests documentation").
const TITLED_PAGES_SQL = `
SELECT c.id, c.title, c.heading_path, c.content, next.content AS continuation, 0::float8 AS score, p.url AS page_url, p.title AS page_title
FROM chunks c
JOIN pages p ON p.id = c.page_id AND p.assistant_id = $1
LEFT JOIN LATERAL (SELECT n.content FROM chunks n WHERE n.page_id = c.page_id AND n.ordinal = c.ordinal + 1 AND n.heading_path = c.heading_path LIMIT 1) next ON true
WHERE c.assistant_id = $1 AND c.search_vector @@ $2::tsquery AND c.ordinal < $4 AND left(translate(lower(p.title), '-_', '  '), length($3)) = $3
ORDER BY length(p.title), p.url, c.ordinal`;

// What may follow a thing's name in its page's title: the site's name after a separator, a manual section ("(1)").
const TITLE_REST = /^(?:\s*[—–|·:-]\s.*|\s*\(\d\w*\).*)?$/u;

/**
 * The first `count` chunks of the page titled `name` (any case, maybe followed by the site's name), if there is one;
 * looked for only when the name's rarest word is in few enough chunks (`subjectTitleQuery`).
 */
export async function readTitledPagePassages(
  exec: SqlExecutor,
  input: { assistantId: string; config: SearchConfig; name: string; count: number },
): Promise<Passage[]> {
  const name = input.name.toLocaleLowerCase().replace(/[-_]/g, ' ');
  const titleQuery = await subjectTitleQuery(exec, { assistantId: input.assistantId, config: input.config, words: input.name });
  if (!titleQuery) return [];
  const rows = await exec(TITLED_PAGES_SQL, [input.assistantId, titleQuery, name, input.count]);
  const passages = rows.map(rowToPassage).filter((passage) => TITLE_REST.test(passage.pageTitle.slice(name.length)));
  return passages.filter((passage) => passage.pageUrl === passages[0]?.pageUrl);
}
