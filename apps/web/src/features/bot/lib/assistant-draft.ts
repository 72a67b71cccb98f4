import { CONTEXT_MAX, businessNameSchema, sanitizeBusinessNameInput, websiteUrlSchema, type Assistant, type UpdateAssistantInput } from '@siteline/contract';

/** The fields the detail screen edits before Save Changes. */
export type AssistantDraft = Pick<
  Assistant,
  'name' | 'context' | 'websiteUrl' | 'promptTemplate' | 'language' | 'multiLanguage' | 'personality' | 'tone' | 'isActive' | 'allowedOrigins'
>;

export type DraftErrors = Partial<Record<'name' | 'websiteUrl', string>>;

export function toDraft(assistant: Assistant): AssistantDraft {
  const { name, context, websiteUrl, promptTemplate, language, multiLanguage, personality, tone, isActive, allowedOrigins } = assistant;
  return { name, context, websiteUrl, promptTemplate, language, multiLanguage, personality, tone, isActive, allowedOrigins: [...allowedOrigins] };
}

/** Typing into the name field: disallowed characters vanish and the length is capped. */
export const filterNameInput = sanitizeBusinessNameInput;

/** Pasting into the name field: the pasted text is trimmed, then filtered like typing. */
export function filterNamePaste(current: string, pasted: string, selectionStart: number, selectionEnd: number): string {
  return sanitizeBusinessNameInput(current.slice(0, selectionStart) + pasted.trim() + current.slice(selectionEnd));
}

/** On the detail screen a context longer than 10,000 characters is ignored: the old value stays. */
export function acceptContextInput(previous: string, next: string): string {
  return next.length > CONTEXT_MAX ? previous : next;
}

/** 'n/10,000 characters' */
export function contextCounter(context: string): string {
  return `${context.length.toLocaleString('en-US')}/${CONTEXT_MAX.toLocaleString('en-US')} characters`;
}

/** The prompt template length in thousands of characters, e.g. '1.2k characters'. */
export function promptTemplateSize(template: string): string {
  return `${(template.length / 1000).toFixed(1)}k characters`;
}

/** Field errors of the draft, with the contract's messages; empty when it can be saved. */
export function validateDraft(draft: AssistantDraft): DraftErrors {
  const errors: DraftErrors = {};
  const name = businessNameSchema.safeParse(draft.name);
  if (!name.success) errors.name = name.error.issues[0]?.message;
  const url = websiteUrlSchema.safeParse(draft.websiteUrl);
  if (!url.success) errors.websiteUrl = url.error.issues[0]?.message;
  return errors;
}

/** The PATCH body: every edited field, text trimmed. */
export function toUpdateInput(draft: AssistantDraft): UpdateAssistantInput {
  return {
    ...draft,
    name: draft.name.trim(),
    context: draft.context.trim(),
    websiteUrl: draft.websiteUrl.trim(),
    allowedOrigins: [...draft.allowedOrigins],
  };
}

/** True when the draft differs from the saved assistant. */
export function isDraftChanged(draft: AssistantDraft, assistant: Assistant): boolean {
  return JSON.stringify(toDraft(assistant)) !== JSON.stringify(draft);
}

/**
 * Reads what the owner typed as a site address ('shop.example.com', 'https://Shop.example.com/page')
 * and returns its origin ('https://shop.example.com'), or null when it is not a web address.
 */
export function parseOriginInput(value: string): string | null {
  const trimmed = value.trim();
  if (!trimmed || /\s/.test(trimmed)) return null;
  const withScheme = /^[a-z][a-z\d+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (!url.hostname.includes('.') && url.hostname !== 'localhost') return null;
    return url.origin;
  } catch {
    return null;
  }
}
