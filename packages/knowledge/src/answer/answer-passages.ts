import type { Language } from '@siteline/contract';
import { cleanUrl, normalizeUrl } from '../crawl/normalize-url.ts';
import { DEFAULT_PASSAGES, retrievePassages, type RetrievePassagesInput } from '../retrieve/retrieve-passages.ts';
import type { Passage, SqlExecutor } from '../retrieve/passage.ts';
import { readPassages, readQuestionHeadings } from '../retrieve/question-sections.ts';
import { searchConfigFor } from '../retrieve/search-config.ts';
import { readStartPagePassages, readTitledPagePassages } from '../retrieve/page-openings.ts';
import { withoutExample } from './question-focus.ts';
import { askedContact, askedIntents, asksWhatItDoes, definedSubject, definesSubject, questionTerms, type IntentName } from './question-intents.ts';
import { splitSentences, withoutSectionNumbers } from './text-tools.ts';

// Facts a site often states without the question's words: "Call us at (207) 555-0143" answers
// "What is your phone number?" but holds neither "phone" nor "number".
const CONTACT_INTENTS: ReadonlySet<IntentName> = new Set(['phone', 'email', 'address']);
const EXTRA_PASSAGES = 2;
// Retrieval reads the first 12 words of a query; the fact words of the 12 languages are searched 12 at a time.
const WORDS_PER_SEARCH = 12;

/** The start page's chunks read for "what is X?": a site says what it is at the top of its start page. */
const START_PAGE_CHUNKS = 2;
/** Sections headed "What is X?" put first, by their first chunk: the answer opens the section. */
const QUESTION_SECTIONS = 2;
/** How far down the ranking "what is X?" looks for a passage saying what X is when the best ones do not. */
const DEFINITION_REACH = 30;

export interface AnswerPassagesInput extends RetrievePassagesInput {
  /** The site's start page, as the assistant was set up with it. */
  websiteUrl?: string;
}

/**
 * The passages an answer engine receives: the retrieval's; for "what is X?", first the opening of the site's
 * start page when it says what X is ("MkDocs is a fast, simple … static site generator"), which the retrieval
 * cannot rank when X is the site's own name, on every page, or else the section whose heading asks the question
 * ("1.2. What is Debian GNU/Linux?"), or the opening of the page named X, or the first passage down to the 30th that
 * says what X is; and when the question asks only for the business's phone number, email or address ("What is your
 * phone number?", no other subject) and none of them holds one, the best passages that do, found with the words such
 * facts are written with.
 */
export async function retrieveAnswerPassages(exec: SqlExecutor, input: AnswerPassagesInput): Promise<Passage[]> {
  const subject = definedSubject(input.question);
  const limit = input.limit ?? DEFAULT_PASSAGES;
  const searched = { ...input, question: withoutExample(input.question, input.language) };
  const ranked = await retrievePassages(exec, subject ? { ...searched, limit: Math.max(limit, DEFINITION_REACH) } : searched);
  const passages = ranked.slice(0, limit);
  return (
    (await withStartPageDefinition(exec, input, passages)) ??
    (await withQuestionSection(exec, input, passages)) ??
    (await withTitledPageDefinition(exec, input, passages)) ??
    withDefinitionFurtherDown(ranked, limit, input) ??
    (await withContactFacts(exec, input, passages))
  );
}

/** `leading` first, then the other passages in their order. */
function putFirst(leading: Passage[], passages: Passage[]): Passage[] {
  const ids = new Set(leading.map((passage) => passage.chunkId));
  return [...leading, ...passages.filter((passage) => !ids.has(passage.chunkId))];
}

/** For a "what is X?" question, whether a passage says what X is (or does, asked what it does); undefined for other questions. */
function definitionTest(question: string, language: Language): ((passage: Passage) => boolean) | undefined {
  const subject = definedSubject(question);
  if (!subject) return undefined;
  const byWhatItDoes = asksWhatItDoes(question);
  return (passage) => splitSentences(passage.content, language).some((sentence) => definesSubject(sentence, subject, byWhatItDoes));
}

/** The passages with those of a page's `opening` that say what the subject is first; undefined when none does. */
function withDefinitionFirst(opening: Passage[], input: AnswerPassagesInput, passages: Passage[]): Passage[] | undefined {
  const defining = opening.filter(definitionTest(input.question, input.language)!);
  return defining.length > 0 ? putFirst(defining, passages) : undefined;
}

/**
 * For "what is X?" when none of the best `limit` passages says what X is, the first one further down the ranking that
 * does, put first: "Cargo is Rust’s build system and package manager." opens a page titled "Hello, Cargo!" whose later
 * chunks, about running Cargo, hold the word more often.
 */
function withDefinitionFurtherDown(ranked: Passage[], limit: number, input: AnswerPassagesInput): Passage[] | undefined {
  const defines = definitionTest(input.question, input.language);
  const best = ranked.slice(0, limit);
  if (!defines || best.some(defines)) return undefined;
  const further = ranked.slice(limit).find(defines);
  return further ? [further, ...best] : undefined;
}

