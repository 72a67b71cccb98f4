import type { TaughtAnswer } from '@siteline/contract';
import type { AppContext } from '../../context.ts';
import { listTaughtAnswerRows } from './taught-answers.queries.ts';
import { requireOwnedAssistant } from '../assistants/read-assistant.ts';

/** The assistant's taught answers, newest first. */
export async function listTaughtAnswers(ctx: AppContext, ownerId: string, assistantId: string): Promise<TaughtAnswer[]> {
  const assistant = await requireOwnedAssistant(ctx, ownerId, assistantId);
  return listTaughtAnswerRows(ctx.database.query, assistant.id);
}
