import type { Db } from '../../db/client.ts';
import { resealKeys, type KeyCipher, type ResealCounts } from '../../auth/api-keys.ts';
import { resealAccountKeys } from '../api-keys/reseal-account-keys.ts';
import { listKeysSealedWithout, replaceSealedKey } from './assistants.queries.ts';

/**
 * Seals again with the current secret every API key (assistant and account keys) sealed with an older
 * one (or before key ids), so that after one start on a rotated secret JWT_SECRET_PREVIOUS is no longer
 * needed for API keys. Returns how many were resealed and how many could not be opened with any configured secret.
 */
export async function resealApiKeys(db: Db, cipher: KeyCipher): Promise<ResealCounts> {
  const assistantKeys = (await listKeysSealedWithout(db, cipher.currentPrefix)).map((row) => ({ id: row.id, sealed: row.apiKeyEncrypted }));
  const assistants = await resealKeys(cipher, assistantKeys, (id, previous, sealed) => replaceSealedKey(db, id, previous, sealed));
  const accounts = await resealAccountKeys(db, cipher);
  return { resealed: assistants.resealed + accounts.resealed, unreadable: assistants.unreadable + accounts.unreadable };
}
