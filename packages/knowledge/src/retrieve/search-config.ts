import type { Language } from '@siteline/contract';

/** A PostgreSQL text-search configuration name we index and query with. */
export type SearchConfig = 'english' | 'spanish' | 'french' | 'german' | 'italian' | 'portuguese' | 'russian' | 'arabic' | 'hindi' | 'simple';

const CONFIGS: Record<Language, SearchConfig> = {
  en: 'english',
  es: 'spanish',
  fr: 'french',
  de: 'german',
  it: 'italian',
  pt: 'portuguese',
  ru: 'russian',
  ar: 'arabic',
  hi: 'hindi',
  // PostgreSQL ships no stemmer for these; 'simple' lowercases and keeps every word.
  ja: 'simple',
  ko: 'simple',
  zh: 'simple',
};

/** The text-search configuration for an assistant language (chunks.search_config is set from this). */
export function searchConfigFor(language: string): SearchConfig {
  return CONFIGS[language as Language] ?? 'simple';
}
