import type { TaughtAnswer } from '@siteline/contract';
import type { AppContext } from '../../context.ts';
import { listTaughtAnswerRows } from './taught-answers.queries.ts';
import { ownedAssistant } from './taught-answer-owner.ts';

/** The assistant's taught answers, newest first. */
export async function listTaughtAnswers(ctx: AppContext, ownerId: string, assistantId: string): Promise<TaughtAnswer[]> {
  const assistant = await ownedAssistant(ctx, ownerId, assistantId);
  return listTaughtAnswerRows(ctx.database.query, assistant.id);
}
