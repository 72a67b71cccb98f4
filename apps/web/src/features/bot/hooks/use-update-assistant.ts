import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Assistant, UpdateAssistantInput } from '@siteline/contract';
import { toast } from '../../../hooks/use-toast.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { updateAssistantRequest } from '../api/assistant.api.ts';

export const SAVE_FAILED_MESSAGE = 'Failed to update assistant';

/** The message of a failed save: the server's own words when it names a field or a plan limit. */
export function saveErrorMessage(error: unknown): string {
  if (error instanceof ApiError && (error.status === 400 || error.status === 403) && error.serverMessage) return error.serverMessage;
  return SAVE_FAILED_MESSAGE;
}

/** PATCH the assistant, then refresh this screen's copy and the assistant list. */
export function useUpdateAssistant(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateAssistantInput) => updateAssistantRequest(id, input),
    onSuccess: (assistant: Assistant) => {
      queryClient.setQueryData(queryKeys.assistant(id), assistant);
      void queryClient.invalidateQueries({ queryKey: queryKeys.assistants, exact: true });
      toast({ title: 'Success', description: 'Assistant updated successfully' });
    },
    onError: (error) => toast({ variant: 'destructive', title: 'Error', description: saveErrorMessage(error) }),
  });
}
