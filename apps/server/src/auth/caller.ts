import type { FastifyRequest } from 'fastify';
import { getPlan } from '@siteline/contract';
import { AppError } from '../lib/app-error.ts';
import { apiKeyKind, digestApiKey } from './api-keys.ts';
import type { AssistantRow, UserRow } from '../db/schema.ts';
import { findAccountKeyByDigest } from './credentials.queries.ts';
import { assertPlanAllows } from '../lib/plan-features.ts';
import { authenticateToken, readBearerToken, type SessionCheck } from './auth.plugin.ts';

/** What resolving a caller needs; the app context provides it. */
export interface CallerCheck extends SessionCheck {
  /** Notes an account key's use ("last used" is written in batches). */
  keyUsage: { record(keyId: string): void };
  assistantLookup: { byKeyDigest(digest: string): Promise<{ assistant: AssistantRow; owner: UserRow } | undefined> };
}

/** Who is calling the owner's REST API, and with which credential. */
export type Caller =
  | { kind: 'session'; user: UserRow; sessionId: string }
  /** An account API key: acts for its owner on assistants and chat. */
  | { kind: 'account-key'; user: UserRow; keyId: string }
  /** An assistant's own API key: reaches that assistant only. */
  | { kind: 'assistant-key'; user: UserRow; assistant: AssistantRow };

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
}

/**
 * Resolves a bearer credential: a session token, an account API key or an assistant API key. Keys are
 * looked up on every call (a revoked or rotated key answers 401 at once in every process) and work only
 * on plans with API access; the owner's session works on every plan.
 */
export async function authenticateCaller(ctx: CallerCheck, credential: string | undefined): Promise<Caller> {
  const kind = credential ? apiKeyKind(credential) : undefined;
  if (!credential || !kind) return { kind: 'session', ...(await authenticateToken(ctx, credential)) };
  if (kind === 'account') {
    const found = await findAccountKeyByDigest(ctx.db, digestApiKey(credential));
    if (!found) throw new AppError('UNAUTHORIZED', 'Unauthorized: invalid or revoked API key');
    assertApiAccess(found.owner);
    ctx.keyUsage.record(found.keyId);
    return { kind: 'account-key', user: found.owner, keyId: found.keyId };
  }
  const found = await ctx.assistantLookup.byKeyDigest(digestApiKey(credential));
  if (!found) throw new AppError('UNAUTHORIZED', 'Unauthorized: invalid API key');
  assertApiAccess(found.owner);
  return { kind: 'assistant-key', user: found.owner, assistant: found.assistant };
}

function assertApiAccess(owner: UserRow): void {
  assertPlanAllows(getPlan(owner.subscriptionTier).limits.apiAccess, 'API access');
}

/** The caller of a route guarded with `authenticateCaller`. */
export function currentCaller(request: FastifyRequest): Caller {
  if (!request.caller) throw new AppError('UNAUTHORIZED', 'Unauthorized');
  return request.caller;
}

/** The request's caller, resolved from its Authorization header. */
export async function resolveCaller(ctx: CallerCheck, request: FastifyRequest): Promise<Caller> {
  request.caller = await authenticateCaller(ctx, readBearerToken(request));
  return request.caller;
}
