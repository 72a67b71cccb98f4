import { LANGUAGE_NAMES, type Assistant, type Language } from '@siteline/contract';

/** Cards and panels show the first 8 characters of the key then '...', or 'Generated' without one. */
export function apiKeyPreview(apiKey: string | null | undefined): string {
  return apiKey ? `${apiKey.slice(0, 8)}...` : 'Generated';
}

/** 'MULTILANGUAGE' when multi-language is on, otherwise the language code in capitals ('EN'). */
export function languageBadge(assistant: Pick<Assistant, 'language' | 'multiLanguage'>): string {
  return assistant.multiLanguage ? 'MULTILANGUAGE' : assistant.language.toUpperCase();
}

/** The language's English name, for tooltips and selects. */
export function languageName(language: Language): string {
  return LANGUAGE_NAMES[language] ?? language;
}

/** 'professional' -> 'Professional'. */
export function capitalize(value: string): string {
  return value ? value.charAt(0).toUpperCase() + value.slice(1) : value;
}

/** The host of a website address without 'www.', or the address itself when it does not parse. */
export function websiteHost(url: string): string {
  try {
    return new URL(url).host.replace(/^www\./, '');
  } catch {
    return url;
  }
}
