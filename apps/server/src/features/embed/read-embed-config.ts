import type { EmbedConfig } from '@siteline/contract';
import type { AppContext } from '../../context.ts';
import type { UserRow } from '../../db/schema.ts';
import { requireOwnedAssistant } from '../assistants/read-assistant.ts';
import { readEmbedConfig as readAppliedEmbedConfig } from '../widget/embed-settings.ts';

/** The embed settings of one of the owner's assistants, as the widget applies them. */
export async function readEmbedConfig(ctx: AppContext, owner: UserRow, assistantId: string): Promise<EmbedConfig> {
  const assistant = await requireOwnedAssistant(ctx, owner.id, assistantId);
  return readAppliedEmbedConfig(ctx.db, assistant.id, owner.subscriptionTier);
}
