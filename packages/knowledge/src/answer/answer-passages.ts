import { cleanUrl, normalizeUrl } from '../crawl/normalize-url.ts';
import { retrievePassages, type RetrievePassagesInput } from '../retrieve/retrieve-passages.ts';
import type { Passage, SqlExecutor } from '../retrieve/passage.ts';
import { readStartPagePassages } from '../retrieve/start-page.ts';
import { askedIntents, definedSubject, definesSubject, questionTerms, type IntentName } from './question-intents.ts';
import { splitSentences } from './text-tools.ts';

// Facts a site often states without the question's words: "Call us at (207) 555-0143" answers
// "What is your phone number?" but holds neither "phone" nor "number".
const CONTACT_INTENTS: ReadonlySet<IntentName> = new Set(['phone', 'email', 'address']);
const EXTRA_PASSAGES = 2;
// Retrieval reads the first 12 words of a query; the fact words of the 12 languages are searched 12 at a time.
const WORDS_PER_SEARCH = 12;

/** The start page's chunks read for "what is X?": a site says what it is at the top of its start page. */
const START_PAGE_CHUNKS = 2;

export interface AnswerPassagesInput extends RetrievePassagesInput {
  /** The site's start page, as the assistant was set up with it. */
  websiteUrl?: string;
}

/**
 * The passages an answer engine receives: the retrieval's; for "what is X?", first the opening of the site's
 * start page when it says what X is ("MkDocs is a fast, simple … static site generator"), which the retrieval
 * cannot rank when X is the site's own name, on every page; and when the question asks only for the
 * business's phone number, email or address ("What is your phone number?", no other subject) and none
 * of them holds one, the best passages that do, found with the words such facts are written with.
 */
export async function retrieveAnswerPassages(exec: SqlExecutor, input: AnswerPassagesInput): Promise<Passage[]> {
  const passages = await retrievePassages(exec, input);
  return (await withStartPageDefinition(exec, input, passages)) ?? (await withContactFacts(exec, input, passages));
}

/** The passages with the start page's chunks defining the subject of a "what is X?" question first; undefined for other questions. */
async function withStartPageDefinition(exec: SqlExecutor, input: AnswerPassagesInput, passages: Passage[]): Promise<Passage[] | undefined> {
  const subject = definedSubject(input.question);
  if (!subject || !input.websiteUrl) return undefined;
  const urls = [...new Set([normalizeUrl(input.websiteUrl), cleanUrl(input.websiteUrl)])].filter((url): url is string => url !== null);
  if (urls.length === 0) return undefined;
  const opening = await readStartPagePassages(exec, { assistantId: input.assistantId, urls, count: START_PAGE_CHUNKS });
  const defining = opening.filter((passage) => splitSentences(passage.content, input.language).some((sentence) => definesSubject(sentence, subject)));
  if (defining.length === 0) return undefined;
  const first = new Set(defining.map((passage) => passage.chunkId));
  return [...defining, ...passages.filter((passage) => !first.has(passage.chunkId))];
}

async function withContactFacts(exec: SqlExecutor, input: RetrievePassagesInput, passages: Passage[]): Promise<Passage[]> {
  const missing = askedIntents(input.question).filter(
    (intent) => CONTACT_INTENTS.has(intent.name) && !passages.some((passage) => intent.holds(passage.content)),
  );
  if (missing.length === 0) return passages;
  // "The phone number of the support hotline" names a subject of its own: the site must say it.
  const isOnlyContact = questionTerms(input.question, input.language).every((term) => missing.some((intent) => intent.cueTerms.has(term)));
  if (!isOnlyContact) return passages;
  const factWords = [...new Set(missing.flatMap((intent) => intent.cueWords))];
  const known = new Set(passages.map((passage) => passage.chunkId));
  for (let start = 0; start < factWords.length; start += WORDS_PER_SEARCH) {
    const question = factWords.slice(start, start + WORDS_PER_SEARCH).join(' ');
    const found = await retrievePassages(exec, { ...input, question, history: [] });
    const extra = found.filter((passage) => !known.has(passage.chunkId) && missing.some((intent) => intent.holds(passage.content)));
    if (extra.length > 0) return [...passages, ...extra.slice(0, EXTRA_PASSAGES)];
  }
  return passages;
}
