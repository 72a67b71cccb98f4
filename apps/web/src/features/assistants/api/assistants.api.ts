import type { Assistant, AutoScrapeSettings, CreateAssistantInput } from '@siteline/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** A crawl that has not finished yet: the list is polled while any assistant is in one. */
export function isCrawlInProgress(assistant: Pick<Assistant, 'crawlStatus'>): boolean {
  return assistant.crawlStatus === 'queued' || assistant.crawlStatus === 'running';
}

export const CRAWL_POLL_INTERVAL_MS = 2000;

/** GET /api/assistants through the default query function; polls every 2 s while a crawl runs. */
export const assistantsQueryOptions = {
  queryKey: queryKeys.assistants,
  refetchInterval: (query: { state: { data?: Assistant[] | null } }) =>
    query.state.data?.some(isCrawlInProgress) ? CRAWL_POLL_INTERVAL_MS : false,
} as const;

/** POST /api/assistants: creates the assistant and queues the first crawl of its website. */
export function createAssistantRequest(input: CreateAssistantInput): Promise<Assistant> {
  return apiRequest<Assistant>('POST', '/api/assistants', input);
}

/** POST /api/assistants/{id}/scrape: queues a new crawl (202). */
export function rescrapeAssistantRequest(id: string): Promise<{ message: string; jobId: string }> {
  return apiRequest('POST', `/api/assistants/${encodeURIComponent(id)}/scrape`);
}

/** PUT /api/assistants/{id}/auto-scrape: saves the switch and/or the schedule; echoes both. */
export function updateAutoScrapeRequest(id: string, input: Partial<AutoScrapeSettings>): Promise<AutoScrapeSettings> {
  return apiRequest<AutoScrapeSettings>('PUT', `/api/assistants/${encodeURIComponent(id)}/auto-scrape`, input);
}
