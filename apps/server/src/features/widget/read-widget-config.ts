import Negotiator from 'negotiator';
import { getPlan, LANGUAGES, widgetTextFor, type Language, type WidgetConfig } from '@siteline/contract';
import type { AppContext } from '../../context.ts';
import type { AssistantWithOwner } from '../../db/schema.ts';
import { readEmbedConfig } from './embed-settings.ts';

/**
 * The language the widget speaks: the assistant's, or on a multi-language assistant whose plan allows it, the
 * first of the visitor's browser languages (an Accept-Language header) that Siteline speaks.
 */
/** Browsers send a few languages (under 100 characters); a longer header is not worth parsing on a public route. */
const MAX_ACCEPT_LANGUAGE = 256;

function widgetLanguage({ assistant, owner }: AssistantWithOwner, acceptLanguage: string | undefined): Language {
  const multiLanguage = assistant.multiLanguage && getPlan(owner.subscriptionTier).limits.multiLanguageSupport;
  if (!multiLanguage || !acceptLanguage || acceptLanguage.length > MAX_ACCEPT_LANGUAGE) return assistant.language as Language;
  // The assistant's own language first: it wins ties such as "*".
  const speaks = [assistant.language, ...LANGUAGES.filter((language) => language !== assistant.language)];
  const [visitor] = new Negotiator({ headers: { 'accept-language': acceptLanguage } }).languages(speaks);
  return (visitor as Language | undefined) ?? (assistant.language as Language);
}

/** What the widget needs to render: the assistant's name and state, its embed settings and its interface texts. */
export async function readWidgetConfig(ctx: AppContext, found: AssistantWithOwner, acceptLanguage?: string): Promise<WidgetConfig> {
  const { assistant, owner } = found;
  const language = widgetLanguage(found, acceptLanguage);
  return {
    assistantId: assistant.id,
    name: assistant.name,
    isActive: assistant.isActive,
    language,
    config: await readEmbedConfig(ctx.db, assistant.id, owner.subscriptionTier),
    text: widgetTextFor(language),
  };
}
