import { API_KEYS_PER_ACCOUNT_MAX, type CreateApiKeyInput, type CreatedApiKey } from '@siteline/contract';
import type { AppContext } from '../../context.ts';
import type { UserRow } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { digestApiKey, generateAccountApiKey } from '../../auth/api-keys.ts';
import { countAccountKeys, insertAccountKey } from './api-keys.queries.ts';

/** Issues a new account API key; the answer is the one time the whole key is sent unasked. */
export async function createApiKey(ctx: AppContext, owner: UserRow, input: CreateApiKeyInput): Promise<CreatedApiKey> {
  if ((await countAccountKeys(ctx.db, owner.id)) >= API_KEYS_PER_ACCOUNT_MAX) {
    throw new AppError('CONFLICT', `An account can hold at most ${API_KEYS_PER_ACCOUNT_MAX} API keys. Revoke one you no longer use first.`);
  }
  const key = generateAccountApiKey();
  const row = await insertAccountKey(ctx.db, { userId: owner.id, name: input.name, keyEncrypted: ctx.cipher.encrypt(key), keyDigest: digestApiKey(key) });
  return { id: row.id, name: row.name, key, createdAt: row.createdAt.toISOString() };
}
