import type { Db } from '../../db/client.ts';
import type { KeyCipher } from '../../auth/api-keys.ts';
import { listKeysSealedWithout, replaceSealedKey } from './assistants.queries.ts';
import { listAccountKeysSealedWithout, replaceSealedAccountKey } from '../api-keys/api-keys.queries.ts';

type Counts = { resealed: number; unreadable: number };

/**
 * Seals again with the current secret every API key (assistant and account keys) sealed with an older
 * one (or before key ids), so that after one start on a rotated secret JWT_SECRET_PREVIOUS is no longer
 * needed for API keys. Returns how many were resealed and how many could not be opened with any configured secret.
 */
export async function resealApiKeys(db: Db, cipher: KeyCipher): Promise<Counts> {
  const counts: Counts = { resealed: 0, unreadable: 0 };
  const assistantKeys = (await listKeysSealedWithout(db, cipher.currentPrefix)).map((row) => ({
    id: row.id,
    sealed: row.apiKeyEncrypted,
    replace: replaceSealedKey,
  }));
  const accountKeys = (await listAccountKeysSealedWithout(db, cipher.currentPrefix)).map((row) => ({ ...row, replace: replaceSealedAccountKey }));
  for (const row of [...assistantKeys, ...accountKeys]) {
    let plain: string;
    try {
      plain = cipher.decrypt(row.sealed);
    } catch {
      counts.unreadable += 1;
      continue;
    }
    await row.replace(db, row.id, row.sealed, cipher.encrypt(plain));
    counts.resealed += 1;
  }
  return counts;
}
