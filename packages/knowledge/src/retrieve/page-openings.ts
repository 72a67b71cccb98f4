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

// The opening chunks of the pages whose title starts with $2 (lower case), shortest titles first: the page named after
// a thing ("VACUUM", "Installation — Requests documentation"). Read through the (assistant, url) index, title by title.
const TITLED_PAGES_SQL = `
SELECT c.id, c.title, c.heading_path, c.content, next.content AS continuation, 0::float8 AS score, p.url AS page_url, p.title AS page_title
FROM (SELECT id, url, title FROM pages WHERE assistant_id = $1 AND left(lower(title), length($2)) = $2 ORDER BY length(title), url LIMIT 3) p
JOIN chunks c ON c.page_id = p.id AND c.assistant_id = $1 AND c.ordinal < $3
LEFT JOIN LATERAL (SELECT n.content FROM chunks n WHERE n.page_id = c.page_id AND n.ordinal = c.ordinal + 1 AND n.heading_path = c.heading_path LIMIT 1) next ON true
ORDER BY length(p.title), p.url, c.ordinal`;

// What may follow a thing's name in its page's title: the site's name after a separator, a manual section ("(1)").
const TITLE_REST = /^(?:\s*[—–|·:-]\s.*|\s*\(\d\w*\).*)?$/u;

/** The first `count` chunks of the page titled `name` (any case, maybe followed by the site's name), if there is one. */
export async function readTitledPagePassages(exec: SqlExecutor, input: { assistantId: string; name: string; count: number }): Promise<Passage[]> {
  const name = input.name.toLocaleLowerCase();
  const rows = await exec(TITLED_PAGES_SQL, [input.assistantId, name, input.count]);
  const passages = rows.map(rowToPassage).filter((passage) => TITLE_REST.test(passage.pageTitle.slice(name.length)));
  return passages.filter((passage) => passage.pageUrl === passages[0]?.pageUrl);
}
