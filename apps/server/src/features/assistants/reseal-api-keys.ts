import type { Db } from '../../db/client.ts';
import type { KeyCipher } from '../../lib/api-keys.ts';
import { listKeysSealedWithout, replaceSealedKey } from './assistants.queries.ts';

/**
 * Seals again with the current secret every API key sealed with an older one (or before key ids), so
 * that after one start on a rotated secret JWT_SECRET_PREVIOUS is no longer needed for API keys.
 * Returns how many were resealed and how many could not be opened with any configured secret.
 */
export async function resealApiKeys(db: Db, cipher: KeyCipher): Promise<{ resealed: number; unreadable: number }> {
  const counts = { resealed: 0, unreadable: 0 };
  for (const row of await listKeysSealedWithout(db, cipher.currentPrefix)) {
    let plain: string;
    try {
      plain = cipher.decrypt(row.apiKeyEncrypted);
    } catch {
      counts.unreadable += 1;
      continue;
    }
    await replaceSealedKey(db, row.id, row.apiKeyEncrypted, cipher.encrypt(plain));
    counts.resealed += 1;
  }
  return counts;
}
