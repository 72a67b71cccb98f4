import { z } from 'zod';

export const API_KEY_NAME_MAX = 100;
/** How many account API keys one account may hold at a time. */
export const API_KEYS_PER_ACCOUNT_MAX = 20;

/** A key masked for display: its first 8 and last 4 characters (API Management, the API reference), or '' for none. */
export function maskApiKey(key: string): string {
  if (!key) return '';
  return key.length <= 12 ? `${key.slice(0, 4)}••••••••` : `${key.slice(0, 8)}••••••••${key.slice(-4)}`;
}

export const createApiKeyInputSchema = z.object({
  name: z
    .string({ message: 'Key name is required' })
    .trim()
    .min(1, 'Key name is required')
    .max(API_KEY_NAME_MAX, `Key name must be ${API_KEY_NAME_MAX} characters or less`),
});
export type CreateApiKeyInput = z.infer<typeof createApiKeyInputSchema>;

/** An account API key as listed: never the whole key, which only its creation and an explicit reveal return. */
export const apiKeySummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  maskedKey: z.string(),
  createdAt: z.string(),
  lastUsed: z.string().nullable(),
  status: z.literal('active'),
});
export type ApiKeySummary = z.infer<typeof apiKeySummarySchema>;

/** The answer to POST /api/keys: the one time the whole key is sent without being asked for. */
export const createdApiKeySchema = z.object({ id: z.string(), name: z.string(), key: z.string(), createdAt: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

export const revealedApiKeySchema = z.object({ id: z.string(), key: z.string() });
export type RevealedApiKey = z.infer<typeof revealedApiKeySchema>;
