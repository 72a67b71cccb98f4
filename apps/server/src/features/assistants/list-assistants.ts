import type { Assistant } from '@siteline/contract';
import type { AppContext } from '../../context.ts';
import type { AssistantRow, UserRow } from '../../db/schema.ts';
import { listAssistants as listAssistantRows } from './assistants.queries.ts';
import { presentAssistants } from './assistant-views.ts';

/** The owner's assistants, newest first. */
export async function listAssistants(ctx: AppContext, owner: UserRow): Promise<Assistant[]> {
  return presentAssistants(ctx, await listAssistantRows(ctx.db, owner.id));
}

/** The owner's assistants as stored, newest first, for a feature that presents them its own way (/v1/models). */
export async function listAssistantsOfOwner(ctx: AppContext, ownerId: string): Promise<AssistantRow[]> {
  return listAssistantRows(ctx.db, ownerId);
}
