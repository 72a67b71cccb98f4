import type { RevealedApiKey } from '@siteline/contract';
import type { AppContext } from '../../context.ts';
import type { UserRow } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';
import { findOwnedAccountKey } from './api-keys.queries.ts';

/** The whole key, for its owner's explicit reveal or copy on the API Management screen. */
export async function revealApiKey(ctx: AppContext, owner: UserRow, id: string): Promise<RevealedApiKey> {
  const row = await findOwnedAccountKey(ctx.db, owner.id, id);
  if (!row) throw notFound('API key');
  return { id: row.id, key: ctx.cipher.decrypt(row.keyEncrypted) };
}
