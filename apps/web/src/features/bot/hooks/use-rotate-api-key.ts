import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Assistant } from '@siteline/contract';
import { toast } from '../../../hooks/use-toast.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { rotateApiKeyRequest } from '../api/assistant.api.ts';

/** Rotates the assistant's API key, then shows the new key on this screen and in the list. */
export function useRotateApiKey(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => rotateApiKeyRequest(id),
    onSuccess: (assistant: Assistant) => {
      queryClient.setQueryData(queryKeys.assistant(id), assistant);
      void queryClient.invalidateQueries({ queryKey: queryKeys.assistants, exact: true });
      toast({ title: 'API key rotated', description: 'The old key no longer works. Update your integrations with the new one.' });
    },
    onError: () => toast({ variant: 'destructive', title: 'Error', description: 'Failed to rotate the API key' }),
  });
}
