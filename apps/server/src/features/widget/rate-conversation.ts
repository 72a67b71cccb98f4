import type { AppContext } from '../../context.ts';
import type { AssistantRow } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { findConversationBySession, setConversationRating } from './conversation-rating.queries.ts';
import { countVisitorRating } from './widget-access.ts';

/** A visitor's 1-5 rating of their widget conversation. */
export async function rateConversation(ctx: AppContext, assistant: AssistantRow, visitor: { ip: string; sessionId: string; rating: number }): Promise<void> {
  await countVisitorRating(ctx, assistant.id, visitor.ip);
  const conversation = await findConversationBySession(ctx.db, assistant.id, 'widget', visitor.sessionId);
  if (!conversation) throw new AppError('NOT_FOUND', 'Conversation not found');
  await setConversationRating(ctx.db, conversation.id, visitor.rating);
}
