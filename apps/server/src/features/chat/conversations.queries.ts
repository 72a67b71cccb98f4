import { and, desc, eq, sql } from 'drizzle-orm';
import type { Source } from '@siteline/contract';
import type { Db } from '../../db/client.ts';
import { conversations, messages } from '../../db/schema.ts';
import { isUuid } from '../../lib/ids.ts';

export type ConversationRow = typeof conversations.$inferSelect;
export type Channel = ConversationRow['channel'];

export async function findConversation(db: Db, assistantId: string, id: string): Promise<ConversationRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(conversations).where(and(eq(conversations.id, id), eq(conversations.assistantId, assistantId))).limit(1);
  return row;
}

export async function findConversationBySession(db: Db, assistantId: string, channel: Channel, sessionId: string): Promise<ConversationRow | undefined> {
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.assistantId, assistantId), eq(conversations.channel, channel), eq(conversations.sessionId, sessionId)))
    .limit(1);
  return row;
}

/** The conversation of a session, created on its first message. */
export async function upsertConversation(db: Db, assistantId: string, channel: Channel, sessionId: string): Promise<ConversationRow> {
  const [row] = await db
    .insert(conversations)
    .values({ assistantId, channel, sessionId })
    .onConflictDoUpdate({ target: [conversations.assistantId, conversations.channel, conversations.sessionId], set: { updatedAt: sql`${conversations.updatedAt}` } })
    .returning();
  return row!;
}

/** The last `limit` messages, oldest first. */
export async function readRecentMessages(db: Db, conversationId: string, limit: number) {
  const rows = await db
    .select({ role: messages.role, content: messages.content })
    .from(messages)
    .where(eq(messages.conversationId, conversationId))
    .orderBy(desc(messages.createdAt), desc(messages.role))
    .limit(limit);
  return rows.reverse();
}

/** Stores one question and its answer together. */
export async function insertExchange(
  db: Db,
  conversationId: string,
  exchange: { question: string; answer: string; sources: Source[]; responseTimeMs: number; askedAt: Date; answeredAt: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(messages).values([
      { conversationId, role: 'user', content: exchange.question, createdAt: exchange.askedAt },
      { conversationId, role: 'assistant', content: exchange.answer, sources: exchange.sources, responseTimeMs: exchange.responseTimeMs, createdAt: exchange.answeredAt },
    ]);
    await tx
      .update(conversations)
      .set({ messageCount: sql`${conversations.messageCount} + 2`, updatedAt: exchange.answeredAt })
      .where(eq(conversations.id, conversationId));
  });
}

export async function setConversationRating(db: Db, conversationId: string, rating: number): Promise<void> {
  await db.update(conversations).set({ satisfactionRating: rating }).where(eq(conversations.id, conversationId));
}
