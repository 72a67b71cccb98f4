import { searchConfigFor } from '@siteline/knowledge';
import type { AppContext } from '../../context.ts';
import { readTaughtAnswerCandidates, type TaughtAnswerCandidate } from './taught-answers.queries.ts';
import { cosineSimilarity, embedQuestion } from './question-embedding.ts';

/** Share of the taught question's words the visitor's question must contain, and of the visitor's words the taught question must. */
const TAUGHT_COVERAGE = 0.6;
const ASKED_COVERAGE = 0.4;
/** Cosine similarity above which two questions ask the same thing (measured on OpenAI-style sentence embeddings). */
const SAME_MEANING = 0.82;

export interface TaughtMatch {
  id: string;
  question: string;
  answer: string;
}

/** Word overlap (Dice) when it is close enough to call the two questions the same, else 0. */
export function wordMatchScore(candidate: Pick<TaughtAnswerCandidate, 'taughtWords' | 'askedWords' | 'sharedWords'>): number {
  const { taughtWords, askedWords, sharedWords } = candidate;
  if (taughtWords === 0 || askedWords === 0) return 0;
  if (sharedWords / taughtWords < TAUGHT_COVERAGE || sharedWords / askedWords < ASKED_COVERAGE) return 0;
  return (2 * sharedWords) / (taughtWords + askedWords);
}

/**
 * The owner's taught answer to this question, if one was taught for it or for the same question in
 * other words: by the words both share in the assistant's language, and, with an embedding model
 * configured, by meaning when the words differ.
 */
export async function matchTaughtAnswer(
  ctx: AppContext,
  assistant: { id: string; language: string },
  question: string,
  signal?: AbortSignal,
): Promise<TaughtMatch | undefined> {
  const candidates = await readTaughtAnswerCandidates(ctx.database.query, {
    assistantId: assistant.id,
    question,
    searchConfig: searchConfigFor(assistant.language),
    model: ctx.config.embedding?.model,
  });
  if (candidates.length === 0) return undefined;
  const byWords = candidates
    .map((c) => ({ c, score: wordMatchScore(c) }))
    .filter((m) => m.score > 0)
    .sort((a, b) => b.score - a.score)[0];
  if (byWords) return pick(byWords.c);
  const withEmbedding = candidates.filter((c) => c.embedding);
  if (withEmbedding.length === 0) return undefined;
  const asked = await embedQuestion(ctx, question, signal);
  if (!asked) return undefined;
  const byMeaning = withEmbedding
    .map((c) => ({ c, score: cosineSimilarity(asked.embedding, c.embedding!) }))
    .filter((m) => m.score >= SAME_MEANING)
    .sort((a, b) => b.score - a.score)[0];
  return byMeaning && pick(byMeaning.c);
}

const pick = (c: TaughtAnswerCandidate): TaughtMatch => ({ id: c.id, question: c.question, answer: c.answer });
