import type { Assistant } from '@siteline/contract';

export type FreshnessTone = 'green' | 'yellow' | 'red' | 'grey';

export interface Freshness {
  /** 'never', 'today', 'yesterday', '3 days ago', '2 weeks ago', '4 months ago'. */
  text: string;
  tone: FreshnessTone;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** When the site was last scraped: lastScrapedAt, else updatedAt if content exists, else null. */
export function lastScrapeDate(assistant: Pick<Assistant, 'lastScrapedAt' | 'updatedAt' | 'scrapedContent'>): Date | null {
  const raw = assistant.lastScrapedAt ?? (Object.keys(assistant.scrapedContent ?? {}).length > 0 ? assistant.updatedAt : null);
  if (!raw) return null;
  const date = new Date(raw);
  return Number.isNaN(date.getTime()) ? null : date;
}

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
}

/**
 * The age of the last scrape (spec 02 section 4): green under 7 days, yellow under 30,
 * red from 30 days, grey when never scraped.
 */
export function scrapeFreshness(date: Date | null, now: Date = new Date()): Freshness {
  if (!date) return { text: 'never', tone: 'grey' };
  const days = Math.max(0, Math.floor((now.getTime() - date.getTime()) / DAY_MS));
  const tone: FreshnessTone = days < 7 ? 'green' : days < 30 ? 'yellow' : 'red';
  if (days === 0) return { text: 'today', tone };
  if (days === 1) return { text: 'yesterday', tone };
  if (days < 7) return { text: plural(days, 'day'), tone };
  if (days < 30) return { text: plural(Math.floor(days / 7), 'week'), tone };
  return { text: plural(Math.floor(days / 30), 'month'), tone };
}

/** Text and dot colours for each freshness tone. */
export const FRESHNESS_CLASSES: Record<FreshnessTone, { text: string; dot: string }> = {
  green: { text: 'text-emerald-700', dot: 'bg-emerald-500' },
  yellow: { text: 'text-amber-700', dot: 'bg-amber-500' },
  red: { text: 'text-red-700', dot: 'bg-red-500' },
  grey: { text: 'text-slate-500', dot: 'bg-slate-300' },
};
