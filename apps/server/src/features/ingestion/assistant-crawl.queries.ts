import { desc, eq, inArray, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';
import { assistants, crawlJobs, users, type AssistantRow, type UserRow } from '../../db/schema.ts';
import type { CrawlJobRow } from './crawl-jobs.queries.ts';

/** The assistant a job crawls, with its owner (whose plan sets the crawl's budget). */
export async function findCrawlSubject(db: Db, assistantId: string): Promise<{ assistant: AssistantRow; owner: UserRow } | undefined> {
  const [row] = await db
    .select({ assistant: assistants, owner: users })
    .from(assistants)
    .innerJoin(users, eq(users.id, assistants.userId))
    .where(eq(assistants.id, assistantId))
    .limit(1);
  return row;
}

/** What a finished crawl leaves on its assistant. */
export async function recordCrawlDone(db: Db, assistantId: string, values: { lastScrapedAt: Date; description: string }): Promise<void> {
  await db
    .update(assistants)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(assistants.id, assistantId));
}

/** Sets or clears why a scheduled crawl was not queued (the assistant screens show it as the crawl error). */
export async function setCrawlNotice(db: Db, assistantId: string, notice: string | null): Promise<void> {
  await db.update(assistants).set({ crawlError: notice, updatedAt: new Date() }).where(eq(assistants.id, assistantId));
}

/** The newest crawl job of each given assistant. */
export async function listLatestCrawlJobs(db: Db, assistantIds: string[]): Promise<Pick<CrawlJobRow, 'assistantId' | 'status' | 'error'>[]> {
  if (assistantIds.length === 0) return [];
  return db
    .selectDistinctOn([crawlJobs.assistantId], { assistantId: crawlJobs.assistantId, status: crawlJobs.status, error: crawlJobs.error })
    .from(crawlJobs)
    .where(inArray(crawlJobs.assistantId, assistantIds))
    .orderBy(crawlJobs.assistantId, desc(crawlJobs.createdAt), desc(crawlJobs.id));
}

/**
 * Claims every assistant whose auto-scrape is due and moves its next date forward in one UPDATE,
 * so several server processes never queue the same scheduled crawl twice.
 */
export async function claimDueAutoScrapes(db: Db): Promise<{ id: string; userId: string }[]> {
  const result = await db.execute(sql`
    UPDATE assistants SET next_scrape_at = now() + CASE scrape_schedule
        WHEN 'daily' THEN interval '1 day' WHEN 'weekly' THEN interval '7 days' ELSE interval '30 days' END
    WHERE auto_scrape_enabled AND scrape_schedule <> 'manual' AND website_url <> '' AND next_scrape_at <= now()
    RETURNING id, user_id`);
  return rowsOf<{ id: string; user_id: string }>(result).map((row) => ({ id: row.id, userId: row.user_id }));
}
