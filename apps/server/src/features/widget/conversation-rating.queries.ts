import { and, eq } from 'drizzle-orm';
import type { ConversationChannel } from '@siteline/contract';
import type { Db } from '../../db/client.ts';
import { conversations } from '../../db/schema.ts';

export async function findConversationBySession(
  db: Db,
  assistantId: string,
  channel: ConversationChannel,
  sessionId: string,
): Promise<typeof conversations.$inferSelect | undefined> {
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.assistantId, assistantId), eq(conversations.channel, channel), eq(conversations.sessionId, sessionId)))
    .limit(1);
  return row;
}

export async function setConversationRating(db: Db, conversationId: string, rating: number): Promise<void> {
  await db.update(conversations).set({ satisfactionRating: rating }).where(eq(conversations.id, conversationId));
}
