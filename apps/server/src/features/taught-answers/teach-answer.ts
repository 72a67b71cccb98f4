import { TAUGHT_ANSWERS_MAX, type TaughtAnswer, type TaughtAnswerInput } from '@siteline/contract';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { countTaughtAnswers, insertTaughtAnswer } from './taught-answers.queries.ts';
import { requireOwnedAssistant } from '../assistants/read-assistant.ts';
import { taughtAnswerValues } from './taught-answer-values.ts';

/** Teaches the assistant an answer to a question (stored beside the crawled site, so re-crawls keep it). */
export async function teachAnswer(ctx: AppContext, ownerId: string, assistantId: string, input: TaughtAnswerInput): Promise<TaughtAnswer> {
  const assistant = await requireOwnedAssistant(ctx, ownerId, assistantId);
  if ((await countTaughtAnswers(ctx.database.query, assistant.id)) >= TAUGHT_ANSWERS_MAX) {
    throw new AppError('CONFLICT', `An assistant can hold at most ${TAUGHT_ANSWERS_MAX.toLocaleString('en-US')} taught answers; delete one first`);
  }
  return insertTaughtAnswer(ctx.database.query, assistant.id, await taughtAnswerValues(ctx, assistant.language, input));
}
