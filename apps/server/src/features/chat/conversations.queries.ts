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

/**
 * Stores one question and its answer, bumps the conversation and counts the message against the
 * owner's month — one statement, so it is atomic and costs a single round trip on the hot path.
 */
export async function recordExchange(
  db: Db,
  exchange: { conversationId: string; ownerId: string; question: string; answer: string; sources: Source[]; responseTimeMs: number; askedAt: Date; answeredAt: Date },
): Promise<void> {
  const answeredAt = exchange.answeredAt.toISOString();
  await db.execute(sql`
    WITH stored AS (
      INSERT INTO messages (conversation_id, role, content, sources, response_time_ms, created_at) VALUES
        (${exchange.conversationId}, 'user', ${exchange.question}, '[]'::jsonb, NULL, ${exchange.askedAt.toISOString()}),
        (${exchange.conversationId}, 'assistant', ${exchange.answer}, ${JSON.stringify(exchange.sources)}::jsonb, ${exchange.responseTimeMs}, ${answeredAt})
      RETURNING 1
    ), bumped AS (
      UPDATE conversations SET message_count = message_count + 2, updated_at = ${answeredAt} WHERE id = ${exchange.conversationId} RETURNING 1
    )
    INSERT INTO usage_counters (user_id, period, messages) VALUES (${exchange.ownerId}, ${answeredAt.slice(0, 7)}, 1)
    ON CONFLICT (user_id, period) DO UPDATE SET messages = usage_counters.messages + 1`);
}

export async function setConversationRating(db: Db, conversationId: string, rating: number): Promise<void> {
  await db.update(conversations).set({ satisfactionRating: rating }).where(eq(conversations.id, conversationId));
}
