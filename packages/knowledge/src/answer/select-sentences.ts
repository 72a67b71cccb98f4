import type { Language } from '@siteline/contract';
import type { Passage } from '../retrieve/index.ts';
import type { Tone } from './answer-engine.ts';
import { looksLikeInstructions } from './injection-filter.ts';
import { askedIntents, canonicalTerm, questionTerms, restatedTerms } from './question-intents.ts';
import { isShortItem, withContext } from './sentence-context.ts';
import { splitSentences, textTerms } from './text-tools.ts';

export interface ScoredSentence {
  text: string;
  passage: Passage;
  passageRank: number;
  position: number;
  score: number;
  /**
   * Share of the question's meaning found, each word weighted by its rarity among the candidate
   * sentences; a word like "price" or "located" counts as found when the sentence holds the fact.
   */
  coverage: number;
  terms: Set<string>;
}

interface Candidate {
  text: string;
  passage: Passage;
  passageRank: number;
  position: number;
  sentences: string[];
  terms: Set<string>;
  titleTerms: Set<string>;
}

/** The smallest share of the question's meaning the best sentence must contain to be an answer. */
const MIN_COVERAGE = 0.34;
/** Raised coverage for a sentence holding the asked-for kind of fact next to a question word. */
const ASKED_BOOST = 0.2;
/** A sentence from a second page is added when it scores at least this share of the best. */
const OTHER_PAGE_SHARE = 0.4;
const MAX_SENTENCES: Record<Tone, number> = { concise: 2, helpful: 3, creative: 3, encouraging: 3, analytical: 4, detailed: 5 };

function jaccard(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const term of a) if (b.has(term)) shared += 1;
  return shared / Math.max(1, a.size + b.size - shared);
}

// "United Kingdom" also answers to "UK": initials of runs of capitalised words.
function initialisms(text: string): string[] {
  return (text.match(/(?:\p{Lu}\p{Ll}+\s+){1,3}\p{Lu}\p{Ll}+/gu) ?? [])
    .map((run) => run.split(/\s+/).map((word) => word[0]!.toLowerCase()).join(''));
}

interface PassageAnalysis {
  titleTerms: Set<string>;
  sentences: string[];
  quotable: { text: string; position: number; terms: Set<string> }[];
}

// Retrievals are cached and hand back the same passages for repeated questions, so their sentences
// are split and analysed once, not at every answer.
const analyses = new WeakMap<Passage, Map<Language, PassageAnalysis>>();

function analysePassage(passage: Passage, language: Language): PassageAnalysis {
  const known = analyses.get(passage) ?? new Map<Language, PassageAnalysis>();
  analyses.set(passage, known);
  let analysis = known.get(language);
  if (!analysis) {
    const sentences = splitSentences(passage.content);
    analysis = {
      titleTerms: new Set(textTerms(`${passage.pageTitle} ${passage.headingPath}`, language).map(canonicalTerm)),
      sentences,
      quotable: sentences
        .map((text, position) => ({ text, position, terms: new Set([...textTerms(text, language).map(canonicalTerm), ...initialisms(text)]) }))
        .filter(({ text }) => !looksLikeInstructions(text)),
    };
    known.set(language, analysis);
  }
  return analysis;
}

function collectCandidates(passages: Passage[], language: Language): Candidate[] {
  return passages.flatMap((passage, passageRank) => {
    const { titleTerms, sentences, quotable } = analysePassage(passage, language);
    return quotable.map(({ text, position, terms }) => ({ text, passage, passageRank, position, sentences, terms, titleTerms }));
  });
}

/** Rarity of each question word among the candidates; a word no candidate holds weighs most. */
function rarity(terms: Set<string>, candidates: Candidate[]): Map<string, number> {
  const weights = new Map<string, number>();
  for (const term of terms) {
    const df = candidates.filter((c) => c.terms.has(term) || c.titleTerms.has(term)).length;
    weights.set(term, Math.log(1 + (candidates.length + 1) / (df + 0.5)));
  }
  return weights;
}

export interface SelectInput { question: string; retrievalText: string; passages: Passage[]; language: Language; tone: Tone }
type Scored = ScoredSentence & { candidate: Candidate };

/**
 * Every candidate sentence scored, best first: the question's rarer words weigh most (in the page
 * title or headings they count for less than in the sentence), early position and better-ranked
 * passages help, and amounts, times, addresses, phone numbers, emails or availability win when
 * the question asks for them.
 */
