import { useQuery } from '@tanstack/react-query';
import type { Assistant } from '@siteline/contract';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/assistants/{id}; an error (404 'Assistant not found') means it is missing or not yours. */
export function useAssistant(id: string) {
  return useQuery<Assistant | null>({ queryKey: queryKeys.assistant(id), enabled: id.length > 0 });
}
