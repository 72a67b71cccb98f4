import type { Assistant } from '@siteline/contract';
import type { AppContext } from '../../context.ts';
import type { AssistantRow } from '../../db/schema.ts';
import type { Caller } from '../../auth/caller.ts';
import { notFound } from '../../lib/app-error.ts';
import { findOwnedAssistant } from './assistants.queries.ts';
import { presentAssistantView } from './assistant-views.ts';

/** The owner's assistant `id`, or undefined: another account's id looks exactly like a missing one. */
export async function findAssistantOfOwner(ctx: AppContext, ownerId: string, id: string): Promise<AssistantRow | undefined> {
  return findOwnedAssistant(ctx.db, ownerId, id);
}

/** The owner's assistant `id`; 404 when there is none (another account's id looks exactly like a missing one). */
export async function requireOwnedAssistant(ctx: AppContext, ownerId: string, id: string): Promise<AssistantRow> {
  const row = await findAssistantOfOwner(ctx, ownerId, id);
  if (!row) throw notFound('Assistant');
  return row;
}

/** The assistant `id` if the caller may read it: its owner, or that assistant's own key. */
export async function findCallerAssistant(ctx: AppContext, caller: Caller, id: string): Promise<AssistantRow> {
  const row = caller.kind === 'assistant-key' && caller.assistant.id !== id ? undefined : await findOwnedAssistant(ctx.db, caller.user.id, id);
  if (!row) throw notFound('Assistant');
  return row;
}

/** One assistant as its owner sees it. */
export async function readAssistant(ctx: AppContext, caller: Caller, id: string): Promise<Assistant> {
  return presentAssistantView(ctx, await findCallerAssistant(ctx, caller, id));
}
