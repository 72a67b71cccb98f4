import type { AppContext } from '../../context.ts';
import type { AssistantRow, UserRow } from '../../db/schema.ts';
import { authenticateCaller, type Caller } from '../../auth/caller.ts';
import { AppError } from '../../lib/app-error.ts';
import { apiKeyKind } from '../../auth/api-keys.ts';
import { findAssistantOfOwner } from '../assistants/read-assistant.ts';
import { listAssistantsOfOwner } from '../assistants/list-assistants.ts';

/** Who may call /v1: an assistant's API key or an account API key. */
export type KeyCaller = Exclude<Caller, { kind: 'session' }>;

/** The caller of /v1: an assistant's API key or an account API key, on a plan with API access. */
export async function authenticateKeyCaller(ctx: AppContext, credential: string | undefined): Promise<KeyCaller> {
  if (!credential || !apiKeyKind(credential)) {
    throw new AppError('UNAUTHORIZED', 'Send an assistant API key or an account API key as "Authorization: Bearer <key>"', { openAiCode: 'invalid_api_key' });
  }
  return (await authenticateCaller(ctx, credential)) as KeyCaller;
}

/** The assistant a `model` names, if the caller may use it; another account's id looks exactly like a missing one. */
export async function findModelAssistant(ctx: AppContext, caller: KeyCaller, model: string): Promise<{ assistant: AssistantRow; owner: UserRow }> {
  const assistant =
    caller.kind === 'assistant-key' ? (caller.assistant.id === model ? caller.assistant : undefined) : await findAssistantOfOwner(ctx, caller.user.id, model);
  if (!assistant) {
    throw new AppError(
      'NOT_FOUND',
      `The model '${model.slice(0, 100)}' does not exist or you do not have access to it. Use the id of one of your assistants.`,
      { param: 'model', openAiCode: 'model_not_found' },
    );
  }
  return { assistant, owner: caller.user };
}

/** The assistants a caller may use as models. */
export async function listModelAssistants(ctx: AppContext, caller: KeyCaller): Promise<AssistantRow[]> {
  return caller.kind === 'assistant-key' ? [caller.assistant] : listAssistantsOfOwner(ctx, caller.user.id);
}
