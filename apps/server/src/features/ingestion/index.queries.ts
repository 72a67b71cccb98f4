import { and, eq, sql } from 'drizzle-orm';
import type { CrawledPage } from '@siteline/knowledge';
import type { Database, Db } from '../../db/client.ts';
import { chunks, pages } from '../../db/schema.ts';

export type KnownPage = { etag: string | null; lastModified: string | null; contentHash: string };

/** The meta description and the first `chars` characters of the home page's text, else of the first page by URL. */
export async function findSiteOpening(
  db: Db,
  assistantId: string,
  homeUrl: string,
  chars: number,
): Promise<{ description: string; content: string } | undefined> {
  const columns = { description: pages.description, content: sql<string>`left(${pages.content}, ${chars})` };
  const [home] = await db
    .select(columns)
    .from(pages)
    .where(and(eq(pages.assistantId, assistantId), eq(pages.url, homeUrl)))
    .limit(1);
  if (home) return home;
  const [first] = await db.select(columns).from(pages).where(eq(pages.assistantId, assistantId)).orderBy(pages.url).limit(1);
  return first;
}

/** What the crawler needs to skip unchanged pages on a re-crawl. */
export async function readKnownPages(db: Db, assistantId: string): Promise<Map<string, KnownPage>> {
  const rows = await db
    .select({ url: pages.url, etag: pages.etag, lastModified: pages.lastModified, contentHash: pages.contentHash })
    .from(pages)
    .where(eq(pages.assistantId, assistantId));
  return new Map(rows.map((r) => [r.url, { etag: r.etag, lastModified: r.lastModified, contentHash: r.contentHash }]));
}

/**
 * Stores one crawled page and replaces its chunks in one transaction, so a page is never half-written.
 * Chunks already stored for another page of the assistant (same content hash) are skipped.
 */
export async function savePage(db: Db, assistantId: string, searchConfig: string, page: CrawledPage): Promise<void> {
  await db.transaction(async (tx) => {
    const values = {
      assistantId,
      url: page.url,
      title: page.title,
      description: page.description,
      content: page.text,
      contentHash: page.contentHash,
      facts: page.facts,
      etag: page.etag,
      lastModified: page.lastModified,
      size: page.size,
    };
    const [row] = await tx
      .insert(pages)
      .values(values)
      .onConflictDoUpdate({ target: [pages.assistantId, pages.url], set: { ...values, updatedAt: new Date() } })
      .returning({ id: pages.id });
    const pageId = row!.id;
    await tx.delete(chunks).where(eq(chunks.pageId, pageId));
    if (page.chunks.length === 0) return;
    await tx
      .insert(chunks)
      .values(
        page.chunks.map((chunk) => ({
          assistantId,
          pageId,
          ordinal: chunk.ordinal,
          title: chunk.title,
          headingPath: chunk.headingPath,
          content: chunk.content,
          contentHash: chunk.contentHash,
          searchConfig,
        })),
      )
      .onConflictDoNothing({ target: [chunks.assistantId, chunks.contentHash] });
  });
}

/**
 * Removes pages that a complete crawl no longer found. The URLs to keep travel as one JSON parameter:
 * a list of bind parameters would stop at 65,535 URLs.
 */
export async function deletePagesNotIn(db: Db, assistantId: string, keepUrls: string[]): Promise<number> {
  const rows = await db
    .delete(pages)
    .where(and(eq(pages.assistantId, assistantId), sql`${pages.url} NOT IN (SELECT jsonb_array_elements_text(${JSON.stringify(keepUrls)}::jsonb))`))
    .returning({ id: pages.id });
  return rows.length;
}

/**
 * After a crawl: refreshes the word-frequency statistics retrieval plans by (PGlite never gathers them on its
 * own), and moves the crawl's new words from the search index's pending list into the index itself. Every
 * search reads the whole pending list until autovacuum empties it: 3,000 new chunks cost retrieval about half
 * as much again (docs/PERFORMANCE.md); emptying it took 50 ms.
 */
export async function settleChunkIndex(database: Database): Promise<void> {
  await database.query('ANALYZE chunks', []);
  await database.query(`SELECT gin_clean_pending_list('chunks_search_idx'::regclass)`, []);
}
