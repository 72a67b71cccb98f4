import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { accountApiKeys, sessions, users, type UserRow } from '../db/schema.ts';

// The reads (and the one touch) that checking a credential needs on every request.

/** The live session of a token together with its user, or undefined if revoked or unknown. */
export async function findActiveSession(db: Db, sessionId: string, userId: string) {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .limit(1);
  return row;
}

/** Records a request on the session, unless another request (or process) did so within `intervalMs`. */
export async function touchSession(db: Db, sessionId: string, intervalMs: number): Promise<void> {
  await db
    .update(sessions)
    .set({ lastSeenAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), lt(sessions.lastSeenAt, sql`now() - make_interval(secs => ${intervalMs / 1000})`)));
}

/** The key a credential's digest names, with its owner, in one query; read on every call so a revoke applies at once. */
export async function findAccountKeyByDigest(db: Db, digest: string): Promise<{ keyId: string; owner: UserRow } | undefined> {
  const [row] = await db
    .select({ keyId: accountApiKeys.id, owner: users })
    .from(accountApiKeys)
    .innerJoin(users, eq(users.id, accountApiKeys.userId))
    .where(eq(accountApiKeys.keyDigest, digest))
    .limit(1);
  return row;
}
