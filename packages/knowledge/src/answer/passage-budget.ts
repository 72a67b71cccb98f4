import type { Language } from '@siteline/contract';
import type { Passage } from '../retrieve/index.ts';
import { isLeadIn } from './sentence-context.ts';
import { splitSentences, textTerms } from './text-tools.ts';

/**
 * The passage text the LLM engine sends with a question, in estimated tokens: the one budget. Measured on the twelve
 * bench sites (2026-11-29): the facts left out at 3,200 were mostly in passages ranked 17th to 29th, which it could
 * not reach; 6,000 raised context recall on the tuning halves of the German and Korean FAQs by one each (5,600 is the
 * least that does) and on five held-out halves by one or two, lowering it nowhere. With 50 passages (2026-12-01) it
 * holds each at its cap below (then 2 × 480 + 8 × 240 + 40 × 160 = 9,280), so the passages from the 31st on add to what
 * the first 30 were given instead of taking from it: 8,000 for 40 passages and 9,600 for 50 raised context recall on
 * the twelve sites from 657 to 663 and 665 of 689. Small beside any current model's context window.
 */
export const PROMPT_PASSAGE_TOKENS = 9600;
/** The most one passage may take of it, so the budget holds more, shorter passages rather than a few long ones. */
export const PASSAGE_TOKENS = 240;
/**
 * The best-ranked passages, which hold the answer most often, may take this much: a long section's answer
 * ("異なるパッケージ形式の間の変換には Alien パッケージが利用されます", the seventh sentence of a Japanese FAQ
 * answer) is no longer cut. Measured on the tuning halves of the eight bench sites: the first two passages at
 * twice PASSAGE_TOKENS raised context recall on the Japanese FAQ from 25 to 28 of 33 and lowered it nowhere;
 * one passage, or three or five at 400 or 360, did less. With 50 passages (2026-12-02) a third at this size fits in the
 * budget (3 × 480 + 7 × 240 + 40 × 160 = 9,520) and raised the Korean FAQ's tuning half by one ("apt list
 * --upgradable", the sixth command of the third passage), lowering nothing on the twelve sites or the thirty probes.
 */
export const LEADING_PASSAGE_TOKENS = 2 * PASSAGE_TOKENS;
const LEADING_PASSAGES = 3;
/**
 * Passages ranked below the first FULL_PASSAGES take at most this much: their sentences about the question, so the
 * budget reaches further down the ranking. Measured on the tuning halves of the nine bench sites: MkDocs' context
 * recall 30 -> 32 of 36, nothing lower on any site, held-out halves unchanged; from the sixth or eighth passage on,
 * or at 120 or 200 tokens, did less.
 */
export const TRAILING_PASSAGE_TOKENS = 160;
const FULL_PASSAGES = 10;

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

/** A sentence, or a clause of one too long for a passage: what the budget keeps or drops. */
interface Piece {
  text: string;
  /** Which line of the passage it is on: pieces of one line are read back joined by a space, lines by a newline. */
  line: number;
  position: number;
  /** The question's words it holds. */
  terms: Set<string>;
}

/** A sentence longer than `limit` tokens split after its inner full stops, then its commas, as far as needed. */
function splitLong(sentence: string, limit: number): string[] {
  if (estimateTokens(sentence) <= limit) return [sentence];
  // Intl.Segmenter does not end a sentence before a lower-case word ("… attack. apt uses GPG …").
  for (const boundary of [/(?<=[.!?;:])\s+/u, /(?<=,)\s+/u]) {
    const parts = sentence.split(boundary).filter((part) => part !== '');
    if (parts.length > 1) return parts.flatMap((part) => splitLong(part, limit));
  }
  return [sentence];
}

/** The text's pieces in page order; a short line of its own ("Port: 8080") is one too. */
function piecesOf(text: string, questionTerms: Set<string>, language: Language): Piece[] {
  const pieces: Piece[] = [];
  text.split(/\n+/).forEach((line, lineIndex) => {
    const sentences = splitSentences(line, language);
    for (const sentence of sentences.length > 0 || !line.trim() ? sentences : [line.trim()]) {
      for (const piece of splitLong(sentence, PASSAGE_TOKENS)) {
        const terms = new Set(textTerms(piece, language).filter((term) => questionTerms.has(term)));
        pieces.push({ text: piece, line: lineIndex, position: pieces.length, terms });
      }
    }
  });
  return pieces;
}

/**
 * How much each question word tells among the passages: a word in few of their pieces ("soft" among git-reset's
 * sentences about the index and the working tree) more than one in most.
 */
