import type { AppContext } from '../../context.ts';
import type { UserRow } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { lockAccount } from '../../auth/accounts.queries.ts';
import { enqueueCrawl, wakeCrawler } from '../ingestion/enqueue-crawl.ts';
import { findOwnedAssistant } from './assistants.queries.ts';

/** Queues an incremental re-crawl: unchanged pages are recognised and not re-indexed. */
export async function rescrapeAssistant(ctx: AppContext, owner: UserRow, assistantId: string) {
  const job = await ctx.db.transaction(async (tx) => {
    const assistant = await findOwnedAssistant(tx, owner.id, assistantId);
    if (!assistant) throw notFound('Assistant');
    if (!assistant.websiteUrl) throw new AppError('BAD_REQUEST', 'This assistant has no website to scrape. Add a website URL first.');
    await lockAccount(tx, owner.id);
    return enqueueCrawl(tx, owner, assistant.id, 'rescrape');
  });
  wakeCrawler(ctx);
  return { message: 'Website scraping started', jobId: job.id };
}
