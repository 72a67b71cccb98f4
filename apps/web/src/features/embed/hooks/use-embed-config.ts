import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EmbedConfig } from '@siteline/contract';
import { embedConfigQueryKey, saveEmbedConfigRequest } from '../api/embed-config.api.ts';

/** GET /api/embed/config/{id}, fetched fresh each time the customiser opens. */
export function useEmbedConfig(assistantId: string, isEnabled: boolean) {
  return useQuery<EmbedConfig | null>({ queryKey: embedConfigQueryKey(assistantId), enabled: isEnabled, staleTime: 0 });
}

/** Saves the config and stores the server's answer as the loaded one. */
export function useSaveEmbedConfig(assistantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (config: EmbedConfig) => saveEmbedConfigRequest(assistantId, config),
    onSuccess: (saved) => queryClient.setQueryData(embedConfigQueryKey(assistantId), saved),
  });
}
