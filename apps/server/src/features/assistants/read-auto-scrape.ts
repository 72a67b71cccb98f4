import { autoScrapeSettingsSchema, type AutoScrapeSettings } from '@siteline/contract';
import type { AppContext } from '../../context.ts';
import type { Caller } from '../../auth/caller.ts';
import { findCallerAssistant } from './read-assistant.ts';

/** An assistant's auto-scrape switch and schedule. */
export async function readAutoScrape(ctx: AppContext, caller: Caller, id: string): Promise<AutoScrapeSettings> {
  const row = await findCallerAssistant(ctx, caller, id);
  return { autoScrapeEnabled: row.autoScrapeEnabled, scrapeSchedule: autoScrapeSettingsSchema.shape.scrapeSchedule.parse(row.scrapeSchedule) };
}
