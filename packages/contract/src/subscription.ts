import { z } from 'zod';
import { planTierSchema } from './auth.ts';
import { subscriptionStatusSchema } from './billing.ts';

export const scrapeScheduleSchema = z.enum(['manual', 'daily', 'weekly', 'monthly']);
export type ScrapeSchedule = z.infer<typeof scrapeScheduleSchema>;

/** What a plan allows; -1 (`UNLIMITED`) stands for "unlimited" in every limit. */
export const planLimitsSchema = z.object({
  maxAssistants: z.number(),
  maxMessagesPerMonth: z.number(),
  maxMessagesPerDayPerIp: z.number(),
  maxPagesPerCrawl: z.number(),
  maxCrawlsPerMonth: z.number(),
  /** Wall-clock time one crawl may take before it stops with what it has; never unlimited. */
  maxCrawlMinutes: z.number(),
  multiLanguageSupport: z.boolean(),
  fileUploadEnabled: z.boolean(),
  brandingControl: z.boolean(),
  apiAccess: z.boolean(),
  autoScrapeSchedules: z.array(scrapeScheduleSchema),
});
export type PlanLimits = z.infer<typeof planLimitsSchema>;

export const subscriptionLimitsSchema = z.object({
  tier: planTierSchema,
  status: subscriptionStatusSchema,
  limits: planLimitsSchema.omit({ maxCrawlMinutes: true }),
  usage: z.object({ assistants: z.number(), messages: z.number(), crawls: z.number() }),
});
export type SubscriptionLimits = z.infer<typeof subscriptionLimitsSchema>;

export const usageResponseSchema = z.object({
  messageCount: z.number(),
  assistants: z.number(),
  crawls: z.number(),
  conversations: z.number(),
  avgResponseTimeMs: z.number().nullable(),
  periodStart: z.string(),
});
export type UsageResponse = z.infer<typeof usageResponseSchema>;
