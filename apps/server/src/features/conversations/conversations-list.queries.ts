import { and, asc, desc, eq, exists, gte, ilike, inArray, type SQL } from 'drizzle-orm';
import type { Conversation } from '@siteline/contract';
import type { Db } from '../../db/client.ts';
import { assistants, conversations, messages } from '../../db/schema.ts';
import { isUuid } from '../../lib/ids.ts';

export interface ConversationFilter {
  assistantId?: string;
  since?: Date;
  search?: string;
  conversationId?: string;
}

/** An owner's conversations with their messages, newest first; every filter stays inside the owner's assistants. */
export async function listConversations(db: Db, userId: string, filter: ConversationFilter, limit = 200): Promise<Conversation[]> {
  const conditions: SQL[] = [eq(assistants.userId, userId)];
  if (filter.assistantId) {
    if (!isUuid(filter.assistantId)) return [];
    conditions.push(eq(conversations.assistantId, filter.assistantId));
  }
  if (filter.conversationId) {
    if (!isUuid(filter.conversationId)) return [];
    conditions.push(eq(conversations.id, filter.conversationId));
  }
  if (filter.since) conditions.push(gte(conversations.updatedAt, filter.since));
  if (filter.search) {
    const pattern = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(exists(db.select().from(messages).where(and(eq(messages.conversationId, conversations.id), ilike(messages.content, pattern)))));
  }
  const rows = await db
    .select({ conversation: conversations, assistantName: assistants.name })
    .from(conversations)
    .innerJoin(assistants, eq(assistants.id, conversations.assistantId))
    .where(and(...conditions))
    .orderBy(desc(conversations.updatedAt))
    .limit(limit);
  const ids = rows.map((r) => r.conversation.id);
  const allMessages = ids.length
    ? await db.select().from(messages).where(inArray(messages.conversationId, ids)).orderBy(asc(messages.createdAt), desc(messages.role))
    : [];
  return rows.map(({ conversation, assistantName }) => ({
    id: conversation.id,
    assistantId: conversation.assistantId,
    assistantName,
    sessionId: conversation.sessionId,
    channel: conversation.channel,
    messages: allMessages
      .filter((m) => m.conversationId === conversation.id)
      .map((m) => ({ role: m.role, content: m.content, timestamp: m.createdAt.toISOString(), sources: m.sources })),
    messageCount: conversation.messageCount,
    satisfactionRating: conversation.satisfactionRating,
    createdAt: conversation.createdAt.toISOString(),
    updatedAt: conversation.updatedAt.toISOString(),
  }));
}
