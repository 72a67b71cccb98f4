import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { findUserById, lockAccount } from '../../auth/accounts.queries.ts';
import { claimDueAutoScrapes, setCrawlNotice } from './assistant-crawl.queries.ts';
import { enqueueCrawl, wakeCrawler } from './enqueue-crawl.ts';

/** Queues a crawl of every assistant whose auto-scrape is due; a crawl the plan does not allow leaves a notice instead. */
export async function runDueAutoScrapes(ctx: AppContext): Promise<number> {
  const due = await claimDueAutoScrapes(ctx.db);
  for (const { id, userId } of due) {
    const owner = await findUserById(ctx.db, userId);
    if (!owner) continue;
    try {
      await ctx.db.transaction(async (tx) => {
        await lockAccount(tx, owner.id);
        await enqueueCrawl(tx, owner, id, 'auto');
      });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      await setCrawlNotice(ctx.db, id, `Scheduled scrape skipped: ${error.message}`);
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
