import { and, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { testModeCheckouts, testModeInvoices, testModePortalSessions, testModeSubscriptions } from '../../db/schema.ts';

export type TestModeCheckoutRow = typeof testModeCheckouts.$inferSelect;
export type TestModeSubscriptionRow = typeof testModeSubscriptions.$inferSelect;

export async function insertTestCheckout(db: Db, values: typeof testModeCheckouts.$inferInsert): Promise<void> {
  await db.insert(testModeCheckouts).values(values);
}

export async function findTestCheckout(db: Db, id: string, options: { forUpdate?: boolean } = {}): Promise<TestModeCheckoutRow | undefined> {
  const query = db.select().from(testModeCheckouts).where(eq(testModeCheckouts.id, id));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

export async function completeTestCheckoutRow(db: Db, id: string, subscriptionId: string): Promise<void> {
  await db.update(testModeCheckouts).set({ status: 'complete', subscriptionId }).where(eq(testModeCheckouts.id, id));
}

export async function insertTestSubscription(db: Db, values: typeof testModeSubscriptions.$inferInsert): Promise<TestModeSubscriptionRow> {
  const [row] = await db.insert(testModeSubscriptions).values(values).returning();
  return row!;
}

export async function findTestSubscription(db: Db, id: string): Promise<TestModeSubscriptionRow | undefined> {
  const [row] = await db.select().from(testModeSubscriptions).where(eq(testModeSubscriptions.id, id));
  return row;
}

/** The customer's newest subscription, the one its portal manages. */
export async function findLatestTestSubscription(db: Db, customerId: string): Promise<TestModeSubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(testModeSubscriptions)
    .where(eq(testModeSubscriptions.customerId, customerId))
    .orderBy(desc(testModeSubscriptions.createdAt))
    .limit(1);
  return row;
}

export async function updateTestSubscription(db: Db, id: string, values: Partial<typeof testModeSubscriptions.$inferInsert>): Promise<TestModeSubscriptionRow> {
  const [row] = await db.update(testModeSubscriptions).set(values).where(eq(testModeSubscriptions.id, id)).returning();
  return row!;
}

export async function insertTestInvoice(db: Db, values: typeof testModeInvoices.$inferInsert): Promise<void> {
  await db.insert(testModeInvoices).values(values);
}

export async function listTestInvoices(db: Db, customerId: string, limit = 24) {
  return db.select().from(testModeInvoices).where(eq(testModeInvoices.customerId, customerId)).orderBy(desc(testModeInvoices.createdAt)).limit(limit);
}

export async function insertTestPortalSession(db: Db, values: typeof testModePortalSessions.$inferInsert): Promise<void> {
  await db.insert(testModePortalSessions).values(values);
}

/** A portal session that has not expired. */
export async function findLiveTestPortalSession(db: Db, id: string) {
  const [row] = await db
    .select()
    .from(testModePortalSessions)
    .where(and(eq(testModePortalSessions.id, id), gt(testModePortalSessions.expiresAt, new Date())));
  return row;
}
