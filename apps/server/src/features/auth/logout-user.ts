import type { AppContext } from '../../context.ts';
import { revokeSession } from './auth.queries.ts';

/** Ends the session: its token stops working at once. */
export async function logoutUser(ctx: AppContext, sessionId: string): Promise<void> {
  await revokeSession(ctx.db, sessionId);
}
