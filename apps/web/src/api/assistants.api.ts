import {
  assistantSchema,
  autoScrapeSettingsSchema,
  crawlQueuedResponseSchema,
  type Assistant,
  type AutoScrapeSettings,
  type CrawlQueuedResponse,
  type CreateAssistantInput,
} from '@siteline/contract';
import { apiRequest, readQuery } from '../lib/api-client.ts';
import { queryKeys } from '../lib/query-keys.ts';

/** A crawl that has not finished yet: the list and the detail screen poll while one runs. */
export function isCrawlInProgress(assistant: Pick<Assistant, 'crawlStatus'>): boolean {
  return assistant.crawlStatus === 'queued' || assistant.crawlStatus === 'running';
}

export const CRAWL_POLL_INTERVAL_MS = 2000;

/** GET /api/assistants, parsed with the contract; polls every 2 s while a crawl runs. */
export const assistantsQueryOptions = {
  queryKey: queryKeys.assistants,
  queryFn: readQuery(assistantSchema.array()),
  refetchInterval: (query: { state: { data?: Assistant[] | null } }) => (query.state.data?.some(isCrawlInProgress) ? CRAWL_POLL_INTERVAL_MS : false),
} as const;

/** POST /api/assistants: creates the assistant and queues the first crawl of its website. */
export function createAssistantRequest(input: CreateAssistantInput): Promise<Assistant> {
  return apiRequest('POST', '/api/assistants', assistantSchema, input);
}

/** POST /api/assistants/{id}/scrape: queues a new crawl (202). */
export function rescrapeAssistantRequest(id: string): Promise<CrawlQueuedResponse> {
  return apiRequest('POST', `/api/assistants/${encodeURIComponent(id)}/scrape`, crawlQueuedResponseSchema);
}

/** PUT /api/assistants/{id}/auto-scrape: saves the switch and/or the schedule; echoes both. */
export function updateAutoScrapeRequest(id: string, input: Partial<AutoScrapeSettings>): Promise<AutoScrapeSettings> {
  return apiRequest('PUT', `/api/assistants/${encodeURIComponent(id)}/auto-scrape`, autoScrapeSettingsSchema, input);
}
