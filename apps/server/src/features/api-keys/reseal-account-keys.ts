import type { Db } from '../../db/client.ts';
import { resealKeys, type KeyCipher, type ResealCounts } from '../../auth/api-keys.ts';
import { listAccountKeysSealedWithout, replaceSealedAccountKey } from './api-keys.queries.ts';

/** Seals again with the current secret every account API key sealed with an older one (or before key ids). */
export async function resealAccountKeys(db: Db, cipher: KeyCipher): Promise<ResealCounts> {
  const keys = await listAccountKeysSealedWithout(db, cipher.currentPrefix);
  return resealKeys(cipher, keys, (id, previous, sealed) => replaceSealedAccountKey(db, id, previous, sealed));
}
