import fs from 'node:fs';

/**
 * One hand-written question of a site. An answerable one names the fact a right answer contains
 * (`mustContain`: every string; `anyOf`: at least one of a few spellings) and the page that states it
 * (`page`, relative to the site's root; `pages` when several state it). `heldOut` questions are
 * measured and reported apart, and never used to tune anything.
 */
export type SiteQuestion =
  | { question: string; answerable: true; mustContain?: string[]; anyOf?: string[]; page: string; pages?: string[]; heldOut?: boolean }
  | { question: string; answerable: false; heldOut?: boolean };

export type AnswerableSiteQuestion = Extract<SiteQuestion, { answerable: true }>;

/** The least a site's question file holds, so its figures mean something. */
export const MINIMUM_QUESTIONS = { answerable: 30, unanswerable: 5 };
/** A probe: a few questions on a site of another kind or language, all tuned on, run only when named. */
export const PROBE_MINIMUM_QUESTIONS = { answerable: 8, unanswerable: 3 };

/**
 * A site's question file: `{ "questions": [...], "furniture": [...] }`. `furniture` lists strings
 * that only the site's page furniture holds (its previous/next bar, permalink signs): no indexed
 * chunk should contain them. Other keys are notes for people.
 */
export interface SiteQuestionFile {
  questions: SiteQuestion[];
  furniture?: string[];
}

export function loadSiteQuestions(file: string): SiteQuestionFile {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as SiteQuestionFile;
}

/** Lower case, NFKC, straight quotes: "8:00\u00a0AM" and "8:00 am" differ only in their whitespace. */
function normaliseCase(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d\u00ab\u00bb]/g, '"');
}

/** Lower case, NFKC, straight quotes, no whitespace: "8:00 AM" and "8:00\u00a0am" are the same fact. */
export function normaliseForMatch(text: string): string {
  return normaliseCase(text).replace(/[\s\u200b]+/g, '');
}

// Scripts written with spaces between words: a fact in them starts where a word of its own script starts. Arabic
// writes "and", "by", "for" onto the next word, a Latin one too ("وgrpquota"); Chinese and Japanese have no word
// boundaries to check.
const SPACED_SCRIPTS = ['\\p{N}\\p{Script=Latin}\\p{Script=Cyrillic}\\p{Script=Greek}', '\\p{Script=Arabic}', '\\p{Script=Devanagari}', '\\p{Script=Hangul}'];
const SPACED_SCRIPT_PATTERNS = SPACED_SCRIPTS.map((letters) => ({ letter: new RegExp(`[${letters}]`, 'u'), start: `(?<![${letters}])` }));

/**
 * The fact as a pattern over normalised text: any whitespace between its characters, starting where a word
 * starts, so "zip" is not found inside "gzip" nor "19" inside "2019"; it may end inside one ("Monday" in
 * "Mondays").
 */
function factPattern(fact: string): RegExp {
  const chars = [...normaliseForMatch(fact)];
  const body = chars.map((char) => char.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('[\\s\\u200b]*');
  const start = SPACED_SCRIPT_PATTERNS.find(({ letter }) => letter.test(chars[0] ?? ''))?.start ?? '';
  return new RegExp(`${start}${body}`, 'u');
}

/** True when `text` states the question's fact (every `mustContain`, and one of `anyOf`), each starting at a word's start. */
export function statesFact(text: string, question: AnswerableSiteQuestion): boolean {
  const haystack = normaliseCase(text);
  const states = (fact: string) => factPattern(fact).test(haystack);
  const all = question.mustContain ?? [];
  const any = question.anyOf ?? [];
  return all.every(states) && (any.length === 0 || any.some(states));
}

/**
 * Problems that make a question file unfit for measuring (too few questions, no fact, no held-out half); a probe's
 * fewer questions have no held-out half.
 */
export function checkSiteQuestions(questions: readonly SiteQuestion[], probe = false): string[] {
  const problems: string[] = [];
  const answerable = questions.filter((q): q is AnswerableSiteQuestion => q.answerable);
  const unanswerable = questions.filter((q) => !q.answerable);
  const minimum = probe ? PROBE_MINIMUM_QUESTIONS : MINIMUM_QUESTIONS;
  if (answerable.length < minimum.answerable) problems.push(`only ${answerable.length} answerable questions`);
  if (unanswerable.length < minimum.unanswerable) problems.push(`only ${unanswerable.length} unanswerable questions`);
  for (const q of answerable) {
    if ((q.mustContain ?? []).length + (q.anyOf ?? []).length === 0) problems.push(`"${q.question}": no fact to look for`);
  }
  const heldOut = questions.filter((q) => q.heldOut).length;
  if (!probe && heldOut < Math.floor(questions.length / 2) - 1) problems.push(`only ${heldOut} of ${questions.length} questions are held out`);
  return problems;
}
