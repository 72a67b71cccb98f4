import { z } from 'zod';
import { scrapeScheduleSchema } from './subscription.ts';

export const LANGUAGES = ['en', 'es', 'fr', 'de', 'it', 'pt', 'ru', 'ja', 'ko', 'zh', 'ar', 'hi'] as const;
/** The languages offered in the dashboard's create dialog. */
export const CREATE_DIALOG_LANGUAGES = ['en', 'es', 'fr', 'de', 'it'] as const;
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  es: 'Spanish',
  fr: 'French',
  de: 'German',
  it: 'Italian',
  pt: 'Portuguese',
  ru: 'Russian',
  ja: 'Japanese',
  ko: 'Korean',
  zh: 'Chinese',
  ar: 'Arabic',
  hi: 'Hindi',
};
export const PERSONALITIES = ['professional', 'friendly', 'casual', 'formal', 'enthusiastic', 'empathetic'] as const;
export const TONES = ['helpful', 'concise', 'detailed', 'creative', 'analytical', 'encouraging'] as const;

export const languageSchema = z.enum(LANGUAGES, { message: `Language must be one of ${LANGUAGES.join(', ')}` });
export type Language = (typeof LANGUAGES)[number];
export const personalitySchema = z.enum(PERSONALITIES, { message: `Personality must be one of ${PERSONALITIES.join(', ')}` });
export const toneSchema = z.enum(TONES, { message: `Tone must be one of ${TONES.join(', ')}` });

export const NAME_MAX = 100;
export const CONTEXT_MAX = 10_000;
export const PROMPT_TEMPLATE_MAX = 20_000;
/** Letters (any script), digits, spaces and - & . , ( ) */
export const BUSINESS_NAME_PATTERN = /^[\p{L}\p{N} \-&.,()]+$/u;
export const BUSINESS_NAME_DISALLOWED = /[^\p{L}\p{N} \-&.,()]/gu;

/** What the name input does as the user types or pastes: strip disallowed characters, cap the length. */
export function sanitizeBusinessNameInput(value: string): string {
  return value.replace(BUSINESS_NAME_DISALLOWED, '').slice(0, NAME_MAX);
}

export const businessNameSchema = z
  .string({ message: 'Business name is required' })
  .trim()
  .min(1, 'Business name is required')
  .max(NAME_MAX, 'Business name must be 100 characters or less')
  .regex(BUSINESS_NAME_PATTERN, 'Business name can only contain letters, numbers, spaces, and common business punctuation (- & . , ( ))');

export const contextSchema = z.string().trim().max(CONTEXT_MAX, 'Context must be 10,000 characters or less');

/** An http(s) URL, or empty. */
export const websiteUrlSchema = z
  .string()
  .trim()
  .max(2048, 'Website URL must be 2048 characters or less')
  .refine((value) => value === '' || isHttpUrl(value), 'Please enter a valid URL');

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

export const createAssistantInputSchema = z.object({
  name: businessNameSchema,
  context: contextSchema.optional().default(''),
  description: z.string().trim().max(1000, 'Description must be 1,000 characters or less').optional(),
  websiteUrl: websiteUrlSchema.optional().default(''),
  language: languageSchema.optional().default('en'),
  multiLanguage: z.boolean({ message: 'multiLanguage must be true or false' }).optional().default(false),
  personality: personalitySchema.optional().default('professional'),
  tone: toneSchema.optional().default('helpful'),
  sessionId: z
    .string()
    .trim()
    .min(1)
    .max(100, 'sessionId must be 100 characters or less')
    .regex(/^[\w-]+$/, 'sessionId may contain only letters, digits, - and _')
    .optional(),
});
export type CreateAssistantInput = z.input<typeof createAssistantInputSchema>;

export const updateAssistantInputSchema = z
  .object({
    name: businessNameSchema,
    description: z.string().trim().max(1000, 'Description must be 1,000 characters or less'),
    context: contextSchema,
    websiteUrl: websiteUrlSchema,
    promptTemplate: z.string().max(PROMPT_TEMPLATE_MAX, 'Prompt template must be 20,000 characters or less'),
    language: languageSchema,
    multiLanguage: z.boolean({ message: 'multiLanguage must be true or false' }),
    personality: personalitySchema,
    tone: toneSchema,
    isActive: z.boolean({ message: 'isActive must be true or false' }),
    allowedOrigins: z.array(z.string().trim().max(300)).max(50, 'At most 50 allowed origins'),
  })
  .partial()
  .strict();
export type UpdateAssistantInput = z.infer<typeof updateAssistantInputSchema>;

export const scrapedPageSchema = z.object({ title: z.string(), size: z.number() });

export const assistantSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  context: z.string(),
  websiteUrl: z.string(),
  language: languageSchema,
  multiLanguage: z.boolean(),
  personality: personalitySchema,
  tone: toneSchema,
  isActive: z.boolean(),
  apiKey: z.string(),
  promptTemplate: z.string(),
  scrapedContent: z.record(z.string(), scrapedPageSchema),
  allowedOrigins: z.array(z.string()),
  autoScrapeEnabled: z.boolean(),
  scrapeSchedule: scrapeScheduleSchema,
  crawlStatus: z.enum(['idle', 'queued', 'running', 'done', 'failed']),
  crawlError: z.string().nullable(),
  lastScrapedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Assistant = z.infer<typeof assistantSchema>;

/** The answer to a rescrape request: the crawl is queued (202). */
export const crawlQueuedResponseSchema = z.object({ message: z.string(), jobId: z.string() });
export type CrawlQueuedResponse = z.infer<typeof crawlQueuedResponseSchema>;

export const autoScrapeSettingsSchema = z.object({
  autoScrapeEnabled: z.boolean(),
  scrapeSchedule: scrapeScheduleSchema,
});
export type AutoScrapeSettings = z.infer<typeof autoScrapeSettingsSchema>;
export const updateAutoScrapeInputSchema = z
  .object({
    autoScrapeEnabled: z.boolean({ message: 'autoScrapeEnabled must be true or false' }),
    scrapeSchedule: z.enum(['manual', 'daily', 'weekly', 'monthly'], {
      message: 'scrapeSchedule must be one of manual, daily, weekly, monthly',
    }),
  })
  .partial()
  .strict()
  .refine((v) => v.autoScrapeEnabled !== undefined || v.scrapeSchedule !== undefined, 'Send autoScrapeEnabled or scrapeSchedule');

/** Steps of the creation progress stream, in order, with the percentage reached at each. */
export const CREATION_STEPS = ['initializing', 'discovering', 'extracting', 'processing', 'generating'] as const;
export type CreationStep = (typeof CREATION_STEPS)[number];
export const STEP_PROGRESS: Record<CreationStep | 'done', number> = {
  initializing: 15,
  discovering: 30,
  extracting: 60,
  processing: 80,
  generating: 95,
  done: 100,
};

export const progressEventSchema = z.object({
  type: z.enum(['connected', 'progress', 'pages-found', 'extracted', 'done', 'error', 'background-transition', 'background-info']),
  step: z.enum([...CREATION_STEPS, 'done', 'error']).optional(),
  progress: z.number().optional(),
  message: z.string().optional(),
  pagesFound: z.number().optional(),
  extracted: z.object({ url: z.string(), title: z.string(), summary: z.string() }).optional(),
  assistant: assistantSchema.optional(),
});
export type ProgressEvent = z.infer<typeof progressEventSchema>;
