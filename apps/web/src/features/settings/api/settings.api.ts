import { messageResponseSchema, profileResponseSchema, type ChangePasswordInput, type UpdateProfileInput, type User } from '@siteline/contract';
import { apiRequest } from '../../../lib/api-client.ts';

/** PUT /api/auth/profile: only the first and last name change. */
export function updateProfileRequest(input: UpdateProfileInput): Promise<{ user: User; message: string }> {
  return apiRequest('PUT', '/api/auth/profile', profileResponseSchema, { firstName: input.firstName, lastName: input.lastName });
}

/** PUT /api/auth/password: other sessions are signed out; this one stays. */
export function changePasswordRequest(input: ChangePasswordInput): Promise<{ message: string }> {
  return apiRequest('PUT', '/api/auth/password', messageResponseSchema, input);
}
