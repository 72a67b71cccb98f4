import type { Language } from '@siteline/contract';
import type { Passage } from '../retrieve/index.ts';
import { splitSentences, textTerms } from './text-tools.ts';

/** The passage text the LLM engine sends with a question, in estimated tokens: the one budget. */
export const PROMPT_PASSAGE_TOKENS = 2400;
/** The most one passage may take of it, so the budget holds more, shorter passages rather than a few long ones. */
export const PASSAGE_TOKENS = 240;

const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu;
const IS_UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** A tokenizer-free estimate: about four characters a token, one per Chinese, Japanese or Korean character. */
export function estimateTokens(text: string): number {
  const unspaced = text.match(UNSPACED)?.length ?? 0;
  return Math.ceil((text.length - unspaced) / 4 + unspaced);
}

/** The start of `text` that fits in `limit` tokens, cut after a word where there is one, marked with "…". */
function cutToTokens(text: string, limit: number): string {
  let used = 0;
  let end = 0;
  for (const char of text) {
    used += IS_UNSPACED.test(char) ? 1 : 0.25;
    if (used > limit) break;
    end += char.length;
  }
  const cut = text.slice(0, end);
  const space = cut.lastIndexOf(' ');
  return `${space > cut.length / 2 ? cut.slice(0, space) : cut}…`;
}

/** The text's sentences; a short line of its own ("Port: 8080") is one too. */
function sentencesOf(text: string, language: Language): string[] {
  return text.split(/\n+/).flatMap((line) => {
    const sentences = splitSentences(line, language);
    return sentences.length > 0 || !line.trim() ? sentences : [line.trim()];
  });
}

/**
 * The text cut to `limit` tokens: the sentences sharing the most words with the question first, then the
 * rest in page order, read back in page order; a single sentence longer than the limit is cut short.
 */
function shorten(text: string, questionTerms: Set<string>, language: Language, limit: number): string {
  if (estimateTokens(text) <= limit) return text;
  const sentences = sentencesOf(text, language).map((text, position) => ({
    text,
    position,
    shared: new Set(textTerms(text, language).filter((term) => questionTerms.has(term))).size,
  }));
  // Those sharing more of the question's words first: a long list of options all say "packages".
  const ranked = [...sentences].sort((a, b) => b.shared - a.shared || a.position - b.position);
  const kept: typeof sentences = [];
  let used = 0;
  for (const sentence of ranked) {
    const cost = estimateTokens(sentence.text) + 1;
    if (used + cost > limit) continue;
    kept.push(sentence);
    used += cost;
  }
  if (kept.length === 0) return ranked[0] ? cutToTokens(ranked[0].text, limit - 1) : '';
  return kept
    .sort((a, b) => a.position - b.position)
    .map((s) => s.text)
    .join(' ');
}

/**
 * The best passages, in rank order, each with the rest of its section and within PASSAGE_TOKENS, until
 * PROMPT_PASSAGE_TOKENS is spent. Text already sent whole is not sent again: a passage that is the
 * section's next chunk after a better one is already in it.
 */
export function fitPassages(passages: readonly Passage[], question: string, language: Language, budget = PROMPT_PASSAGE_TOKENS): Passage[] {
  const questionTerms = new Set(textTerms(question, language));
  const sent = new Set<string>();
  const fitted: Passage[] = [];
  let left = budget;
  for (const passage of passages) {
    if (left < 40) break;
    const parts = [passage.content, passage.continuation].filter((part): part is string => part !== undefined && !sent.has(part));
    if (parts.length === 0) continue;
    const whole = parts.join('\n');
    const content = shorten(whole, questionTerms, language, Math.min(PASSAGE_TOKENS, left));
    if (!content) continue;
    if (content === whole) for (const part of parts) sent.add(part);
    fitted.push({ ...passage, content });
    left -= estimateTokens(content) + estimateTokens(passage.pageUrl) + 8;
  }
  return fitted;
}
