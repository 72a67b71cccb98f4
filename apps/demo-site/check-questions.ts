import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PUBLIC_DIR, listPages } from './build-sitemap.ts';
import { readHtmlDocument } from './html-document.ts';

/** Where a fact lives on its page; `text` (the default) means the visible body text. */
export type FactSource = 'text' | 'table' | 'jsonld';

export type AnswerableQuestion = { question: string; answerable: true; mustContain: string[]; page: string; source?: FactSource };
export type UnanswerableQuestion = { question: string; answerable: false };
export type FollowUp = { first: string; then: string; mustContain: string[]; page: string };
export type QuestionSet = { questions: Array<AnswerableQuestion | UnanswerableQuestion>; followUps: FollowUp[] };

/** Path of the answer-quality question set. */
export const QUESTIONS_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'questions.json');

const MINIMUM = { answerable: 30, unanswerable: 8, followUps: 3 };

/** Reads questions.json (shape documented in README.md). */
export function loadQuestionSet(file: string = QUESTIONS_FILE): QuestionSet {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as QuestionSet;
}

/** Checks that every expected fact is really on the page it names, where the question says it is. */
export function checkQuestionSet(set: QuestionSet, publicDir: string = PUBLIC_DIR): string[] {
  const problems: string[] = [];
  const pages = new Set(listPages(publicDir));
  const answerable = set.questions.filter((q): q is AnswerableQuestion => q.answerable === true);
  const unanswerable = set.questions.filter((q) => q.answerable === false);
  if (answerable.length < MINIMUM.answerable) problems.push(`only ${answerable.length} answerable questions`);
  if (unanswerable.length < MINIMUM.unanswerable) problems.push(`only ${unanswerable.length} unanswerable questions`);
  if (set.followUps.length < MINIMUM.followUps) problems.push(`only ${set.followUps.length} follow-ups`);
  const questions = set.questions.map((q) => q.question.trim().toLowerCase());
  if (new Set(questions).size !== questions.length) problems.push('duplicate questions');

  const facts = [
    ...answerable.map((q) => ({ label: q.question, page: q.page, mustContain: q.mustContain, source: q.source ?? 'text' })),
    ...set.followUps.map((f) => ({ label: `${f.first} → ${f.then}`, page: f.page, mustContain: f.mustContain, source: 'text' as const })),
  ];
  for (const fact of facts) {
    const report = (message: string) => problems.push(`"${fact.label}": ${message}`);
    if (!pages.has(fact.page)) {
      report(`page ${fact.page} is not a public page`);
      continue;
    }
    if (fact.mustContain.length === 0) report('mustContain is empty');
    const doc = readHtmlDocument(fs.readFileSync(path.join(publicDir, fact.page), 'utf8'));
    const haystack = { text: doc.visibleText, table: doc.tableText, jsonld: doc.jsonLd.join('\n') }[fact.source];
    for (const token of fact.mustContain) {
      if (!includesIgnoringCase(haystack, token)) report(`"${token}" is not in the ${fact.source} of ${fact.page}`);
      // A JSON-LD question only tests structured-data extraction if the fact is absent from the visible text.
      if (fact.source === 'jsonld' && includesIgnoringCase(doc.visibleText, token)) report(`"${token}" is also visible on ${fact.page}`);
    }
  }
  return problems;
}

function includesIgnoringCase(haystack: string, needle: string): boolean {
  return haystack.toLowerCase().includes(needle.toLowerCase());
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const set = loadQuestionSet();
  const problems = checkQuestionSet(set);
  for (const problem of problems) console.error(problem);
  console.log(problems.length === 0 ? `questions OK: ${set.questions.length} questions, ${set.followUps.length} follow-ups` : `${problems.length} problem(s)`);
  process.exitCode = problems.length === 0 ? 0 : 1;
}
