import type { Assistant } from '@siteline/contract';
import type { Db } from '../../db/client.ts';
import type { AssistantRow } from '../../db/schema.ts';
import { listLatestCrawlJobs } from './assistant-crawl.queries.ts';
import { findCrawlJobBySession, type CrawlJobRow } from './crawl-jobs.queries.ts';

export type CrawlState = Pick<Assistant, 'crawlStatus' | 'crawlError'>;

/**
 * The crawl state the assistant screens show, read from ingestion's own records: the newest crawl
 * job's status ('idle' before the first), its error when it failed, and a skipped schedule's notice,
 * which is newer than any job while it is set (queuing a crawl clears it).
 */
export async function readCrawlStates(db: Db, assistants: Pick<AssistantRow, 'id' | 'crawlError'>[]): Promise<Map<string, CrawlState>> {
  const jobs = new Map(
    (
      await listLatestCrawlJobs(
        db,
        assistants.map((a) => a.id),
      )
    ).map((job) => [job.assistantId, job]),
  );
  return new Map(
    assistants.map((assistant) => {
      const job = jobs.get(assistant.id);
      const crawlStatus = !job || job.status === 'cancelled' ? 'idle' : job.status;
      return [assistant.id, { crawlStatus, crawlError: assistant.crawlError ?? (job?.status === 'failed' ? job.error : null) }];
    }),
  );
}

/** The crawl queued for an assistant creation's progress session, if any: its assistant and how it ended. */
export async function findCreationCrawl(db: Db, sessionId: string): Promise<Pick<CrawlJobRow, 'assistantId' | 'status' | 'error'> | undefined> {
  return findCrawlJobBySession(db, sessionId);
}
