import { retrievePassages, type RetrievePassagesInput } from '../retrieve/retrieve-passages.ts';
import type { Passage, SqlExecutor } from '../retrieve/passage.ts';
import { askedIntents, questionTerms, type IntentName } from './question-intents.ts';

// Facts a site often states without the question's words: "Call us at (207) 555-0143" answers
// "What is your phone number?" but holds neither "phone" nor "number".
const CONTACT_INTENTS: ReadonlySet<IntentName> = new Set(['phone', 'email', 'address']);
const EXTRA_PASSAGES = 2;
// Retrieval reads the first 12 words of a query; the fact words of the 12 languages are searched 12 at a time.
const WORDS_PER_SEARCH = 12;

/**
 * The passages an answer engine receives: the retrieval's, and when the question asks only for the
 * business's phone number, email or address ("What is your phone number?", no other subject) and none
 * of them holds one, the best passages that do, found with the words such facts are written with.
 */
export async function retrieveAnswerPassages(exec: SqlExecutor, input: RetrievePassagesInput): Promise<Passage[]> {
  const passages = await retrievePassages(exec, input);
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
