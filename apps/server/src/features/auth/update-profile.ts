import type { UpdateProfileInput, User } from '@siteline/contract';
import type { AppContext } from '../../context.ts';
import type { UserRow } from '../../db/schema.ts';
import { updateUser } from '../../auth/accounts.queries.ts';
import { presentUser } from './user.presenter.ts';

/** Saves the owner's name, company and picture. */
export async function updateProfile(ctx: AppContext, user: UserRow, input: UpdateProfileInput): Promise<User> {
  return presentUser(await updateUser(ctx.db, user.id, input));
}
