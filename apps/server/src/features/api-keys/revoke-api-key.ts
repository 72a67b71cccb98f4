import type { AppContext } from '../../context.ts';
import type { UserRow } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';
import { deleteAccountKey } from './api-keys.queries.ts';

/**
 * Revokes a key by deleting it. Every call with a key reads its row, in every server process, so the
 * key answers 401 from the next request on.
 */
export async function revokeApiKey(ctx: AppContext, owner: UserRow, id: string): Promise<void> {
  if (!(await deleteAccountKey(ctx.db, owner.id, id))) throw notFound('API key');
}
