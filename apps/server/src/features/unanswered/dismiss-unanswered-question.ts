import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { requireOwnedAssistant } from '../assistants/read-assistant.ts';
import { dismissUnansweredQuestion } from './unanswered.queries.ts';

/** Hides an unanswered question until a visitor asks it again. */
export async function dismissUnanswered(ctx: AppContext, ownerId: string, assistantId: string, questionId: string): Promise<void> {
  const assistant = await requireOwnedAssistant(ctx, ownerId, assistantId);
  if (!isUuid(questionId) || !(await dismissUnansweredQuestion(ctx.database.query, assistant.id, questionId))) throw notFound('Question');
}
