import { and, asc, eq, inArray, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { assistants, billingActivations, billingEvents, users } from '../../db/schema.ts';

export async function findUserIdByCustomerId(db: Db, customerId: string): Promise<string | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.billingCustomerId, customerId));
  return row?.id;
}

/** Records a provider event as handled; false when it was handled before. */
export async function claimBillingEvent(db: Db, id: string, type: string): Promise<boolean> {
  const rows = await db.insert(billingEvents).values({ id, type }).onConflictDoNothing().returning({ id: billingEvents.id });
  return rows.length > 0;
}

/** Records a checkout session as activated; false when it was activated before (also by a concurrent call). */
export async function claimActivation(db: Db, values: typeof billingActivations.$inferInsert): Promise<boolean> {
  const rows = await db.insert(billingActivations).values(values).onConflictDoNothing().returning({ id: billingActivations.checkoutSessionId });
  return rows.length > 0;
}

/**
 * Leaves the `keep` oldest active assistants active and makes the others inactive (never deleted);
 * returns the names of those made inactive.
 */
export async function deactivateAssistantsBeyond(db: Db, userId: string, keep: number): Promise<string[]> {
  const active = await db
    .select({ id: assistants.id, name: assistants.name })
    .from(assistants)
    .where(and(eq(assistants.userId, userId), eq(assistants.isActive, true)))
    .orderBy(asc(assistants.createdAt), asc(assistants.id));
  const beyond = active.slice(keep);
  if (beyond.length === 0) return [];
  await db
    .update(assistants)
    .set({ isActive: false, updatedAt: new Date() })
    .where(
      and(
        eq(assistants.userId, userId),
        inArray(
          assistants.id,
          beyond.map((a) => a.id),
        ),
      ),
    );
  return beyond.map((a) => a.name);
}

/** Turns automatic re-scraping off on every assistant of the account; returns the names it was on for. */
export async function disableAutoScrape(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .update(assistants)
    .set({ autoScrapeEnabled: false, scrapeSchedule: 'manual', nextScrapeAt: null })
    .where(and(eq(assistants.userId, userId), or(eq(assistants.autoScrapeEnabled, true), ne(assistants.scrapeSchedule, 'manual'))))
    .returning({ name: assistants.name });
  return rows.map((row) => row.name);
}
