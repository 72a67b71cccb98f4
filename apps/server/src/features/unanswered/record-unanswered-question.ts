import type { AppContext } from '../../context.ts';
import { upsertUnansweredQuestion } from './unanswered.queries.ts';

/** Counts a question the assistant could not answer, under the entry of the same question asked before. */
export async function recordUnansweredQuestion(
  ctx: AppContext,
  input: { assistantId: string; question: string; searchConfig: string; askedAt: Date },
): Promise<void> {
  await upsertUnansweredQuestion(ctx.database.query, input);
}
