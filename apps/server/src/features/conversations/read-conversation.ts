import type { ConversationDetail } from '@siteline/contract';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { findConversationThread } from './conversation-thread.queries.ts';

/** The whole thread of one of the owner's conversations, each answer with the sources it used. */
export async function readConversation(ctx: AppContext, ownerId: string, conversationId: string): Promise<ConversationDetail> {
  const thread = isUuid(conversationId) ? await findConversationThread(ctx.database.query, ownerId, conversationId) : undefined;
  if (!thread) throw notFound('Conversation');
  return thread;
}
