import { z } from 'zod';

export const scrapeScheduleSchema = z.enum(['manual', 'daily', 'weekly', 'monthly']);
export type ScrapeSchedule = z.infer<typeof scrapeScheduleSchema>;

export const subscriptionLimitsSchema = z.object({
  tier: z.string(),
  status: z.string(),
  limits: z.object({
    maxAssistants: z.number(),
    maxMessagesPerMonth: z.number(),
    maxMessagesPerDayPerIp: z.number(),
    maxPagesPerCrawl: z.number(),
    maxCrawlsPerMonth: z.number(),
    fileUploadEnabled: z.boolean(),
    multiLanguageSupport: z.boolean(),
    brandingControl: z.boolean(),
    apiAccess: z.boolean(),
    autoScrapeSchedules: z.array(scrapeScheduleSchema),
  }),
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
