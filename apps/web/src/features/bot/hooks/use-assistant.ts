import { useQuery } from '@tanstack/react-query';
import type { Assistant } from '@siteline/contract';
import { queryKeys } from '../../../lib/query-keys.ts';

/** How often the screen re-reads the assistant while its website is being read. */
export const CRAWL_POLL_MS = 3000;

/** True while a crawl of the assistant's website is queued or running. */
export function isCrawling(assistant: Pick<Assistant, 'crawlStatus'> | null | undefined): boolean {
  return assistant?.crawlStatus === 'queued' || assistant?.crawlStatus === 'running';
}

/**
 * GET /api/assistants/{id}; an error (404 'Assistant not found') means it is missing or not yours.
 * While the website is being read it polls, so the status and page count stay current.
 */
export function useAssistant(id: string) {
  return useQuery<Assistant | null>({
    queryKey: queryKeys.assistant(id),
    enabled: id.length > 0,
    refetchInterval: (query) => (isCrawling(query.state.data) ? CRAWL_POLL_MS : false),
  });
}
