import type { PlanLimits } from './subscription.ts';

// No zod here: the public pricing pages read this catalogue without loading the schemas.

/** Every plan, from the smallest up: the order the pricing and billing pages show them in. */
export const PLAN_TIERS = ['free', 'pro', 'enterprise', 'custom'] as const;
export type PlanTier = (typeof PLAN_TIERS)[number];

/** The tiers bought through checkout; custom is agreed with sales and free needs no payment. */
export const PAID_TIERS = ['pro', 'enterprise'] as const satisfies readonly PlanTier[];
export type PaidTier = (typeof PAID_TIERS)[number];

/** -1 stands for "unlimited" in every limit. */
export const UNLIMITED = -1;

export interface Plan {
  tier: PlanTier;
  name: string;
  /** Monthly price in US dollars; null when the price is agreed with sales. */
  priceMonthly: number | null;
  priceLabel: string;
  description: string;
  features: string[];
  popular: boolean;
  custom: boolean;
  limits: PlanLimits;
}

/** The one plan catalogue: pricing pages, billing and server-side enforcement all read it. */
export const PLANS: Record<PlanTier, Plan> = {
  free: {
    tier: 'free',
    name: 'Free',
    priceMonthly: 0,
    priceLabel: '$0',
    description: 'Try Siteline on one website.',
    features: ['1 AI Assistant', '1,000 messages/month', '50 messages/day per visitor IP', 'Basic languages', 'Manual re-scraping'],
    popular: false,
    custom: false,
    limits: {
      maxAssistants: 1,
      maxMessagesPerMonth: 1000,
      maxMessagesPerDayPerIp: 50,
      maxPagesPerCrawl: 50,
      maxCrawlsPerMonth: 4,
      maxCrawlMinutes: 10,
      multiLanguageSupport: false,
      fileUploadEnabled: false,
      brandingControl: false,
      apiAccess: false,
      autoScrapeSchedules: ['manual'],
    },
  },
  pro: {
    tier: 'pro',
    name: 'Pro',
    priceMonthly: 10,
    priceLabel: '$10/month',
    description: 'For growing businesses.',
    features: [
      '5 AI Assistants',
      '100,000 messages/month',
      'Multi-language support',
      'Advanced analytics',
      'API access',
      'File upload',
      'Auto-scraping (Daily/Weekly/Monthly)',
      'Premium widget features',
      'Branding control',
    ],
    popular: true,
    custom: false,
    limits: {
      maxAssistants: 5,
      maxMessagesPerMonth: 100_000,
      maxMessagesPerDayPerIp: 100,
      maxPagesPerCrawl: 1000,
      maxCrawlsPerMonth: 100,
      maxCrawlMinutes: 60,
      multiLanguageSupport: true,
      fileUploadEnabled: true,
      brandingControl: true,
      apiAccess: true,
      autoScrapeSchedules: ['manual', 'daily', 'weekly', 'monthly'],
    },
  },
  enterprise: {
    tier: 'enterprise',
    name: 'Enterprise',
    priceMonthly: 49,
    priceLabel: '$49/month',
    description: 'For teams with many sites.',
    features: [
      '20 AI Assistants',
      'Unlimited messages',
      'Multi-language support',
      'Advanced analytics',
      'API access',
      'File upload',
      'Advanced auto-scraping',
      'Premium widget features',
      'Branding control',
      '24/7 priority support',
    ],
    popular: false,
    custom: false,
    limits: {
      maxAssistants: 20,
      maxMessagesPerMonth: UNLIMITED,
      maxMessagesPerDayPerIp: 1000,
      maxPagesPerCrawl: 10_000,
      maxCrawlsPerMonth: UNLIMITED,
      maxCrawlMinutes: 240,
      multiLanguageSupport: true,
      fileUploadEnabled: true,
      brandingControl: true,
      apiAccess: true,
      autoScrapeSchedules: ['manual', 'daily', 'weekly', 'monthly'],
    },
  },
  custom: {
    tier: 'custom',
    name: 'Custom',
    priceMonthly: null,
    priceLabel: 'Contact us',
    description: 'Unlimited everything, tailored to you.',
    features: ['Unlimited everything', 'Custom IP limits', 'Dedicated account manager', 'Custom integrations'],
    popular: false,
    custom: true,
    limits: {
      maxAssistants: UNLIMITED,
      maxMessagesPerMonth: UNLIMITED,
      maxMessagesPerDayPerIp: 10_000,
      maxPagesPerCrawl: UNLIMITED,
      maxCrawlsPerMonth: UNLIMITED,
      maxCrawlMinutes: 720,
      multiLanguageSupport: true,
      fileUploadEnabled: true,
      brandingControl: true,
      apiAccess: true,
      autoScrapeSchedules: ['manual', 'daily', 'weekly', 'monthly'],
    },
  },
};

/** Looks up a plan; unknown tiers fall back to free so nothing is granted by accident. */
export function getPlan(tier: string): Plan {
  return PLANS[tier as PlanTier] ?? PLANS.free;
}

/** True when `used` has reached `limit`; an unlimited (-1) limit is never reached. */
export function isLimitReached(used: number, limit: number): boolean {
  return limit !== UNLIMITED && used >= limit;
}

/** Usage as a whole percentage capped at 100; 0 when unlimited or without a limit. */
export function usagePercent(used: number, limit: number): number {
  if (limit === UNLIMITED || limit <= 0) return 0;
  return Math.min(100, Math.round((used / limit) * 100));
}
