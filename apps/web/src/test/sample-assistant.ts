import type { Assistant } from '@siteline/contract';

/** A complete assistant as the API answers it, with the fields a test cares about overridden. */
export function sampleAssistant(overrides: Partial<Assistant> = {}): Assistant {
  return {
    id: 'a-1',
    name: 'Harbor & Vine',
    description: '',
    context: '',
    websiteUrl: 'https://example.com',
    language: 'en',
    multiLanguage: false,
    personality: 'professional',
    tone: 'helpful',
    isActive: true,
    apiKey: 'sl_live_0123456789',
    promptTemplate: '',
    scrapedContent: {},
    allowedOrigins: [],
    autoScrapeEnabled: false,
    scrapeSchedule: 'manual',
    crawlStatus: 'queued',
    crawlError: null,
    lastScrapedAt: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
