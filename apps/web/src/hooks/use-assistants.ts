import { useQuery } from '@tanstack/react-query';
import type { Assistant } from '@siteline/contract';
import { assistantsQueryOptions } from '../api/assistants.api.ts';

/** The signed-in user's assistants (null after a 401), refreshed every 2 s while a crawl runs. */
export function useAssistants() {
  return useQuery<Assistant[] | null>(assistantsQueryOptions);
}
