import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { embedConfigSchema, previewTokenSchema, type EmbedConfig, type PreviewToken } from '@siteline/contract';
import { readQuery } from '../../../lib/api-client.ts';
import { embedConfigQueryKey, saveEmbedConfigRequest } from '../api/embed-config.api.ts';

/** GET /api/embed/config/{id}, fetched fresh each time the customiser opens. */
export function useEmbedConfig(assistantId: string, isEnabled: boolean) {
  return useQuery<EmbedConfig | null>({ queryKey: embedConfigQueryKey(assistantId), queryFn: readQuery(embedConfigSchema), enabled: isEnabled, staleTime: 0 });
}

/** Saves the config and stores the server's answer as the loaded one. */
export function useSaveEmbedConfig(assistantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (config: EmbedConfig) => saveEmbedConfigRequest(assistantId, config),
    onSuccess: (saved) => queryClient.setQueryData(embedConfigQueryKey(assistantId), saved),
  });
}

/** GET /api/embed/preview-token/{id}: lets the sandboxed live preview use the widget endpoints (valid 2 hours). */
export function usePreviewToken(assistantId: string) {
  return useQuery<PreviewToken | null>({
    queryKey: ['/api/embed/preview-token', assistantId],
    queryFn: readQuery(previewTokenSchema),
    staleTime: 60 * 60 * 1000,
  });
}
