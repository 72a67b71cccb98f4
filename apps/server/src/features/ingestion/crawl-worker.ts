import crypto from 'node:crypto';
import os from 'node:os';
import type { AppContext } from '../../context.ts';
import { claimCrawlJob, failExhaustedCrawlJobs, releaseCrawlJob, renewCrawlJobLease, type CrawlJobRow } from './crawl-jobs.queries.ts';
import { runCrawlJob } from './run-crawl-job.ts';

export interface CrawlWorker {
  /** Looks for work now instead of at the next poll. */
  wake(): void;
  /** Stops claiming, aborts running crawls and hands their jobs back to the queue. */
  stop(): Promise<void>;
}

declare module '../../context.ts' {
  interface AppContext {
    /** Present in processes that run background jobs. */
    crawler?: CrawlWorker;
  }
}

export interface CrawlWorkerOptions {
  concurrency: number;
  pollMs: number;
  leaseMs: number;
}

/** Runs queued crawl jobs of any server process sharing the database, a few at a time. */
export function startCrawlWorker(ctx: AppContext, options: CrawlWorkerOptions): CrawlWorker {
  const workerId = `${os.hostname()}:${process.pid}:${crypto.randomBytes(4).toString('hex')}`;
  const running = new Map<string, { controller: AbortController; done: Promise<void> }>();
  let isStopped = false;
  let isPolling = false;
  let timer: NodeJS.Timeout | undefined;

  async function poll(): Promise<void> {
    if (isStopped || isPolling) return;
    isPolling = true;
    try {
      for (const job of await failExhaustedCrawlJobs(ctx.db)) {
        ctx.log.warn({ jobId: job.id }, 'crawl job gave up after repeated interruptions');
      }
      while (!isStopped && running.size < options.concurrency) {
        const job = await claimCrawlJob(ctx.db, workerId, options.leaseMs);
        if (!job) break;
        run(job);
      }
    } catch (error) {
      ctx.log.error({ err: error }, 'crawl worker poll failed');
    } finally {
      isPolling = false;
      if (!isStopped) timer = setTimeout(() => void poll(), options.pollMs);
    }
  }

  function run(job: CrawlJobRow): void {
    const controller = new AbortController();
    const renew = setInterval(
      () => {
        renewCrawlJobLease(ctx.db, job.id, workerId, options.leaseMs).then(
          (isHeld) => {
            if (!isHeld) controller.abort();
          },
          // A database hiccup: the next renewal (a third of the lease later) tries again.
          (error: unknown) => ctx.log.warn({ err: error, jobId: job.id }, 'could not renew the crawl job lease'),
        );
      },
      Math.max(200, Math.floor(options.leaseMs / 3)),
    );
    const done = runCrawlJob(ctx, job, controller.signal)
      .catch((error: unknown) => {
        if (!controller.signal.aborted) ctx.log.error({ err: error, jobId: job.id }, 'crawl job crashed');
      })
      .finally(() => {
        clearInterval(renew);
        running.delete(job.id);
        if (!isStopped) wake();
      });
    running.set(job.id, { controller, done });
  }

  function wake(): void {
    if (isStopped) return;
    clearTimeout(timer);
    void poll();
  }

  timer = setTimeout(() => void poll(), 0);
  return {
    wake,
    async stop() {
      isStopped = true;
      clearTimeout(timer);
      const jobs = [...running.entries()];
      for (const [, entry] of jobs) entry.controller.abort();
      await Promise.allSettled(jobs.map(([, entry]) => entry.done));
      for (const [jobId] of jobs) await releaseCrawlJob(ctx.db, jobId);
    },
  };
}