function termWeights(pieces: readonly Piece[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const piece of pieces) for (const term of piece.terms) counts.set(term, (counts.get(term) ?? 0) + 1);
  return new Map([...counts].map(([term, count]) => [term, Math.log(1 + pieces.length / count)]));
}

/** Pieces at least this long are sent once; a short one ("Default: none.") may belong to each of several entries. */
const REPEATABLE_CHARS = 60;
/** What the piece after one about the question, or a line under a lead-in ending in a colon, keeps of its relevance. */
const FOLLOWER_SHARE = 0.75;

/** A full stop after a word ends the lines a lead-in introduces; an ellipsis in an example ("...") does not. */
const SENTENCE_END = /[\p{L}\p{N})"'»”][.!?]$|。$/u;

const sameText = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

function joinPieces(pieces: readonly Piece[]): string {
  return pieces.map((piece, i) => (i === 0 ? '' : piece.line === pieces[i - 1]!.line ? ' ' : '\n') + piece.text).join('');
}

/**
 * Each piece's relevance: the weight of the question's words it holds, or, when more, part of the relevance
 * of the piece before it (where "Its content is #RRGGBB" answers) or of a lead-in ending in a colon above the
 * lines under it (a configuration example).
 */
function relevances(pieces: readonly Piece[], weights: Map<string, number>): number[] {
  let leadIn = 0;
  let previous = 0;
  return pieces.map((piece) => {
    const own = [...piece.terms].reduce((sum, term) => sum + (weights.get(term) ?? 0), 0);
    const relevance = Math.max(own, FOLLOWER_SHARE * previous, leadIn);
    if (isLeadIn(piece.text)) leadIn = FOLLOWER_SHARE * relevance;
    else if (SENTENCE_END.test(piece.text)) leadIn = 0;
    previous = own;
    return relevance;
  });
}

/**
 * The pieces within `limit` tokens: all when they fit, else the most relevant first, read back in page order;
 * a single piece longer than the limit is cut short.
 */
function shorten(pieces: readonly Piece[], relevance: readonly number[], limit: number): string {
  const whole = joinPieces(pieces);
  if (estimateTokens(whole) <= limit) return whole;
  const ranked = pieces
    .map((piece, i) => ({ piece, relevance: relevance[i]! }))
    .sort((a, b) => b.relevance - a.relevance || a.piece.position - b.piece.position);
  const kept: Piece[] = [];
  let used = 0;
  for (const { piece } of ranked) {
    const cost = estimateTokens(piece.text) + 1;
    if (used + cost > limit) continue;
    kept.push(piece);
    used += cost;
  }
  if (kept.length === 0) return ranked[0] ? cutToTokens(ranked[0].piece.text, limit - 1) : '';
  return joinPieces(kept.sort((a, b) => a.position - b.position));
}

/**
 * The best passages, in rank order, each with the rest of its section and within PASSAGE_TOKENS (the first
 * LEADING_PASSAGES within LEADING_PASSAGE_TOKENS, those after the first FULL_PASSAGES within TRAILING_PASSAGE_TOKENS), until
 * PROMPT_PASSAGE_TOKENS is spent. No sentence is sent twice: chunks repeat the sentence before them, and a
 * passage that is the section's next chunk after a better one is already in it.
 */
export function fitPassages(passages: readonly Passage[], question: string, language: Language, budget = PROMPT_PASSAGE_TOKENS): Passage[] {
  const questionTerms = new Set(textTerms(question, language));
  const piecesByPassage = passages.map((passage) =>
    piecesOf([passage.content, passage.continuation].filter((part): part is string => part !== undefined).join('\n'), questionTerms, language),
  );
  const weights = termWeights(piecesByPassage.flat());
  const sent = new Set<string>();
  const fitted: Passage[] = [];
  let left = budget;
  for (const [index, passage] of passages.entries()) {
    if (left < 40) break;
    const seen = new Set(sent);
    const pieces = piecesByPassage[index]!.filter((piece) => {
      const key = sameText(piece.text);
      if (key.length < REPEATABLE_CHARS) return true;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    const cap = index < LEADING_PASSAGES ? LEADING_PASSAGE_TOKENS : index < FULL_PASSAGES ? PASSAGE_TOKENS : TRAILING_PASSAGE_TOKENS;
    const content = shorten(pieces, relevances(pieces, weights), Math.min(cap, left));
    if (!content) continue;
    for (const piece of pieces) if (content.includes(piece.text)) sent.add(sameText(piece.text));
    fitted.push({ ...passage, content });
    left -= estimateTokens(content) + estimateTokens(passage.pageUrl) + 8;
  }
  return fitted;
}
