import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from './assistants.ts';
import { DEFAULT_EMBED_CONFIG } from './embed.ts';
import { WIDGET_TEXT, WIDGET_TEXT_KEYS, widgetTextFor, type WidgetTextKey } from './widget-text.ts';

const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();

describe('widget interface texts', () => {
  it('has every text in all 12 languages, with the placeholders the English one fills in', () => {
    for (const language of LANGUAGES) {
      for (const key of WIDGET_TEXT_KEYS) {
        const text = WIDGET_TEXT[language][key];
        expect(text.trim(), `${language}.${key}`).not.toBe('');
        expect(placeholders(text), `${language}.${key}`).toEqual(placeholders(WIDGET_TEXT.en[key]));
      }
    }
  });

  it('is translated: no text of another language is written as in English, but for the few that truly are', () => {
    const sameAsEnglish: Partial<Record<Language, WidgetTextKey[]>> = { fr: ['log'] };
    for (const language of LANGUAGES.filter((l) => l !== 'en')) {
      const same = WIDGET_TEXT_KEYS.filter((key) => WIDGET_TEXT[language][key] === WIDGET_TEXT.en[key]);
      expect(same, language).toEqual(sameAsEnglish[language] ?? []);
    }
  });

  it('writes no English words in the languages of other scripts (the brand and placeholders aside)', () => {
    for (const language of ['ru', 'ja', 'ko', 'zh', 'ar', 'hi'] as const) {
      for (const key of WIDGET_TEXT_KEYS) {
        expect(WIDGET_TEXT[language][key].replace(/\{\w+\}|Siteline|\.txt/g, ''), `${language}.${key}`).not.toMatch(/[A-Za-z]{2,}/);
      }
    }
  });

  it('gives the embed defaults in English and English for an unknown language', () => {
    expect(DEFAULT_EMBED_CONFIG.placeholder).toBe(WIDGET_TEXT.en.placeholder);
    expect(widgetTextFor('xx')).toBe(WIDGET_TEXT.en);
  });
});
