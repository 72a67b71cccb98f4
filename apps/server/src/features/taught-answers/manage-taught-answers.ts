import type { TaughtAnswer } from '@siteline/contract';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { findOwnedAssistant } from '../assistants/assistants.queries.ts';
import { deleteTaughtAnswerRow, listTaughtAnswerRows } from './taught-answers.queries.ts';

/** The assistant's taught answers, newest first. */
export async function listTaughtAnswers(ctx: AppContext, ownerId: string, assistantId: string): Promise<TaughtAnswer[]> {
  const assistant = await findOwnedAssistant(ctx.db, ownerId, assistantId);
  if (!assistant) throw notFound('Assistant');
  return listTaughtAnswerRows(ctx.database.query, assistant.id);
}

/** Forgets a taught answer: the assistant answers that question from the site again. */
export async function deleteTaughtAnswer(ctx: AppContext, ownerId: string, assistantId: string, answerId: string): Promise<void> {
  const assistant = await findOwnedAssistant(ctx.db, ownerId, assistantId);
  if (!assistant) throw notFound('Assistant');
  if (!isUuid(answerId) || !(await deleteTaughtAnswerRow(ctx.database.query, assistant.id, answerId))) throw notFound('Answer');
}
