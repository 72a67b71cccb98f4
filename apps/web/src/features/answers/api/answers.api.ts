import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema, taughtAnswerListSchema, taughtAnswerSchema, unansweredListSchema, type TaughtAnswerInput } from '@siteline/contract';
import { apiRequest, readQuery } from '../../../lib/api-client.ts';
import { toast } from '../../../hooks/use-toast.ts';
import { errorMessage } from '../../../lib/api-error.ts';

const base = (assistantId: string) => `/api/assistants/${encodeURIComponent(assistantId)}`;
const answersKey = (assistantId: string) => ['/api/assistants', assistantId, 'answers'] as const;
const unansweredKey = (assistantId: string) => ['/api/assistants', assistantId, 'unanswered'] as const;

/** GET /api/assistants/{id}/answers: the answers the owner taught, newest first. */
export function useTaughtAnswers(assistantId: string) {
  return useQuery({ queryKey: answersKey(assistantId), queryFn: readQuery(taughtAnswerListSchema), staleTime: 0 });
}

/** GET /api/assistants/{id}/unanswered: questions the assistant could not answer, and low-rated answers. */
export function useUnanswered(assistantId: string) {
  return useQuery({ queryKey: unansweredKey(assistantId), queryFn: readQuery(unansweredListSchema), staleTime: 0 });
}

/**
 * Saves a taught answer (new, or `answerId` to change one). Teaching the answer to an unanswered
 * question (`questionId`) also takes that question off the list.
 */
export function useSaveTaughtAnswer(assistantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ input, answerId, questionId }: { input: TaughtAnswerInput; answerId?: string; questionId?: string }) => {
      const saved = answerId
        ? await apiRequest('PUT', `${base(assistantId)}/answers/${encodeURIComponent(answerId)}`, taughtAnswerSchema, input)
        : await apiRequest('POST', `${base(assistantId)}/answers`, taughtAnswerSchema, input);
      if (questionId) await apiRequest('POST', `${base(assistantId)}/unanswered/${encodeURIComponent(questionId)}/dismiss`, messageResponseSchema);
      return saved;
    },
    onSuccess: () => {
      toast({ title: 'Answer saved', description: 'Your assistant now answers this question with your text.' });
      void queryClient.invalidateQueries({ queryKey: answersKey(assistantId) });
      void queryClient.invalidateQueries({ queryKey: unansweredKey(assistantId) });
    },
    onError: (error) => toast({ variant: 'destructive', title: 'Error', description: errorMessage(error, 'Failed to save the answer') }),
  });
}

export function useDeleteTaughtAnswer(assistantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answerId: string) => apiRequest('DELETE', `${base(assistantId)}/answers/${encodeURIComponent(answerId)}`, messageResponseSchema),
    onSuccess: () => {
      toast({ title: 'Answer deleted' });
      void queryClient.invalidateQueries({ queryKey: answersKey(assistantId) });
    },
    onError: (error) => toast({ variant: 'destructive', title: 'Error', description: errorMessage(error, 'Failed to delete the answer') }),
  });
}

export function useDismissUnanswered(assistantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (questionId: string) => apiRequest('POST', `${base(assistantId)}/unanswered/${encodeURIComponent(questionId)}/dismiss`, messageResponseSchema),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: unansweredKey(assistantId) }),
    onError: (error) => toast({ variant: 'destructive', title: 'Error', description: errorMessage(error, 'Failed to dismiss the question') }),
  });
}
