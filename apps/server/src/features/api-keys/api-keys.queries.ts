import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accountApiKeys } from '../../db/schema.ts';
import { isUuid } from '../../lib/ids.ts';

export type AccountApiKeyRow = typeof accountApiKeys.$inferSelect;

export async function insertAccountKey(db: Db, values: typeof accountApiKeys.$inferInsert): Promise<AccountApiKeyRow> {
  const [row] = await db.insert(accountApiKeys).values(values).returning();
  return row!;
}

/** The account's keys, oldest first. */
export async function listAccountKeys(db: Db, userId: string): Promise<AccountApiKeyRow[]> {
  return db.select().from(accountApiKeys).where(eq(accountApiKeys.userId, userId)).orderBy(asc(accountApiKeys.createdAt), asc(accountApiKeys.id));
}

export async function countAccountKeys(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ value: count() }).from(accountApiKeys).where(eq(accountApiKeys.userId, userId));
  return Number(row?.value ?? 0);
}

/** The key if it belongs to `userId`; another account's id looks exactly like a missing one. */
export async function findOwnedAccountKey(db: Db, userId: string, id: string): Promise<AccountApiKeyRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(accountApiKeys)
    .where(and(eq(accountApiKeys.id, id), eq(accountApiKeys.userId, userId)))
    .limit(1);
  return row;
}

export async function deleteAccountKey(db: Db, userId: string, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await db
    .delete(accountApiKeys)
    .where(and(eq(accountApiKeys.id, id), eq(accountApiKeys.userId, userId)))
    .returning({ id: accountApiKeys.id });
  return rows.length > 0;
}

/** Records when keys were last used, all in one statement; never moves a time backwards (another process may have written a later one). */
export async function setKeysLastUsed(db: Db, uses: { id: string; usedAt: Date }[]): Promise<void> {
  if (uses.length === 0) return;
  const rows = sql.join(
    uses.map((use) => sql`(${use.id}::uuid, ${use.usedAt.toISOString()}::timestamptz)`),
    sql`, `,
  );
  await db.execute(sql`
    update ${accountApiKeys} set last_used_at = greatest(${accountApiKeys.lastUsedAt}, used.at)
    from (values ${rows}) as used(id, at)
    where ${accountApiKeys.id} = used.id`);
}

/** Account keys not sealed under `prefix` (the current secret's key id). */
export async function listAccountKeysSealedWithout(db: Db, prefix: string): Promise<{ id: string; sealed: string }[]> {
  return db
    .select({ id: accountApiKeys.id, sealed: accountApiKeys.keyEncrypted })
    .from(accountApiKeys)
    .where(sql`not starts_with(${accountApiKeys.keyEncrypted}, ${prefix})`);
}

/** Replaces a sealed key only if it is still `previous`. */
export async function replaceSealedAccountKey(db: Db, id: string, previous: string, sealed: string): Promise<void> {
  await db
    .update(accountApiKeys)
    .set({ keyEncrypted: sealed })
    .where(and(eq(accountApiKeys.id, id), eq(accountApiKeys.keyEncrypted, previous)));
}
