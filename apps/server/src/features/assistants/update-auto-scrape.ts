import { getPlan, type AutoScrapeSettings, type ScrapeSchedule } from '@siteline/contract';
import type { AppContext } from '../../context.ts';
import type { UserRow } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';
import { nextScrapeAt } from '../ingestion/scrape-schedule.ts';
import { findOwnedAssistant, updateAssistantRow } from './assistants.queries.ts';
import { assertPlanAllows } from '../../lib/plan-features.ts';

/** Saves the auto-scrape switch and schedule; the free plan has no automatic scraping. */
export async function updateAutoScrape(
  ctx: AppContext,
  owner: UserRow,
  assistantId: string,
  input: { autoScrapeEnabled?: boolean; scrapeSchedule?: ScrapeSchedule },
): Promise<AutoScrapeSettings> {
  const current = await findOwnedAssistant(ctx.db, owner.id, assistantId);
  if (!current) throw notFound('Assistant');
  const enabled = input.autoScrapeEnabled ?? current.autoScrapeEnabled;
  const schedule = input.scrapeSchedule ?? (current.scrapeSchedule as ScrapeSchedule);
  const allowed = getPlan(owner.subscriptionTier).limits.autoScrapeSchedules;
  const canAutoScrape = allowed.some((s) => s !== 'manual');
  if (enabled || schedule !== 'manual') assertPlanAllows(canAutoScrape && allowed.includes(schedule), 'Auto-scraping');
  const row = await updateAssistantRow(ctx.db, owner.id, assistantId, {
    autoScrapeEnabled: enabled,
    scrapeSchedule: schedule,
    nextScrapeAt: nextScrapeAt(enabled, schedule, current.lastScrapedAt ?? new Date()),
  });
  return { autoScrapeEnabled: row!.autoScrapeEnabled, scrapeSchedule: row!.scrapeSchedule as ScrapeSchedule };
}
