import { searchConfigFor } from '../src/retrieve/search-config.ts';

/** What the fixtures need of a database: PGlite and a pg pool both fit. */
export interface FixtureDatabase {
  query<T>(sql: string, params: unknown[]): Promise<{ rows: T[] }>;
}

let sequence = 0;

/** Inserts an assistant, the owner of index rows; returns its id. */
export async function createAssistant(db: FixtureDatabase): Promise<string> {
  sequence += 1;
  const assistant = await db.query<{ id: string }>(`INSERT INTO assistants DEFAULT VALUES RETURNING id`, []);
  return assistant.rows[0]!.id;
}

export interface ChunkFixture {
  url: string;
  pageTitle?: string;
  title?: string;
  headingPath?: string;
  content: string;
  /** Defaults to the assistant language's configuration. */
  searchConfig?: string;
}

/** Inserts one page per distinct URL and one chunk per fixture; returns chunk ids in order. */
export async function insertChunks(db: FixtureDatabase, assistantId: string, language: string, fixtures: ChunkFixture[]): Promise<string[]> {
  const ids: string[] = [];
  const pages = new Map<string, string>();
  for (const [ordinal, fixture] of fixtures.entries()) {
    let pageId = pages.get(fixture.url);
    if (!pageId) {
      const page = await db.query<{ id: string }>(
        `INSERT INTO pages (assistant_id, url, title, content, content_hash) VALUES ($1, $2, $3, $4, $2) RETURNING id`,
        [assistantId, fixture.url, fixture.pageTitle ?? fixture.title ?? '', fixture.content],
      );
      pageId = page.rows[0]!.id;
      pages.set(fixture.url, pageId);
    }
    const chunk = await db.query<{ id: string }>(
      `INSERT INTO chunks (assistant_id, page_id, ordinal, title, heading_path, content, content_hash, search_config)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8::regconfig) RETURNING id`,
      [
        assistantId,
        pageId,
        ordinal,
        fixture.title ?? '',
        fixture.headingPath ?? '',
        fixture.content,
        `${fixture.url}#${ordinal}-${fixture.content.length}-${sequence}`,
        fixture.searchConfig ?? searchConfigFor(language),
      ],
    );
    ids.push(chunk.rows[0]!.id);
  }
  return ids;
}
