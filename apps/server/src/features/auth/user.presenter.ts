import type { User } from '@siteline/contract';
import type { UserRow } from '../../db/schema.ts';

/** The user as the API shows it: never the password hash. */
export function presentUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    companyName: row.companyName,
    role: row.role,
    subscriptionTier: row.subscriptionTier,
    profileImageUrl: row.profileImageUrl,
    createdAt: row.createdAt.toISOString(),
  };
}
