import type { AuthResponse } from '@siteline/contract';
import type { AppContext } from '../../context.ts';
import type { UserRow } from '../../db/schema.ts';
import { insertSession } from './auth.queries.ts';
import { presentUser } from './user.presenter.ts';

export interface ClientInfo {
  ip: string;
  userAgent?: string;
}

/** Opens a session row and issues the token that names it. */
export async function startSession(ctx: AppContext, user: UserRow, client: ClientInfo): Promise<AuthResponse> {
  const session = await insertSession(ctx.db, { userId: user.id, ip: client.ip, userAgent: client.userAgent?.slice(0, 500) });
  const token = await ctx.tokens.sign({ userId: user.id, sessionId: session.id });
  return { token, user: presentUser(user) };
}
