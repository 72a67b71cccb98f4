import type { EmbedConfig, WidgetText, WidgetTextKey } from '@siteline/contract';
import { contract } from './contract.ts';

export type UiText = (key: WidgetTextKey, values?: Record<string, string | number>) => string;

/** The widget's texts: the assistant's language as its config sent them, English for any missing. */
export function uiText(texts: Partial<WidgetText> = {}): UiText {
  return (key, values = {}) => {
    const template = typeof texts[key] === 'string' ? texts[key] : contract().text[key];
    return template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));
  };
}

const DEFAULT_TEXTS = [
  ['windowTitle', 'title'],
  ['welcomeMessage', 'welcome'],
  ['placeholder', 'placeholder'],
  ['offlineMessage', 'offline'],
  ['brandingText', 'branding'],
] as const;

/** The embed settings' texts the owner left at their (English) defaults, in the assistant's language. */
export function translateDefaults(config: EmbedConfig, text: UiText): EmbedConfig {
  const { defaults } = contract();
  const out = { ...config };
  for (const [field, key] of DEFAULT_TEXTS) if (out[field] === defaults[field]) out[field] = text(key);
  return out;
}
