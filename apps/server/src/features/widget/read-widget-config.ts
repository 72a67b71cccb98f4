import { widgetTextFor, type WidgetConfig } from '@siteline/contract';
import type { AppContext } from '../../context.ts';
import type { AssistantWithOwner } from '../../db/schema.ts';
import { readEmbedConfig } from './embed-settings.ts';

/** What the widget needs to render: the assistant's name and state, its embed settings and its interface texts. */
export async function readWidgetConfig(ctx: AppContext, { assistant, owner }: AssistantWithOwner): Promise<WidgetConfig> {
  return {
    assistantId: assistant.id,
    name: assistant.name,
    isActive: assistant.isActive,
    language: assistant.language,
    config: await readEmbedConfig(ctx.db, assistant.id, owner.subscriptionTier),
    text: widgetTextFor(assistant.language),
  };
}
