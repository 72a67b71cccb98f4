import type { Assistant } from '@siteline/contract';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/app-error.ts';
import { digestApiKey, generateApiKey } from '../../lib/api-keys.ts';
import type { UserRow } from '../auth/auth.queries.ts';
import { listPageSummaries, updateAssistantRow } from './assistants.queries.ts';
import { presentAssistant } from './assistant.presenter.ts';

/** Gives an assistant a new API key; the old key stops working at once, the assistant keeps everything else. */
export async function rotateApiKey(ctx: AppContext, owner: UserRow, id: string): Promise<Assistant> {
  const apiKey = generateApiKey();
  const row = await updateAssistantRow(ctx.db, owner.id, id, { apiKeyEncrypted: ctx.cipher.encrypt(apiKey), apiKeyDigest: digestApiKey(apiKey) });
  if (!row) throw notFound('Assistant');
  ctx.assistantLookup.forget();
  return presentAssistant(row, await listPageSummaries(ctx.db, [id]), ctx.cipher);
}
