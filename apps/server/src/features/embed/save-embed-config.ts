import type { EmbedConfig } from '@siteline/contract';
import type { AppContext } from '../../context.ts';
import type { UserRow } from '../../db/schema.ts';
import { requireOwnedAssistant } from '../assistants/read-assistant.ts';
import { saveEmbedSettings } from '../widget/embed-settings.ts';

/** Stores the full embed config after the plan's rules, so the widget and the customiser read the same values. */
export async function saveEmbedConfig(ctx: AppContext, owner: UserRow, assistantId: string, input: EmbedConfig): Promise<EmbedConfig> {
  const assistant = await requireOwnedAssistant(ctx, owner.id, assistantId);
  return saveEmbedSettings(ctx.db, assistant.id, input, owner.subscriptionTier);
}
