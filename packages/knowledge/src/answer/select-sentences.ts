import type { Language } from '@siteline/contract';
import type { Passage } from '../retrieve/index.ts';
import type { Tone } from './answer-engine.ts';
import { looksLikeInstructions } from './injection-filter.ts';
import { PRICE_WORDS, QUANTITY_WORDS, TIME_WORDS } from './language-words.ts';
import { splitSentences, textTerms } from './text-tools.ts';

export interface ScoredSentence {
  text: string;
  passage: Passage;
  passageRank: number;
  position: number;
  score: number;
  /** Share of the question's words found, raised when the sentence holds the amount or time asked for. */
  coverage: number;
  terms: Set<string>;
}

const AMOUNT = /[$€£¥₹₽₩]\s?\d|\d(?:[\d.,\s]*\d)?\s?(?:[$€£¥₹₽₩]|usd|eur|gbp|dollars?|euros?|pounds?|руб|円|元|원|ريال|रुपये)/iu;
const CLOCK = /\b\d{1,2}(?::\d{2})?\s?(?:am|pm|a\.m\.|p\.m\.|h\b|uhr|ч)|\b\d{1,2}:\d{2}\b|\d{1,2}\s?時|\d{1,2}\s?시|\d{1,2}\s?点/iu;
const WEEKDAY = /monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekdays?|weekends?|lunes|martes|sábado|domingo|lundi|mardi|samedi|dimanche|montag|dienstag|samstag|sonntag|lunedì|sabato|segunda|sábado|понедельник|суббот|воскресень|曜日|요일|星期|周[一二三四五六日]|الاثنين|السبت|सोमवार|शनिवार/iu;
const NUMBER = /\d/;

/** The smallest share of the question's words the best sentence must contain to be an answer. */
const MIN_COVERAGE = 0.34;
const MAX_SENTENCES: Record<Tone, number> = { concise: 2, helpful: 3, creative: 3, encouraging: 3, analytical: 4, detailed: 5 };

function jaccard(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const term of a) if (b.has(term)) shared += 1;
  return shared / Math.max(1, a.size + b.size - shared);
}

/**
 * The sentences that answer the question best: shared words (more for words in the page title or
 * headings), early position, better-ranked passages, and amounts, times or numbers when the
 * question asks for them. Empty when nothing is relevant enough to quote.
 */
export function selectSentences(input: { question: string; retrievalText: string; passages: Passage[]; language: Language; tone: Tone }): ScoredSentence[] {
  const questionTerms = new Set(textTerms(input.retrievalText, input.language));
  const ownTerms = new Set(textTerms(input.question, input.language));
  const wantsPrice = PRICE_WORDS.test(input.question);
  const wantsTime = TIME_WORDS.test(input.question);
  const wantsQuantity = QUANTITY_WORDS.test(input.question);
  if (questionTerms.size === 0 && !wantsPrice && !wantsTime) return [];
  const scored: ScoredSentence[] = [];
  input.passages.forEach((passage, passageRank) => {
    const titleTerms = new Set(textTerms(`${passage.pageTitle} ${passage.headingPath}`, input.language));
    splitSentences(passage.content).forEach((text, position) => {
      if (looksLikeInstructions(text)) return;
      const terms = new Set(textTerms(text, input.language));
      let matched = 0;
      let weight = 0;
      for (const term of questionTerms) {
        const inTitle = titleTerms.has(term);
        if (!terms.has(term) && !inTitle) continue;
        matched += 1;
        const own = ownTerms.has(term) ? 1 : 0.6;
        weight += own * (terms.has(term) ? 1 : 0.4) * (inTitle ? 1.3 : 1);
      }
      const coverage = questionTerms.size > 0 ? matched / questionTerms.size : 0;
      let bonus = 0;
      if (wantsPrice && AMOUNT.test(text)) bonus += 1.5;
      if (wantsTime && (CLOCK.test(text) || WEEKDAY.test(text))) bonus += 1.2;
      if (wantsQuantity && NUMBER.test(text)) bonus += 0.8;
      if (weight === 0 && bonus === 0) return;
      const score = weight + coverage + bonus + 0.3 / (1 + position) + 0.4 / (1 + passageRank);
      const asked = bonus > 0 && (matched > 0 || questionTerms.size === 0) ? MIN_COVERAGE : 0;
      scored.push({ text, passage, passageRank, position, score, coverage: coverage + asked, terms });
    });
  });
  scored.sort((a, b) => b.score - a.score || a.passageRank - b.passageRank || a.position - b.position);
  const best = scored[0];
  if (!best || best.coverage < MIN_COVERAGE) return [];
  const chosen: ScoredSentence[] = [];
  for (const sentence of scored) {
    if (chosen.length >= MAX_SENTENCES[input.tone]) break;
    if (sentence.score < best.score * (input.tone === 'concise' ? 0.8 : 0.5)) break;
    if (chosen.some((other) => other.text === sentence.text || jaccard(other.terms, sentence.terms) > 0.6)) continue;
    chosen.push(sentence);
  }
  // Read in page order: the best passage first, each passage's sentences as written.
  return chosen.sort((a, b) => a.passageRank - b.passageRank || a.position - b.position);
}
