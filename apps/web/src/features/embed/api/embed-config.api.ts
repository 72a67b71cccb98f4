import { embedConfigSchema, type EmbedConfig } from '@siteline/contract';
import { apiRequest } from '../../../lib/api-client.ts';

/** Query key (and GET path) of one assistant's embed settings. */
export const embedConfigQueryKey = (assistantId: string) => ['/api/embed/config', assistantId] as const;

/** PUT /api/embed/config/{assistantId}: the full config; answers the stored config (plan rules applied). */
export function saveEmbedConfigRequest(assistantId: string, config: EmbedConfig): Promise<EmbedConfig> {
  return apiRequest('PUT', `/api/embed/config/${encodeURIComponent(assistantId)}`, embedConfigSchema, config);
}
