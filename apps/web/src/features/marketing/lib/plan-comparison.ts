import { PLAN_TIERS, PLANS, UNLIMITED, type Plan } from '@siteline/contract';

/** A cell of the comparison table: text, or a yes/no feature. */
export type ComparisonCell = string | boolean;

export interface ComparisonRow {
  label: string;
  cells: ComparisonCell[];
}

// Thousands separated by hand: the first toLocaleString of a page loads the number formats, a
// long task on a slow phone while the pricing page hydrates.
const formatLimit = (value: number) => (value === UNLIMITED ? 'Unlimited' : String(value).replace(/\B(?=(\d{3})+$)/g, ','));

function scheduleText(plan: Plan): string {
  const automatic = plan.limits.autoScrapeSchedules.filter((schedule) => schedule !== 'manual');
  if (automatic.length === 0) return 'Manual';
  return automatic.map((schedule, index) => (index === 0 ? schedule[0]!.toUpperCase() + schedule.slice(1) : schedule)).join(', ');
}

const ROWS: Array<{ label: string; cell: (plan: Plan) => ComparisonCell }> = [
  { label: 'Price', cell: (plan) => plan.priceLabel },
  { label: 'AI assistants', cell: (plan) => formatLimit(plan.limits.maxAssistants) },
  { label: 'Messages per month', cell: (plan) => formatLimit(plan.limits.maxMessagesPerMonth) },
  { label: 'Messages per day per visitor IP', cell: (plan) => formatLimit(plan.limits.maxMessagesPerDayPerIp) },
  { label: 'Pages per crawl', cell: (plan) => formatLimit(plan.limits.maxPagesPerCrawl) },
  { label: 'Crawls per month', cell: (plan) => formatLimit(plan.limits.maxCrawlsPerMonth) },
  { label: 'Automatic re-scraping', cell: scheduleText },
  { label: 'Multi-language replies', cell: (plan) => plan.limits.multiLanguageSupport },
  { label: 'File upload in the widget', cell: (plan) => plan.limits.fileUploadEnabled },
  { label: 'Branding control', cell: (plan) => plan.limits.brandingControl },
  { label: 'API access', cell: (plan) => plan.limits.apiAccess },
];

/** The pricing page's comparison table, read from the contract's plan catalogue. */
export function planComparison(): { plans: Plan[]; rows: ComparisonRow[] } {
  const plans = PLAN_TIERS.map((tier) => PLANS[tier]);
  return { plans, rows: ROWS.map((row) => ({ label: row.label, cells: plans.map(row.cell) })) };
}
