import type { Language } from '@siteline/contract';
import { searchLexical } from './lexical-search.ts';
import type { HistoryTurn, Passage, SqlExecutor } from './passage.ts';
import { fuseByReciprocalRank } from './rank-fusion.ts';
import { buildRetrievalQuery } from './retrieval-query.ts';
import { searchConfigFor } from './search-config.ts';
import { hasCjkScript, searchCjkWords } from './cjk-search.ts';

/**
 * Passages a question gets unless the caller asks otherwise; each answer engine asks for its own
 * count (`AnswerEngine.passageLimit`, docs/QUALITY.md).
 */
export const DEFAULT_PASSAGES = 10;

/** Optional vector half of hybrid search; both hooks are needed to turn it on. */
export interface VectorHooks {
  embedQuery: (text: string) => Promise<number[]>;
  /** Nearest chunks of this assistant only, best first. */
  vectorSearch: (input: { assistantId: string; embedding: number[]; limit: number }) => Promise<Passage[]>;
}

export interface RetrievePassagesInput extends Partial<VectorHooks> {
  assistantId: string;
  question: string;
  language: Language;
  limit?: number;
  /** Also look for other words for the visitor's (English): `AnswerEngine.searchesSynonyms`. */
  synonyms?: boolean;
  /** Earlier turns; a follow-up question is searched together with the previous user question. */
  history?: readonly HistoryTurn[];
}

/**
 * The best passages of one assistant's site for a visitor question: full-text ranking with the
 * assistant language's configuration and a title boost, falling back to the 'simple'
 * configuration when that finds nothing (a question with Chinese, Japanese or Korean, whose words PostgreSQL does
 * not split from their neighbours or particles, by its words' character pairs first), fused with vector search when hooks are given.
 */
export async function retrievePassages(exec: SqlExecutor, input: RetrievePassagesInput): Promise<Passage[]> {
  const limit = Math.max(1, Math.min(input.limit ?? DEFAULT_PASSAGES, 50));
  const text = buildRetrievalQuery(input.question, input.history ?? []).slice(0, 2000);
  if (text.trim() === '') return [];
  const lexical = searchWithFallback(exec, { assistantId: input.assistantId, text, language: input.language, limit, synonyms: input.synonyms === true });
  if (!input.embedQuery || !input.vectorSearch) return lexical;
  const { embedQuery, vectorSearch } = input;
  // The vector half is an improvement, never a reason to fail a visitor's question.
  const vector = embedQuery(text)
    .then((embedding) => vectorSearch({ assistantId: input.assistantId, embedding, limit: limit * 2 }))
    .catch(() => [] as Passage[]);
  const [lexicalHits, vectorHits] = await Promise.all([lexical, vector]);
  return fuseByReciprocalRank([lexicalHits, vectorHits], limit);
}

async function searchWithFallback(
  exec: SqlExecutor,
  input: { assistantId: string; text: string; language: Language; limit: number; synonyms: boolean },
): Promise<Passage[]> {
  const { assistantId, text, limit } = input;
  const config = searchConfigFor(input.language);
  // Chinese and Japanese words are inside runs the full-text parser keeps whole, Korean ones carry their particles:
  // such a question is looked for by its dictionary words (Korean ones without particles), as phrases of the
  // character pairs the index holds, with its words in Latin letters ("Debian" of "Debian って何て読むの？").
  if (hasCjkScript(text)) {
    const found = await searchCjkWords(exec, { assistantId, text, limit });
    if (found.length > 0) return found;
  }
  const found = await searchLexical(exec, { assistantId, text, config, limit, synonyms: input.synonyms });
  if (found.length > 0) return found;
  // A question in another language than the site's: match its words unstemmed.
  return config === 'simple' ? [] : searchLexical(exec, { assistantId, text, config: 'simple', limit });
}
