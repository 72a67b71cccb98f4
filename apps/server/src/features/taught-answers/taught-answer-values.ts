import { searchConfigFor } from '@siteline/knowledge';
import type { TaughtAnswerInput } from '@siteline/contract';
import type { AppContext } from '../../context.ts';
import type { TaughtAnswerValues } from './taught-answers.queries.ts';
import { embedQuestion } from './question-embedding.ts';

/** What is stored of a taught answer: the owner's text, the assistant's search language and the question's embedding. */
export async function taughtAnswerValues(ctx: AppContext, language: string, input: TaughtAnswerInput): Promise<TaughtAnswerValues> {
  const embedded = await embedQuestion(ctx, input.question);
  return { ...input, searchConfig: searchConfigFor(language), embedding: embedded?.embedding ?? null, embeddingModel: embedded?.model ?? null };
}
