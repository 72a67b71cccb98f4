import { maskApiKey, type ApiKeySummary } from '@siteline/contract';
import type { KeyCipher } from '../../auth/api-keys.ts';
import type { AccountApiKeyRow } from './api-keys.queries.ts';

/** A key as the list shows it: masked, never whole. */
export function presentApiKey(row: AccountApiKeyRow, cipher: KeyCipher): ApiKeySummary {
  return {
    id: row.id,
    name: row.name,
    maskedKey: maskApiKey(cipher.decrypt(row.keyEncrypted)),
    createdAt: row.createdAt.toISOString(),
    lastUsed: row.lastUsedAt?.toISOString() ?? null,
    status: 'active',
  };
}
