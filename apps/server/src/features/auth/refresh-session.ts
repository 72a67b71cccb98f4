import type { AuthResponse } from '@siteline/contract';
import type { AppContext } from '../../context.ts';
import type { RequestAuth } from '../../auth/auth.plugin.ts';
import { presentUser } from './user.presenter.ts';

/** A fresh token for the same session. */
export async function refreshSession(ctx: AppContext, { user, sessionId }: RequestAuth): Promise<AuthResponse> {
  return { token: await ctx.tokens.sign({ userId: user.id, sessionId }), user: presentUser(user) };
}
