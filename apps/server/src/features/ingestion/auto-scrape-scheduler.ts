import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { rowsOf } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findUserById } from '../auth/auth.queries.ts';
import { setAssistantCrawlState } from '../assistants/assistants.queries.ts';
import { enqueueCrawl, lockAccount, wakeCrawler } from './enqueue-crawl.ts';

/**
 * Claims every assistant whose auto-scrape is due and moves its next date forward in one UPDATE,
 * so several server processes never queue the same scheduled crawl twice.
 */
export async function runDueAutoScrapes(ctx: AppContext): Promise<number> {
  const result = await ctx.db.execute(sql`
    UPDATE assistants SET next_scrape_at = now() + CASE scrape_schedule
        WHEN 'daily' THEN interval '1 day' WHEN 'weekly' THEN interval '7 days' ELSE interval '30 days' END
    WHERE auto_scrape_enabled AND scrape_schedule <> 'manual' AND website_url <> '' AND next_scrape_at <= now()
    RETURNING id, user_id`);
  const due = rowsOf<{ id: string; user_id: string }>(result);
  for (const { id, user_id: userId } of due) {
    const owner = await findUserById(ctx.db, userId);
    if (!owner) continue;
    try {
      await ctx.db.transaction(async (tx) => {
        await lockAccount(tx, owner.id);
        await enqueueCrawl(tx, owner, id, 'auto');
      });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      await setAssistantCrawlState(ctx.db, id, { crawlError: `Scheduled scrape skipped: ${error.message}` });
    }
  }
  if (due.length > 0) wakeCrawler(ctx);
  return due.length;
}

/** Checks for due auto-scrapes every `intervalMs`; returns the stop function. */
export function startAutoScrapeScheduler(ctx: AppContext, intervalMs: number): () => void {
  const timer = setInterval(() => {
    runDueAutoScrapes(ctx).catch((error: unknown) => ctx.log.error({ err: error }, 'auto-scrape scheduler failed'));
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
