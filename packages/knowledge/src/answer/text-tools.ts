import type { Language } from '@siteline/contract';
import { STOP_WORDS } from './language-words.ts';

const STOP_SETS = new Map(Object.entries(STOP_WORDS).map(([language, words]) => [language, new Set(words)]));
const ALL_STOP_WORDS = new Set(Object.values(STOP_WORDS).flat());
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const WORD = /[\p{L}\p{M}\p{N}]+/gu;

/** Lowercase, accents folded, so "Envío" and "envio" meet. */
export function foldText(text: string): string {
  return text.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').normalize('NFC');
}

// Stemming-lite: strip a few inflection endings, then undouble a final consonant ("shipp" -> "ship").
// Crude, but the same on both sides of the match, which is what counts.
const LATIN_ENDINGS = ['ations', 'ation', 'ments', 'ment', 'ings', 'ing', 'ies', 'ied', 'ers', 'er', 'es', 'ed', 'en', 'os', 'as', 'is', 's', 'e', 'a', 'o', 'i'];
const CYRILLIC_ENDINGS = ['ами', 'ями', 'ого', 'ему', 'ому', 'ых', 'их', 'ой', 'ей', 'ом', 'ем', 'ам', 'ям', 'ах', 'ях', 'ов', 'ев', 'ий', 'ый', 'ая', 'яя', 'ое', 'ее', 'ые', 'ие', 'а', 'я', 'ы', 'и', 'у', 'ю', 'е', 'о', 'ь'];

function stemWord(word: string): string {
  const endings = /[\u0400-\u04ff]/.test(word) ? CYRILLIC_ENDINGS : /^[a-z0-9]+$/.test(word) ? LATIN_ENDINGS : [];
  let stem = word;
  for (const ending of endings) {
    if (stem.length - ending.length >= 3 && stem.endsWith(ending)) {
      stem = stem.slice(0, -ending.length);
      break;
    }
  }
  if (stem.length > 3 && /([b-df-hj-np-tv-z])\1$/.test(stem)) stem = stem.slice(0, -1);
  return stem.length > 7 ? stem.slice(0, 7) : stem;
}

/**
 * Matching keys of a text: stemmed words without stop words; for Chinese and Japanese, which
 * have no spaces, overlapping character pairs.
 */
export function textTerms(text: string, language?: Language, options: { keepStopWords?: boolean } = {}): string[] {
  const stop = options.keepStopWords ? new Set<string>() : (language && STOP_SETS.get(language)) || ALL_STOP_WORDS;
  const terms: string[] = [];
  for (const word of foldText(text).match(WORD) ?? []) {
    if (CJK.test(word)) {
      const chars = [...word];
      if (chars.length === 1) terms.push(word);
      for (let i = 0; i + 1 < chars.length; i += 1) terms.push(chars[i]! + chars[i + 1]!);
      continue;
    }
    if (stop.has(word) || !options.keepStopWords && ALL_STOP_WORDS.has(word) && word.length <= 3) continue;
    if (word.length < 2 && !/\d/.test(word)) continue;
    terms.push(stemWord(word));
  }
  return terms;
}

/** Sentences of a passage: split after . ! ? and their CJK forms, and at line breaks. */
export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?。！？؟।])\s+|(?<=[。！？])|\n+/u)
    .map((sentence) => sentence.replace(/\s+/g, ' ').trim())
    .filter((sentence) => (sentence.match(/[\p{L}\p{N}]/gu)?.length ?? 0) >= 8);
}

/** Lowercase, punctuation and extra spaces removed: the form greetings and thanks are matched in. */
export function bareMessage(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{M}\p{N}\s]/gu, ' ').replace(/\s+/g, ' ').trim();
}
