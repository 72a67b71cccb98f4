import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { conversationDetailSchema, conversationListSchema, type ConversationListQuery } from '@siteline/contract';
import { apiFetch, apiRequest } from '../../../lib/api-client.ts';
import { saveBlob } from '../../../lib/save-blob.ts';
import { toast } from '../../../hooks/use-toast.ts';

/** The conversations screen's filters, every one set (the query's defaults are the screen's starting values). */
export type ConversationFilters = Required<Pick<ConversationListQuery, 'assistant' | 'date' | 'search'>>;

/** GET /api/conversations, page after page by cursor; the first page carries the totals. */
export function useConversationList(filters: ConversationFilters) {
  return useInfiniteQuery({
    queryKey: ['/api/conversations', filters] as const,
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ assistant: filters.assistant, date: filters.date });
      if (filters.search.trim()) params.set('search', filters.search.trim());
      if (pageParam) params.set('cursor', pageParam);
      return apiRequest('GET', `/api/conversations?${params}`, conversationListSchema, undefined, { signal });
    },
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    staleTime: 0,
  });
}

/** GET /api/conversations/{id}: the whole thread with each answer's sources. */
export function useConversation(id: string | null) {
  return useQuery({
    queryKey: ['/api/conversations', id, 'thread'] as const,
    queryFn: ({ signal }) => apiRequest('GET', `/api/conversations/${encodeURIComponent(id ?? '')}`, conversationDetailSchema, undefined, { signal }),
    enabled: id !== null,
  });
}

/** Safe file name of spec 02: '{assistant name}-conversations.json', or 'all-conversations.json'. */
export const downloadFileName = (assistantName?: string) => `${(assistantName ?? 'all').replace(/[^\w.-]+/g, '-')}-conversations.json`;

/** Downloads all conversations, or one assistant's, as the JSON file the server streams. */
export function useDownloadConversations() {
  return useMutation({
    mutationFn: async (assistant?: { id: string; name: string }) => {
      const url = assistant ? `/api/assistants/${encodeURIComponent(assistant.id)}/conversations/download` : '/api/conversations/download';
      const response = await apiFetch('GET', url);
      saveBlob(await response.blob(), downloadFileName(assistant?.name));
    },
    onSuccess: () => toast({ title: 'Downloaded' }),
    onError: () => toast({ variant: 'destructive', title: 'Error', description: 'Failed to download conversations' }),
  });
}
