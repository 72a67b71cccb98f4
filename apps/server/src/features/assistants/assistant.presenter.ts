import type { Assistant, Language } from '@siteline/contract';
import type { KeyCipher } from '../../auth/api-keys.ts';
import type { CrawlState } from '../ingestion/crawl-state.ts';
import type { PageSummary } from './assistants.queries.ts';
import type { AssistantRow } from '../../db/schema.ts';

/** The assistant as its owner sees it, with its key decrypted, its pages as `scrapedContent` and its crawl state. */
export function presentAssistant(row: AssistantRow, pageSummaries: PageSummary[], crawl: CrawlState, cipher: KeyCipher): Assistant {
  const scrapedContent: Assistant['scrapedContent'] = {};
  for (const page of pageSummaries) if (page.assistantId === row.id) scrapedContent[page.url] = { title: page.title, size: page.size };
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    context: row.context,
    websiteUrl: row.websiteUrl,
    language: row.language as Language,
    multiLanguage: row.multiLanguage,
    personality: row.personality as Assistant['personality'],
    tone: row.tone as Assistant['tone'],
    isActive: row.isActive,
    apiKey: cipher.decrypt(row.apiKeyEncrypted),
    promptTemplate: row.promptTemplate,
    scrapedContent,
    allowedOrigins: row.allowedOrigins,
    autoScrapeEnabled: row.autoScrapeEnabled,
    scrapeSchedule: row.scrapeSchedule as Assistant['scrapeSchedule'],
    crawlStatus: crawl.crawlStatus,
    crawlError: crawl.crawlError,
    lastScrapedAt: row.lastScrapedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
