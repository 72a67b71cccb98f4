import {
  apiKeySummarySchema,
  createdApiKeySchema,
  messageResponseSchema,
  revealedApiKeySchema,
  type ApiKeySummary,
  type CreateApiKeyInput,
  type CreatedApiKey,
} from '@siteline/contract';
import { apiRequest, readQuery } from '../../../lib/api-client.ts';

export const apiKeysQueryKey = ['/api/keys'] as const;

/** GET /api/keys: the account's keys, masked. */
export const apiKeysQueryOptions = {
  queryKey: apiKeysQueryKey,
  queryFn: readQuery(apiKeySummarySchema.array()),
} as const;

export type { ApiKeySummary };

/** POST /api/keys with the owner's session: the answer holds the whole key, shown once. */
export function createApiKeyRequest(input: CreateApiKeyInput): Promise<CreatedApiKey> {
  return apiRequest('POST', '/api/keys', createdApiKeySchema, input);
}

/** POST /api/keys/{id}/reveal: the whole key, for reveal and copy. */
export async function revealApiKeyRequest(id: string): Promise<string> {
  return (await apiRequest('POST', `/api/keys/${encodeURIComponent(id)}/reveal`, revealedApiKeySchema)).key;
}

/** DELETE /api/keys/{id}: the key stops working at once. */
export function revokeApiKeyRequest(id: string): Promise<{ message: string }> {
  return apiRequest('DELETE', `/api/keys/${encodeURIComponent(id)}`, messageResponseSchema);
}
