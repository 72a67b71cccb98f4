import type { TaughtAnswer, TaughtAnswerInput } from '@siteline/contract';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { updateTaughtAnswerRow } from './taught-answers.queries.ts';
import { requireOwnedAssistant } from '../assistants/read-assistant.ts';
import { taughtAnswerValues } from './taught-answer-values.ts';

/** Changes the question or the text of a taught answer. */
export async function updateTaughtAnswer(
  ctx: AppContext,
  ownerId: string,
  assistantId: string,
  answerId: string,
  input: TaughtAnswerInput,
): Promise<TaughtAnswer> {
  const assistant = await requireOwnedAssistant(ctx, ownerId, assistantId);
  const updated = isUuid(answerId)
    ? await updateTaughtAnswerRow(ctx.database.query, assistant.id, answerId, await taughtAnswerValues(ctx, assistant.language, input))
    : undefined;
  if (!updated) throw notFound('Answer');
  return updated;
}
