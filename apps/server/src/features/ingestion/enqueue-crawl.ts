import { getPlan, isLimitReached } from '@siteline/contract';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { UserRow } from '../auth/auth.queries.ts';
import { incrementMonthlyCounter, readMonthlyCounters } from '../subscription/usage.queries.ts';
import { findActiveCrawlJob, insertCrawlJob, type CrawlJobRow } from './crawl-jobs.queries.ts';
import { setCrawlNotice } from './assistant-crawl.queries.ts';

export const SCRAPING_LIMIT_MESSAGE = 'Scraping limit reached: your plan allows no more website crawls this month.';

/** Throws 403 'Scraping limit reached' when the month's crawls are used up. */
async function assertCrawlQuota(tx: Db, owner: UserRow): Promise<void> {
  const { crawls } = await readMonthlyCounters(tx, owner.id);
  if (isLimitReached(crawls, getPlan(owner.subscriptionTier).limits.maxCrawlsPerMonth)) {
    throw new AppError('SCRAPING_LIMIT_REACHED', SCRAPING_LIMIT_MESSAGE);
  }
}

/**
 * Queues a crawl of the assistant's website and counts it against the monthly quota.
 * Call inside a transaction that holds `lockAccount` (subscription's usage queries); wake the worker after it commits.
 */
export async function enqueueCrawl(tx: Db, owner: UserRow, assistantId: string, kind: CrawlJobRow['kind'], progressSessionId?: string): Promise<CrawlJobRow> {
  const active = await findActiveCrawlJob(tx, assistantId);
  if (active) {
    if (kind === 'auto') return active;
    throw new AppError('CONFLICT', 'A crawl of this website is already in progress');
  }
  await assertCrawlQuota(tx, owner);
  await incrementMonthlyCounter(tx, owner.id, 'crawls');
  const job = await insertCrawlJob(tx, { assistantId, kind, progressSessionId });
  await setCrawlNotice(tx, assistantId, null);
  return job;
}

export function wakeCrawler(ctx: AppContext): void {
  ctx.crawler?.wake();
}
