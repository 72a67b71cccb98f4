import type { Assistant } from '@siteline/contract';
import type { AppContext } from '../../context.ts';
import type { UserRow } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';
import { digestApiKey, generateApiKey } from '../../auth/api-keys.ts';
import { updateAssistantRow } from './assistants.queries.ts';
import { presentAssistantView } from './assistant-views.ts';

/** Gives an assistant a new API key; the old key stops working at once, the assistant keeps everything else. */
export async function rotateApiKey(ctx: AppContext, owner: UserRow, id: string): Promise<Assistant> {
  const apiKey = generateApiKey();
  const row = await updateAssistantRow(ctx.db, owner.id, id, { apiKeyEncrypted: ctx.cipher.encrypt(apiKey), apiKeyDigest: digestApiKey(apiKey) });
  if (!row) throw notFound('Assistant');
  ctx.assistantLookup.forget();
  return presentAssistantView(ctx, row);
}
