import type { AppContext } from '../../context.ts';
import type { UserRow } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';
import { deleteAssistantRow } from './assistants.queries.ts';

/** Deletes an assistant with everything it holds; cached lookups and conversations forget it at once. */
export async function deleteAssistant(ctx: AppContext, owner: UserRow, id: string): Promise<void> {
  if (!(await deleteAssistantRow(ctx.db, owner.id, id))) throw notFound('Assistant');
  ctx.assistantLookup.forget();
  ctx.conversations.forget();
}
