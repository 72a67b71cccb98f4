import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './assistants.ts';
import { DEFAULT_EMBED_CONFIG } from './embed.ts';
import { WIDGET_TEXT, WIDGET_TEXT_KEYS, widgetTextFor } from './widget-text.ts';

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

  it('is translated: each language writes most of its texts differently from English', () => {
    for (const language of LANGUAGES.filter((l) => l !== 'en')) {
      const same = WIDGET_TEXT_KEYS.filter((key) => WIDGET_TEXT[language][key] === WIDGET_TEXT.en[key]);
      expect(same.length, `${language}: ${same.join(', ')}`).toBeLessThanOrEqual(2);
    }
  });

  it('gives the embed defaults in English and English for an unknown language', () => {
    expect(DEFAULT_EMBED_CONFIG.placeholder).toBe(WIDGET_TEXT.en.placeholder);
    expect(widgetTextFor('xx')).toBe(WIDGET_TEXT.en);
  });
});
