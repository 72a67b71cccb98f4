import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { AppError } from '../lib/app-error.ts';
import type { UserRow } from '../db/schema.ts';
import { findActiveSession, touchSession } from './credentials.queries.ts';
import { isTouchDue, sessionEndReason, SESSION_TOUCH_INTERVAL_MS } from './session-lifetime.ts';
import type { TokenService } from './tokens.ts';

/** What checking a session token needs; the app context provides it (this layer sits below the context). */
export interface SessionCheck {
  tokens: TokenService;
  db: Db;
}

export interface RequestAuth {
  user: UserRow;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: RequestAuth | null;
  }
  interface FastifyInstance {
    /** preHandler that admits only requests with a live session token. */
    requireUser: (request: FastifyRequest) => Promise<void>;
  }
}

/** Reads the bearer token from the Authorization header, if any. */
export function readBearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match?.[1]?.trim();
}

/** Resolves a session token to its user; throws 401 when absent, forged, expired, revoked, idle too long or too old. */
export async function authenticateToken(ctx: SessionCheck, token: string | undefined): Promise<RequestAuth> {
  if (!token) throw new AppError('UNAUTHORIZED', 'Unauthorized: missing bearer token');
  const claims = await ctx.tokens.verify(token);
  if ('error' in claims) throw new AppError('UNAUTHORIZED', `Unauthorized: ${claims.error}`);
  const row = await findActiveSession(ctx.db, claims.sessionId, claims.userId);
  if (!row) throw new AppError('UNAUTHORIZED', 'Unauthorized: session has ended, please sign in again');
  const endReason = sessionEndReason(row.session);
  if (endReason) throw new AppError('UNAUTHORIZED', `Unauthorized: ${endReason}`);
  if (isTouchDue(row.session)) await touchSession(ctx.db, row.session.id, SESSION_TOUCH_INTERVAL_MS);
  return { user: row.user, sessionId: row.session.id };
}

export const authPlugin = fp<{ ctx: SessionCheck }>(async (app, { ctx }) => {
  app.decorateRequest('auth', null);
  app.decorateRequest('caller', null);
  app.decorate('requireUser', async (request: FastifyRequest) => {
    request.auth = await authenticateToken(ctx, readBearerToken(request));
  });
});

/** The signed-in user of a route guarded by `requireUser`. */
export function currentAuth(request: FastifyRequest): RequestAuth {
  if (!request.auth) throw new AppError('UNAUTHORIZED', 'Unauthorized');
  return request.auth;
}
