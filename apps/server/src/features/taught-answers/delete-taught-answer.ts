import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { deleteTaughtAnswerRow } from './taught-answers.queries.ts';
import { requireOwnedAssistant } from '../assistants/read-assistant.ts';

/** Forgets a taught answer: the assistant answers that question from the site again. */
export async function deleteTaughtAnswer(ctx: AppContext, ownerId: string, assistantId: string, answerId: string): Promise<void> {
  const assistant = await requireOwnedAssistant(ctx, ownerId, assistantId);
  if (!isUuid(answerId) || !(await deleteTaughtAnswerRow(ctx.database.query, assistant.id, answerId))) throw notFound('Answer');
}
