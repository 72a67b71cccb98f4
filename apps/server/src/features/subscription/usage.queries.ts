import { and, avg, count, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { assistants, conversations, messages, usageCounters } from '../../db/schema.ts';
import { currentPeriod } from './usage-period.ts';

export async function readMonthlyCounters(db: Db, userId: string, period = currentPeriod()) {
  const [row] = await db
    .select({ messages: usageCounters.messages, crawls: usageCounters.crawls })
    .from(usageCounters)
    .where(and(eq(usageCounters.userId, userId), eq(usageCounters.period, period)));
  return row ?? { messages: 0, crawls: 0 };
}

/** Adds to this month's counters, creating the row on first use. */
export async function incrementMonthlyCounter(db: Db, userId: string, counter: 'messages' | 'crawls', by = 1): Promise<number> {
  const period = currentPeriod();
  const column = usageCounters[counter];
  const [row] = await db
    .insert(usageCounters)
    .values({ userId, period, [counter]: by })
    .onConflictDoUpdate({ target: [usageCounters.userId, usageCounters.period], set: { [counter]: sql`${column} + ${by}` } })
    .returning({ value: column });
  return row!.value;
}

export async function countAssistants(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(assistants)
    .where(eq(assistants.userId, userId));
  return row?.n ?? 0;
}

/** Conversation count and average assistant response time over every assistant of a user. */
export async function readConversationStats(db: Db, userId: string) {
  const [convs] = await db
    .select({ n: count() })
    .from(conversations)
    .innerJoin(assistants, eq(assistants.id, conversations.assistantId))
    .where(eq(assistants.userId, userId));
  const [times] = await db
    .select({ avgMs: avg(messages.responseTimeMs) })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .innerJoin(assistants, eq(assistants.id, conversations.assistantId))
    .where(and(eq(assistants.userId, userId), isNotNull(messages.responseTimeMs)));
  return { conversations: Number(convs?.n ?? 0), avgResponseTimeMs: times?.avgMs == null ? null : Math.round(Number(times.avgMs)) };
}
