import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateApiKeyInput } from '@siteline/contract';
import { toast } from '../../../hooks/use-toast.ts';
import { apiKeysQueryKey, apiKeysQueryOptions, createApiKeyRequest, revokeApiKeyRequest, type ApiKeySummary } from '../api/api-keys.api.ts';

/** The account's API keys (null after a 401). */
export function useApiKeys() {
  return useQuery<ApiKeySummary[] | null>(apiKeysQueryOptions);
}

/** Creates a key; toasts as spec 02 says ('API key created successfully.' / 'Failed to create API key'). */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateApiKeyInput) => createApiKeyRequest(input),
    onSuccess: () => {
      toast({ title: 'Success', description: 'API key created successfully.' });
      void queryClient.invalidateQueries({ queryKey: apiKeysQueryKey });
    },
    // The reason (e.g. the key limit) is shown in the dialog; the toast says what failed.
    onError: () => toast({ variant: 'destructive', title: 'Error', description: 'Failed to create API key' }),
  });
}

/** Revokes a key and refreshes the list. */
export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (key: ApiKeySummary) => revokeApiKeyRequest(key.id),
    onSuccess: (_response, key) => {
      toast({ title: 'API key revoked', description: `"${key.name}" no longer works.` });
      void queryClient.invalidateQueries({ queryKey: apiKeysQueryKey });
    },
    onError: () => toast({ variant: 'destructive', title: 'Error', description: 'Failed to revoke API key' }),
  });
}
