import type { ScrapeSchedule } from '@siteline/contract';

const DAY_MS = 24 * 60 * 60 * 1000;
const INTERVAL_MS: Record<Exclude<ScrapeSchedule, 'manual'>, number> = { daily: DAY_MS, weekly: 7 * DAY_MS, monthly: 30 * DAY_MS };

/** When an enabled schedule should next crawl, counted from `from`; null when nothing is scheduled. */
export function nextScrapeAt(enabled: boolean, schedule: string, from: Date): Date | null {
  if (!enabled || schedule === 'manual') return null;
  const interval = INTERVAL_MS[schedule as keyof typeof INTERVAL_MS];
  return interval ? new Date(from.getTime() + interval) : null;
}
