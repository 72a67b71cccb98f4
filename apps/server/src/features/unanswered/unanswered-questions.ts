import type { UnansweredList } from '@siteline/contract';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { findOwnedAssistant } from '../assistants/assistants.queries.ts';
import { dismissUnansweredQuestion, listLowRatedAnswers, listUnansweredQuestions } from './unanswered.queries.ts';

async function ownedAssistant(ctx: AppContext, ownerId: string, assistantId: string) {
  const assistant = await findOwnedAssistant(ctx.db, ownerId, assistantId);
  if (!assistant) throw notFound('Assistant');
  return assistant;
}

/** What visitors asked that the assistant could not answer, and the answers they rated low. */
export async function listUnanswered(ctx: AppContext, ownerId: string, assistantId: string): Promise<UnansweredList> {
  const assistant = await ownedAssistant(ctx, ownerId, assistantId);
  const [questions, lowRated] = await Promise.all([listUnansweredQuestions(ctx.database.query, assistant.id), listLowRatedAnswers(ctx.database.query, assistant.id)]);
  return { questions, lowRated };
}

/** Hides an unanswered question until a visitor asks it again. */
export async function dismissUnanswered(ctx: AppContext, ownerId: string, assistantId: string, questionId: string): Promise<void> {
  const assistant = await ownedAssistant(ctx, ownerId, assistantId);
  if (!isUuid(questionId) || !(await dismissUnansweredQuestion(ctx.database.query, assistant.id, questionId))) throw notFound('Question');
}
