import type { AppContext } from '../../context.ts';
import { deleteVisitorUsageBefore } from './visitor-usage.queries.ts';

/** Per-visitor daily counts are kept this many days (today included), then deleted: only today's enforce a limit. */
export const VISITOR_USAGE_KEPT_DAYS = 3;
const PURGE_INTERVAL_MS = 60 * 60 * 1000;

/** Deletes visitor counts older than the kept days; returns how many rows went. */
export function purgeVisitorUsage(ctx: AppContext, now = new Date()): Promise<number> {
  const oldestKept = new Date(now.getTime() - (VISITOR_USAGE_KEPT_DAYS - 1) * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  return deleteVisitorUsageBefore(ctx.db, oldestKept);
}

/** Purges at start and then hourly; returns the stop function. */
export function startVisitorUsagePurge(ctx: AppContext): () => void {
  const run = () => void purgeVisitorUsage(ctx).catch((error: unknown) => ctx.log.error({ err: error }, 'visitor usage purge failed'));
  run();
  const timer = setInterval(run, PURGE_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
