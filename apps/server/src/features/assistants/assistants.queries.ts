import { and, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { assistants, pages, users, type AssistantRow, type AssistantWithOwner } from '../../db/schema.ts';
import { isUuid } from '../../lib/ids.ts';

export type PageSummary = { assistantId: string; url: string; title: string; size: number };

export async function listAssistants(db: Db, userId: string): Promise<AssistantRow[]> {
  return db.select().from(assistants).where(eq(assistants.userId, userId)).orderBy(desc(assistants.createdAt));
}

/** The assistant if it belongs to `userId`; another account's id looks exactly like a missing one. */
export async function findOwnedAssistant(db: Db, userId: string, id: string): Promise<AssistantRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(assistants)
    .where(and(eq(assistants.id, id), eq(assistants.userId, userId)))
    .limit(1);
  return row;
}

/** The assistant an API key belongs to, with its owner, in one query (the chat API's hot path). */
export async function findAssistantByKeyDigest(db: Db, digest: string): Promise<AssistantWithOwner | undefined> {
  return findAssistantWithOwner(db, eq(assistants.apiKeyDigest, digest));
}

/** An assistant by id with its owner (the public widget's hot path). */
export async function findAssistantWithOwnerById(db: Db, id: string): Promise<AssistantWithOwner | undefined> {
  return isUuid(id) ? findAssistantWithOwner(db, eq(assistants.id, id)) : undefined;
}

async function findAssistantWithOwner(db: Db, where: SQL): Promise<AssistantWithOwner | undefined> {
  const [row] = await db
    .select({ assistant: assistants, owner: users })
    .from(assistants)
    .innerJoin(users, eq(users.id, assistants.userId))
    .where(where)
    .limit(1);
  return row;
}

export async function insertAssistant(db: Db, values: typeof assistants.$inferInsert): Promise<AssistantRow> {
  const [row] = await db.insert(assistants).values(values).returning();
  return row!;
}

export async function updateAssistantRow(
  db: Db,
  userId: string,
  id: string,
  values: Partial<typeof assistants.$inferInsert>,
): Promise<AssistantRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .update(assistants)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(assistants.id, id), eq(assistants.userId, userId)))
    .returning();
  return row;
}

/** Deletes the assistant; pages, chunks, jobs, conversations and embed settings go with it (ON DELETE CASCADE). */
export async function deleteAssistantRow(db: Db, userId: string, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await db
    .delete(assistants)
    .where(and(eq(assistants.id, id), eq(assistants.userId, userId)))
    .returning({ id: assistants.id });
  return rows.length > 0;
}

/** URL, title and size of every indexed page of the given assistants. */
export async function listPageSummaries(db: Db, assistantIds: string[]): Promise<PageSummary[]> {
  if (assistantIds.length === 0) return [];
  return db
    .select({ assistantId: pages.assistantId, url: pages.url, title: pages.title, size: pages.size })
    .from(pages)
    .where(inArray(pages.assistantId, assistantIds))
    .orderBy(pages.url);
}

/** Assistants whose API key is not sealed under `prefix` (the current secret's key id). */
export async function listKeysSealedWithout(db: Db, prefix: string): Promise<{ id: string; apiKeyEncrypted: string }[]> {
  return db
    .select({ id: assistants.id, apiKeyEncrypted: assistants.apiKeyEncrypted })
    .from(assistants)
    .where(sql`not starts_with(${assistants.apiKeyEncrypted}, ${prefix})`);
}

/** Replaces a sealed key only if it is still `previous`: a rotation meanwhile wins. */
export async function replaceSealedKey(db: Db, id: string, previous: string, sealed: string): Promise<void> {
  await db
    .update(assistants)
    .set({ apiKeyEncrypted: sealed })
    .where(and(eq(assistants.id, id), eq(assistants.apiKeyEncrypted, previous)));
}

/** Active assistants of an account, leaving one out (the one about to be switched on). */
export async function countActiveAssistants(db: Db, userId: string, exceptId?: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(assistants)
    .where(and(eq(assistants.userId, userId), eq(assistants.isActive, true), exceptId ? ne(assistants.id, exceptId) : undefined));
  return row?.n ?? 0;
}
