import type { AppContext } from '../../context.ts';
import type { UserRow } from '../../db/schema.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { countCrawl } from '../subscription/plan-quotas.ts';
import { findActiveCrawlJob, insertCrawlJob, type CrawlJobRow } from './crawl-jobs.queries.ts';
import { setCrawlNotice } from './assistant-crawl.queries.ts';

/**
 * Queues a crawl of the assistant's website and counts it against the monthly quota.
 * Call inside a transaction that holds `lockAccount` (`auth/accounts.queries.ts`); wake the worker after it commits.
 */
export async function enqueueCrawl(tx: Db, owner: UserRow, assistantId: string, kind: CrawlJobRow['kind'], progressSessionId?: string): Promise<CrawlJobRow> {
  const active = await findActiveCrawlJob(tx, assistantId);
  if (active) {
    if (kind === 'auto') return active;
    throw new AppError('CONFLICT', 'A crawl of this website is already in progress');
  }
  await countCrawl(tx, owner);
  const job = await insertCrawlJob(tx, { assistantId, kind, progressSessionId });
  await setCrawlNotice(tx, assistantId, null);
  return job;
}

export function wakeCrawler(ctx: AppContext): void {
  ctx.crawler?.wake();
}
