import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { widgetIpUsage } from '../../db/schema.ts';

/** Adds one message to a visitor's count for the day; returns the new count. */
export async function incrementVisitorMessages(db: Db, key: { assistantId: string; ipHash: string; day: string }): Promise<number> {
  const [row] = await db
    .insert(widgetIpUsage)
    .values({ ...key, messages: 1 })
    .onConflictDoUpdate({ target: [widgetIpUsage.assistantId, widgetIpUsage.ipHash, widgetIpUsage.day], set: { messages: sql`${widgetIpUsage.messages} + 1` } })
    .returning({ messages: widgetIpUsage.messages });
  return row!.messages;
}

/** Deletes the per-visitor counts of days before `day` ('YYYY-MM-DD'); returns how many rows went. */
export async function deleteVisitorUsageBefore(db: Db, day: string): Promise<number> {
  const deleted = await db.delete(widgetIpUsage).where(lt(widgetIpUsage.day, day)).returning({ day: widgetIpUsage.day });
  return deleted.length;
}
