import { useQuery } from '@tanstack/react-query';
import { assistantSchema, type Assistant } from '@siteline/contract';
import { CRAWL_POLL_INTERVAL_MS, isCrawlInProgress } from '../../../api/assistants.api.ts';
import { readQuery } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * GET /api/assistants/{id}; an error (404 'Assistant not found') means it is missing or not yours.
 * While the website is being read it polls like the list does, so the status and page count stay current.
 */
export function useAssistant(id: string) {
  return useQuery<Assistant | null>({
    queryKey: queryKeys.assistant(id),
    queryFn: readQuery(assistantSchema),
    enabled: id.length > 0,
    refetchInterval: (query) => (query.state.data && isCrawlInProgress(query.state.data) ? CRAWL_POLL_INTERVAL_MS : false),
  });
}
