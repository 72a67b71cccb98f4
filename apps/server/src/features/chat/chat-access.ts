import type { ConversationChannel } from '@siteline/contract';
import type { AppContext } from '../../context.ts';
import type { AssistantRow, UserRow } from '../../db/schema.ts';
import { authenticateCaller } from '../../auth/caller.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { requireOwnedAssistant } from '../assistants/read-assistant.ts';

/**
 * Who may chat with an assistant over the API: its owner's session (the dashboard's test chat, on
 * every plan), an account API key of its owner, or the assistant's own API key (keys on plans with API access).
 */
export async function resolveChatAccess(
  ctx: AppContext,
  credential: string | undefined,
  assistantId: string,
): Promise<{ assistant: AssistantRow; owner: UserRow; channel: ConversationChannel }> {
  if (!credential) throw new AppError('UNAUTHORIZED', 'Unauthorized: send the assistant API key as "Authorization: Bearer <key>"');
  const caller = await authenticateCaller(ctx, credential);
  if (caller.kind === 'assistant-key') {
    // A valid key of one assistant must not reveal whether another assistant id exists.
    if (caller.assistant.id !== assistantId) throw notFound('Assistant');
    return { assistant: caller.assistant, owner: caller.user, channel: 'api' };
  }
  const assistant = await requireOwnedAssistant(ctx, caller.user.id, assistantId);
  return { assistant, owner: caller.user, channel: caller.kind === 'session' ? 'dashboard' : 'api' };
}