export function scoreSentences(input: SelectInput): Scored[] {
  const ownTerms = new Set(questionTerms(input.question, input.language));
  const allTerms = new Set([...ownTerms, ...questionTerms(input.retrievalText, input.language)]);
  const intents = askedIntents(input.question);
  const restated = restatedTerms(input.question, input.language);
  if (allTerms.size === 0 && intents.length === 0) return [];
  const candidates = collectCandidates(input.passages, input.language);
  const idf = rarity(allTerms, candidates);
  const weightOf = (term: string) => idf.get(term)! * (ownTerms.has(term) ? 1 : 0.6);
  let total = 0;
  for (const term of allTerms) total += weightOf(term);
  const scored: Scored[] = [];
  for (const candidate of candidates) {
    const held = intents.filter((intent) => intent.holds(candidate.text));
    let found = 0;
    let inText = 0;
    let plainMatch = false;
    for (const term of allTerms) {
      const weight = weightOf(term);
      if (candidate.terms.has(term)) [found, inText, plainMatch] = [found + weight, inText + weight, true];
      else if (held.some((intent) => intent.cueTerms.has(term)) || [...restated.get(term) ?? []].some((other) => candidate.terms.has(other))) {
        [found, inText] = [found + weight, inText + weight];
      }
      else if (candidate.titleTerms.has(term)) [found, inText, plainMatch] = [found + weight, inText + 0.4 * weight, true];
    }
    const bonus = held.reduce((sum, intent) => sum + intent.bonus, 0);
    if (found === 0 && bonus === 0) continue;
    let coverage = total > 0 ? found / total : 0;
    if (held.length > 0 && (plainMatch || allTerms.size === 0)) coverage += ASKED_BOOST;
    if (allTerms.size === 0 && held.length > 0) coverage = Math.max(coverage, MIN_COVERAGE);
    const textShare = total > 0 ? inText / total : 0;
    const score = 2 * textShare + coverage + bonus + 0.3 / (1 + candidate.position) + 0.4 / (1 + candidate.passageRank);
    scored.push({ text: candidate.text, passage: candidate.passage, passageRank: candidate.passageRank, position: candidate.position, score, coverage, terms: candidate.terms, candidate });
  }
  return scored.sort((a, b) => b.score - a.score || a.passageRank - b.passageRank || a.position - b.position);
}

/** The sentences that answer the question best, with the context they need; empty when nothing is relevant enough to quote. */
export function selectSentences(input: SelectInput): ScoredSentence[] {
  const scored = scoreSentences(input);
  const best = scored[0];
  if (!best || best.coverage < MIN_COVERAGE) return [];
  const chosen: ScoredSentence[] = [];
  const taken = new Map<Passage, Set<number>>();
  let room = MAX_SENTENCES[input.tone];
  for (const sentence of scored) {
    const cost = isShortItem(sentence.text) ? 0.5 : 1;
    if (cost > room) break;
    if (sentence.score < best.score * (input.tone === 'concise' ? 0.8 : 0.5)) break;
    if (sentence.coverage < MIN_COVERAGE * 0.75) continue;
    const used = taken.get(sentence.passage) ?? new Set<number>();
    if (used.has(sentence.position)) continue;
    if (chosen.some((other) => other.text === sentence.text || jaccard(other.terms, sentence.terms) > 0.6)) continue;
    const { text, positions } = withContext(sentence.candidate.sentences, sentence.position, used);
    for (const position of positions) used.add(position);
    taken.set(sentence.passage, used);
    chosen.push({ text, passage: sentence.passage, passageRank: sentence.passageRank, position: positions[0]!, score: sentence.score, coverage: sentence.coverage, terms: sentence.terms });
    room -= text === sentence.text ? cost : 1;
  }
  // When one page gave every sentence, the best sentence of another page that covers the question
  // as well may hold what the first did not (a policy page that only points at the terms page).
  const pages = new Set(chosen.map((sentence) => sentence.passage.pageUrl));
  if (pages.size === 1 && room >= 1 && input.tone !== 'concise') {
    const other = scored.find((sentence) => !pages.has(sentence.passage.pageUrl) && sentence.coverage >= MIN_COVERAGE && sentence.score >= best.score * OTHER_PAGE_SHARE);
    if (other) {
      const { text, positions } = withContext(other.candidate.sentences, other.position, new Set());
      chosen.push({ text, passage: other.passage, passageRank: other.passageRank, position: positions[0]!, score: other.score, coverage: other.coverage, terms: other.terms });
    }
  }
  // Read in page order: the best passage first, each passage's sentences as written.
  return chosen.sort((a, b) => a.passageRank - b.passageRank || a.position - b.position);
}
