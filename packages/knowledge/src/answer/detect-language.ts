import { LANGUAGES, type Language } from '@siteline/contract';
import { STOP_WORDS } from './language-words.ts';

const LATIN_HINTS: [Language, RegExp][] = [
  ['es', /[ñ¿¡]/u],
  ['pt', /[ãõ]|ção/u],
  ['de', /[ßäöü]/u],
  ['fr', /[çœ]|[èêë]|\b(?:l|d|qu|n|j)'/u],
];
const STOP_SETS = LANGUAGES.map((language) => [language, new Set(STOP_WORDS[language] ?? [])] as const);

/**
 * The language a visitor wrote in, from its script or, for Latin script, its function words;
 * undefined when the text gives no clear sign.
 */
export function detectLanguage(text: string): Language | undefined {
  if (/[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(text)) return 'ja';
  if (/\p{Script=Hangul}/u.test(text)) return 'ko';
  if (/\p{Script=Han}/u.test(text)) return 'zh';
  if (/\p{Script=Arabic}/u.test(text)) return 'ar';
  if (/\p{Script=Devanagari}/u.test(text)) return 'hi';
  if (/\p{Script=Cyrillic}/u.test(text)) return 'ru';
  const words = text.toLowerCase().match(/[\p{L}']+/gu) ?? [];
  const scores = new Map<Language, number>();
  for (const [language, stop] of STOP_SETS) {
    const hits = words.filter((word) => stop.has(word)).length;
    if (hits > 0) scores.set(language, hits);
  }
  for (const [language, hint] of LATIN_HINTS) {
    if (hint.test(text.toLowerCase())) scores.set(language, (scores.get(language) ?? 0) + 1.5);
  }
  let best: Language | undefined;
  let bestScore = 0;
  let tie = false;
  for (const [language, score] of scores) {
    if (score > bestScore) [best, bestScore, tie] = [language, score, false];
    else if (score === bestScore) tie = true;
  }
  return tie ? undefined : best;
}
