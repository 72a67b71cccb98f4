import { getPlan, isLimitReached } from '@siteline/contract';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { countAssistants, incrementMonthlyCounter, readMonthlyCounters } from './usage.queries.ts';

// The plan's quotas as other features check them, inside a transaction that holds `lockAccount`.

const ASSISTANT_LIMIT_MESSAGE = "Assistant limit reached: your plan's assistant limit does not allow more assistants.";
const SCRAPING_LIMIT_MESSAGE = 'Scraping limit reached: your plan allows no more website crawls this month.';

/** Throws 403 ASSISTANT_LIMIT_REACHED (with `limitReached`) when the plan allows no more assistants. */
export async function assertAssistantSlot(tx: Db, owner: UserRow): Promise<void> {
  if (isLimitReached(await countAssistants(tx, owner.id), getPlan(owner.subscriptionTier).limits.maxAssistants)) {
    throw new AppError('ASSISTANT_LIMIT_REACHED', ASSISTANT_LIMIT_MESSAGE, { limitReached: true });
  }
}

/** Counts one crawl against the month's quota; throws 403 'Scraping limit reached' when it is used up. */
export async function countCrawl(tx: Db, owner: UserRow): Promise<void> {
  const { crawls } = await readMonthlyCounters(tx, owner.id);
  if (isLimitReached(crawls, getPlan(owner.subscriptionTier).limits.maxCrawlsPerMonth)) {
    throw new AppError('SCRAPING_LIMIT_REACHED', SCRAPING_LIMIT_MESSAGE);
  }
  await incrementMonthlyCounter(tx, owner.id, 'crawls');
}
