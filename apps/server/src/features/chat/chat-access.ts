import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { authenticateToken, readBearerToken } from '../../auth/auth.plugin.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { API_KEY_PREFIX, digestApiKey } from '../../lib/api-keys.ts';
import type { UserRow } from '../auth/auth.queries.ts';
import { findOwnedAssistant, type AssistantRow } from '../assistants/assistants.queries.ts';
import type { Channel } from './conversations.queries.ts';

/**
 * Who may chat with an assistant over the API: its owner's session (the dashboard's test chat),
 * or a caller holding the assistant's API key.
 */
export async function resolveChatAccess(
  ctx: AppContext,
  request: FastifyRequest,
  assistantId: string,
): Promise<{ assistant: AssistantRow; owner: UserRow; channel: Channel }> {
  const token = readBearerToken(request);
  if (!token) throw new AppError('UNAUTHORIZED', 'Unauthorized: send the assistant API key as "Authorization: Bearer <key>"');
  if (!token.startsWith(API_KEY_PREFIX)) {
    const { user } = await authenticateToken(ctx, token);
    const assistant = await findOwnedAssistant(ctx.db, user.id, assistantId);
    if (!assistant) throw notFound('Assistant');
    return { assistant, owner: user, channel: 'dashboard' };
  }
  const found = await ctx.assistantLookup.byKeyDigest(digestApiKey(token));
  if (!found) throw new AppError('UNAUTHORIZED', 'Unauthorized: invalid API key');
  // A valid key of one assistant must not reveal whether another assistant id exists.
  if (found.assistant.id !== assistantId) throw notFound('Assistant');
  return { assistant: found.assistant, owner: found.owner, channel: 'api' };
}
