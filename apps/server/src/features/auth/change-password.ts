import type { ChangePasswordInput } from '@siteline/contract';
import type { AppContext } from '../../context.ts';
import type { UserRow } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import { throttleAuthAttempt } from './throttle-auth.ts';
import { updateUser } from '../../auth/accounts.queries.ts';
import { revokeOtherSessions } from './auth.queries.ts';

/** Changes the password after checking the current one, and signs out every other session. */
export async function changePassword(ctx: AppContext, user: UserRow, session: { sessionId: string; ip: string }, input: ChangePasswordInput): Promise<void> {
  if (input.currentPassword === input.newPassword) throw new AppError('BAD_REQUEST', 'New password must be different from the current password');
  await throttleAuthAttempt(ctx, 'password-change', session.ip, user.id);
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw new AppError('BAD_REQUEST', 'Current password is incorrect');
  }
  const passwordHash = await hashPassword(input.newPassword);
  await ctx.db.transaction(async (tx) => {
    await updateUser(tx, user.id, { passwordHash });
    await revokeOtherSessions(tx, user.id, session.sessionId);
  });
}
