import type { UnansweredList } from '@siteline/contract';
import type { AppContext } from '../../context.ts';
import { requireOwnedAssistant } from '../assistants/read-assistant.ts';
import { listLowRatedAnswers, listUnansweredQuestions } from './unanswered.queries.ts';

/** What visitors asked that the assistant could not answer, and the answers they rated low. */
export async function listUnanswered(ctx: AppContext, ownerId: string, assistantId: string): Promise<UnansweredList> {
  const assistant = await requireOwnedAssistant(ctx, ownerId, assistantId);
  const [questions, lowRated] = await Promise.all([
    listUnansweredQuestions(ctx.database.query, assistant.id),
    listLowRatedAnswers(ctx.database.query, assistant.id),
  ]);
  return { questions, lowRated };
}
