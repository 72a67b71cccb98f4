import type { AuthResponse, LoginInput } from '@siteline/contract';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import { findUserByEmail } from './auth.queries.ts';
import { startSession, type ClientInfo } from './start-session.ts';
import { throttleAuthAttempt } from './throttle-auth.ts';

// Verifying against a fixed hash when the email is unknown keeps response times alike,
// so the endpoint does not reveal which emails have accounts.
let unknownUserHash: Promise<string> | undefined;

export async function loginUser(ctx: AppContext, input: LoginInput, client: ClientInfo): Promise<AuthResponse> {
  await throttleAuthAttempt(ctx, 'login', client.ip, input.email);
  const user = await findUserByEmail(ctx.db, input.email);
  const isValid = await verifyPassword(user?.passwordHash ?? (await (unknownUserHash ??= hashPassword('not-a-real-password'))), input.password);
  if (!user || !isValid) throw new AppError('INVALID_CREDENTIALS', 'Invalid email or password');
  return { ...(await startSession(ctx, user, client)), message: 'Logged in successfully' };
}
