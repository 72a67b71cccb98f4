import { and, eq, inArray, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';
import { crawlJobs } from '../../db/schema.ts';

export type CrawlJobRow = typeof crawlJobs.$inferSelect;
export const MAX_ATTEMPTS = 3;

export async function insertCrawlJob(
  db: Db,
  values: { assistantId: string; kind: CrawlJobRow['kind']; progressSessionId?: string | null },
): Promise<CrawlJobRow> {
  const [row] = await db.insert(crawlJobs).values(values).returning();
  return row!;
}

/** The queued or running job of an assistant, if any. */
export async function findActiveCrawlJob(db: Db, assistantId: string): Promise<CrawlJobRow | undefined> {
  const [row] = await db
    .select()
    .from(crawlJobs)
    .where(and(eq(crawlJobs.assistantId, assistantId), inArray(crawlJobs.status, ['queued', 'running'])))
    .limit(1);
  return row;
}

export async function findCrawlJobBySession(db: Db, sessionId: string): Promise<CrawlJobRow | undefined> {
  const [row] = await db.select().from(crawlJobs).where(eq(crawlJobs.progressSessionId, sessionId)).limit(1);
  return row;
}

/**
 * Claims a runnable job for `workerId` under a lease: a queued job, or a running one whose lease ran
 * out (its process died). Owners take turns: the job comes from the owner with the fewest crawls
 * running right now, oldest first, so one owner's many crawls never starve another's.
 * SKIP LOCKED keeps two processes from claiming the same job.
 */
export async function claimCrawlJob(db: Db, workerId: string, leaseMs: number): Promise<CrawlJobRow | undefined> {
  const result = await db.execute(sql`
    UPDATE crawl_jobs SET status = 'running', locked_by = ${workerId},
      locked_until = now() + make_interval(secs => ${leaseMs / 1000}),
      attempts = attempts + 1, started_at = coalesce(started_at, now())
    WHERE id = (
      SELECT job.id FROM crawl_jobs job
      JOIN assistants assistant ON assistant.id = job.assistant_id
      WHERE (job.status = 'queued' OR (job.status = 'running' AND job.locked_until < now())) AND job.attempts < ${MAX_ATTEMPTS}
      ORDER BY (
        SELECT count(*) FROM crawl_jobs other
        JOIN assistants other_assistant ON other_assistant.id = other.assistant_id
        WHERE other_assistant.user_id = assistant.user_id AND other.status = 'running' AND other.locked_until >= now()
      ), job.created_at
      FOR UPDATE OF job SKIP LOCKED
      LIMIT 1
    )
    RETURNING id`);
  const id = rowsOf<{ id: string }>(result)[0]?.id;
  if (!id) return undefined;
  const [row] = await db.select().from(crawlJobs).where(eq(crawlJobs.id, id));
  return row;
}

/** Extends the lease while the job is still held by `workerId`; false when it was lost. */
export async function renewCrawlJobLease(db: Db, jobId: string, workerId: string, leaseMs: number): Promise<boolean> {
  const rows = await db
    .update(crawlJobs)
    .set({ lockedUntil: sql`now() + make_interval(secs => ${leaseMs / 1000})` })
    .where(and(eq(crawlJobs.id, jobId), eq(crawlJobs.lockedBy, workerId), eq(crawlJobs.status, 'running')))
    .returning({ id: crawlJobs.id });
  return rows.length > 0;
}

export async function finishCrawlJob(
  db: Db,
  jobId: string,
  outcome: { status: 'done' | 'failed'; result?: Record<string, unknown>; error?: string },
): Promise<void> {
  await db
    .update(crawlJobs)
    .set({ status: outcome.status, result: outcome.result, error: outcome.error ?? null, finishedAt: new Date(), lockedUntil: null })
    .where(eq(crawlJobs.id, jobId));
}

/** Jobs whose process died too often are failed for good instead of retried forever. */
export async function failExhaustedCrawlJobs(db: Db): Promise<CrawlJobRow[]> {
  return db
    .update(crawlJobs)
    .set({ status: 'failed', error: 'The crawl was interrupted too many times', finishedAt: new Date() })
    .where(and(eq(crawlJobs.status, 'running'), sql`locked_until < now()`, sql`attempts >= ${MAX_ATTEMPTS}`))
    .returning();
}

/** Hands a job back to the queue at shutdown so the next process starts it at once. */
export async function releaseCrawlJob(db: Db, jobId: string): Promise<void> {
  await db
    .update(crawlJobs)
    .set({ status: 'queued', lockedBy: null, lockedUntil: null, attempts: sql`greatest(${crawlJobs.attempts} - 1, 0)` })
    .where(and(eq(crawlJobs.id, jobId), eq(crawlJobs.status, 'running')));
}