/** The passages with the start page's chunks defining the subject of a "what is X?" question first; undefined for other questions. */
async function withStartPageDefinition(exec: SqlExecutor, input: AnswerPassagesInput, passages: Passage[]): Promise<Passage[] | undefined> {
  const subject = definedSubject(input.question);
  if (!subject || !input.websiteUrl) return undefined;
  const urls = [...new Set([normalizeUrl(input.websiteUrl), cleanUrl(input.websiteUrl)])].filter((url): url is string => url !== null);
  if (urls.length === 0) return undefined;
  const opening = await readStartPagePassages(exec, { assistantId: input.assistantId, urls, count: START_PAGE_CHUNKS });
  return withDefinitionFirst(opening, input, passages);
}

/**
 * The passages with the opening of the page named after the subject of a "what is X?" question first, when it says
 * what X is: a reference manual's "VACUUM — garbage-collect and optionally analyze a database" for "What does VACUUM
 * do?", whose word is in hundreds of its pages. Undefined for other questions or when no such page defines X.
 */
async function withTitledPageDefinition(exec: SqlExecutor, input: AnswerPassagesInput, passages: Passage[]): Promise<Passage[] | undefined> {
  const subject = definedSubject(input.question);
  if (!subject) return undefined;
  const opening = await readTitledPagePassages(exec, {
    assistantId: input.assistantId,
    config: searchConfigFor(input.language),
    name: subject,
    count: START_PAGE_CHUNKS,
  });
  return withDefinitionFirst(opening, input, passages);
}

// A section's number at the start of its heading ("1.2." of "1.2. What is Debian GNU/Linux?").
const LEADING_SECTION_NUMBER = /^(\d+(?:\.\d+)*)\.?\s/;

/** Where a heading stands in its document by its section number: "1.2" before "7.1"; unnumbered ones last. */
function sectionOrder(heading: string): number[] {
  const number = LEADING_SECTION_NUMBER.exec(heading)?.[1];
  return number ? number.split('.').map(Number) : [Number.POSITIVE_INFINITY];
}

function compareOrders(a: number[], b: number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
    const difference = (a[i] ?? -1) - (b[i] ?? -1);
    if (difference !== 0) return difference;
  }
  return 0;
}

/**
 * The passages with the sections whose headings ask the question itself first: an FAQ's "1.2. What is Debian
 * GNU/Linux?" for "What is Debian?", whose only word is on every page. A document says what a thing is where it
 * first asks: numbered sections in their order ("1.2." before "7.1. What is a Debian package?"), then those
 * naming least beside the subject. Undefined when no heading asks it.
 */
async function withQuestionSection(exec: SqlExecutor, input: AnswerPassagesInput, passages: Passage[]): Promise<Passage[] | undefined> {
  const subject = definedSubject(input.question);
  const asked = subject ? questionTerms(subject, input.language) : [];
  if (asked.length === 0) return undefined;
  const headings = await readQuestionHeadings(exec, { assistantId: input.assistantId, config: searchConfigFor(input.language), words: subject! });
  const asking = headings.flatMap((chunk) => {
    const heading = chunk.headingPath.split(' > ').at(-1)!.trim();
    const headingSubject = definedSubject(withoutSectionNumbers(heading));
    const named = headingSubject ? questionTerms(headingSubject, input.language) : [];
    return asked.every((term) => named.includes(term)) ? [{ chunk, order: sectionOrder(heading), extra: named.length - asked.length }] : [];
  });
  if (asking.length === 0) return undefined;
  asking.sort((a, b) => compareOrders(a.order, b.order) || a.extra - b.extra);
  // Each section by its first chunk: the headings come in page order.
  const openings = asking.filter(
    ({ chunk }, i) => asking.findIndex((other) => other.chunk.pageUrl === chunk.pageUrl && other.chunk.headingPath === chunk.headingPath) === i,
  );
  const chunkIds = openings.slice(0, QUESTION_SECTIONS).map(({ chunk }) => chunk.chunkId);
  return putFirst(await readPassages(exec, { assistantId: input.assistantId, chunkIds }), passages);
}

async function withContactFacts(exec: SqlExecutor, input: RetrievePassagesInput, passages: Passage[]): Promise<Passage[]> {
  const missing = askedIntents(input.question).filter(
    (intent) => CONTACT_INTENTS.has(intent.name) && !passages.some((passage) => intent.holds(passage.content)),
  );
  if (missing.length === 0) return passages;
  // "The phone number of the support hotline" names a subject of its own: the site must say it. Not so the situation
  // around a contact fact asked outright ("Wie ist eure genaue Adresse? Will das ins Navi eingeben").
  const outright = askedContact(input.question)?.name;
  const isOnlyContact = questionTerms(input.question, input.language).every((term) => missing.some((intent) => intent.cueTerms.has(term)));
  const sought = isOnlyContact ? missing : missing.filter((intent) => intent.name === outright);
  if (sought.length === 0) return passages;
  const factWords = [...new Set(sought.flatMap((intent) => intent.cueWords))];
  const known = new Set(passages.map((passage) => passage.chunkId));
  for (let start = 0; start < factWords.length; start += WORDS_PER_SEARCH) {
    const question = factWords.slice(start, start + WORDS_PER_SEARCH).join(' ');
    const found = await retrievePassages(exec, { ...input, question, history: [] });
    const extra = found.filter((passage) => !known.has(passage.chunkId) && sought.some((intent) => intent.holds(passage.content)));
    if (extra.length > 0) return [...passages, ...extra.slice(0, EXTRA_PASSAGES)];
  }
  return passages;
}
