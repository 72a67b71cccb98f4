import { searchConfigFor } from '@siteline/knowledge';
import { TAUGHT_ANSWERS_MAX, type TaughtAnswer, type TaughtAnswerInput } from '@siteline/contract';
import type { AppContext } from '../../context.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { findOwnedAssistant } from '../assistants/assistants.queries.ts';
import { countTaughtAnswers, insertTaughtAnswer, updateTaughtAnswerRow, type TaughtAnswerValues } from './taught-answers.queries.ts';
import { embedQuestion } from './question-embedding.ts';

async function ownedAssistant(ctx: AppContext, ownerId: string, assistantId: string) {
  const assistant = await findOwnedAssistant(ctx.db, ownerId, assistantId);
  if (!assistant) throw notFound('Assistant');
  return assistant;
}

async function valuesOf(ctx: AppContext, language: string, input: TaughtAnswerInput): Promise<TaughtAnswerValues> {
  const embedded = await embedQuestion(ctx, input.question);
  return { ...input, searchConfig: searchConfigFor(language), embedding: embedded?.embedding ?? null, embeddingModel: embedded?.model ?? null };
}

/** Teaches the assistant an answer to a question (stored beside the crawled site, so re-crawls keep it). */
export async function teachAnswer(ctx: AppContext, ownerId: string, assistantId: string, input: TaughtAnswerInput): Promise<TaughtAnswer> {
  const assistant = await ownedAssistant(ctx, ownerId, assistantId);
  if ((await countTaughtAnswers(ctx.database.query, assistant.id)) >= TAUGHT_ANSWERS_MAX) {
    throw new AppError('CONFLICT', `An assistant can hold at most ${TAUGHT_ANSWERS_MAX.toLocaleString('en-US')} taught answers; delete one first`);
  }
  return insertTaughtAnswer(ctx.database.query, assistant.id, await valuesOf(ctx, assistant.language, input));
}

/** Changes the question or the text of a taught answer. */
export async function updateTaughtAnswer(ctx: AppContext, ownerId: string, assistantId: string, answerId: string, input: TaughtAnswerInput): Promise<TaughtAnswer> {
  const assistant = await ownedAssistant(ctx, ownerId, assistantId);
  const updated = isUuid(answerId) ? await updateTaughtAnswerRow(ctx.database.query, assistant.id, answerId, await valuesOf(ctx, assistant.language, input)) : undefined;
  if (!updated) throw notFound('Answer');
  return updated;
}
