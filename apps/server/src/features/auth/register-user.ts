import type { AuthResponse, RegisterInput } from '@siteline/contract';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { insertUser } from './auth.queries.ts';
import { startSession, type ClientInfo } from './start-session.ts';
import { throttleAuthAttempt } from './throttle-auth.ts';

/** Creates an account on the free plan and signs it in. */
export async function registerUser(ctx: AppContext, input: RegisterInput, client: ClientInfo): Promise<AuthResponse> {
  await throttleAuthAttempt(ctx, 'register', client.ip, input.email);
  const passwordHash = await hashPassword(input.password);
  const user = await insertUser(ctx.db, {
    email: input.email,
    passwordHash,
    firstName: input.firstName,
    lastName: input.lastName,
    companyName: input.companyName || null,
  });
  if (!user) throw new AppError('EMAIL_TAKEN', 'An account with this email already exists');
  return { ...(await startSession(ctx, user, client)), message: 'Account created successfully' };
}
