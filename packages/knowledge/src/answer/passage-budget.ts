import type { Language } from '@siteline/contract';
import type { Passage } from '../retrieve/index.ts';
import { splitSentences, textTerms } from './text-tools.ts';

/** The passage text the LLM engine sends with a question, in estimated tokens: the one budget. */
export const PROMPT_PASSAGE_TOKENS = 2400;
/** The most one passage may take of it, so the budget holds more, shorter passages rather than a few long ones. */
export const PASSAGE_TOKENS = 240;

const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu;

/** A tokenizer-free estimate: about four characters a token, one per Chinese, Japanese or Korean character. */
export function estimateTokens(text: string): number {
  const unspaced = text.match(UNSPACED)?.length ?? 0;
  return Math.ceil((text.length - unspaced) / 4 + unspaced);
}

/**
 * The passage with the rest of its section, cut to `limit` tokens: the sentences sharing the most
 * words with the question first, then the rest in page order, read back in page order.
 */
function shorten(passage: Passage, questionTerms: Set<string>, language: Language, limit: number): string {
  const text = passage.continuation ? `${passage.content}\n${passage.continuation}` : passage.content;
  if (estimateTokens(text) <= limit) return text;
  const sentences = splitSentences(text, language).map((text, position) => ({
    text,
    position,
    shared: new Set(textTerms(text, language).filter((term) => questionTerms.has(term))).size,
  }));
  const kept: typeof sentences = [];
  let used = 0;
  // Those sharing more of the question's words first: a long list of options all say "packages".
  for (const sentence of [...sentences].sort((a, b) => b.shared - a.shared || a.position - b.position)) {
    const cost = estimateTokens(sentence.text) + 1;
    if (used + cost > limit) continue;
    kept.push(sentence);
    used += cost;
  }
  return kept
    .sort((a, b) => a.position - b.position)
    .map((s) => s.text)
    .join(' ');
}

/** The best passages, in rank order and each within PASSAGE_TOKENS, until PROMPT_PASSAGE_TOKENS is spent. */
export function fitPassages(passages: readonly Passage[], question: string, language: Language, budget = PROMPT_PASSAGE_TOKENS): Passage[] {
  const questionTerms = new Set(textTerms(question, language));
  const fitted: Passage[] = [];
  let left = budget;
  for (const passage of passages) {
    if (left < 40) break;
    const content = shorten(passage, questionTerms, language, Math.min(PASSAGE_TOKENS, left));
    if (!content) continue;
    fitted.push({ ...passage, content });
    left -= estimateTokens(content) + estimateTokens(passage.pageUrl) + 8;
  }
  return fitted;
}
