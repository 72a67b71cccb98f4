import type { ApiKeySummary } from '@siteline/contract';
import type { AppContext } from '../../context.ts';
import type { UserRow } from '../../db/schema.ts';
import { listAccountKeys } from './api-keys.queries.ts';
import { presentApiKey } from './api-key.presenter.ts';

/** The account's API keys, masked. */
export async function listApiKeys(ctx: AppContext, owner: UserRow): Promise<ApiKeySummary[]> {
  return (await listAccountKeys(ctx.db, owner.id)).map((row) => presentApiKey(row, ctx.cipher));
}
