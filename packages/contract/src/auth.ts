import { z } from 'zod';
import { PLAN_TIERS } from './plans.ts';

const email = z.string().trim().toLowerCase().email('Please enter a valid email address').max(254, 'Email must be 254 characters or less');
const name = (label: string) => z.string().trim().min(1, `${label} is required`).max(100, `${label} must be 100 characters or less`);

export const loginInputSchema = z.object({
  email,
  password: z.string().min(1, 'Password is required').max(1024, 'Password must be 1024 characters or less'),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

export const registerInputSchema = z.object({
  email,
  password: z.string().min(8, 'Password must be at least 8 characters').max(1024, 'Password must be 1024 characters or less'),
  firstName: name('First name'),
  lastName: name('Last name'),
  companyName: z.string().trim().max(200, 'Company name must be 200 characters or less').optional().nullable(),
});
export type RegisterInput = z.infer<typeof registerInputSchema>;

export const updateProfileInputSchema = z.object({
  firstName: name('First name'),
  lastName: name('Last name'),
});
export type UpdateProfileInput = z.infer<typeof updateProfileInputSchema>;

export const changePasswordInputSchema = z.object({
  currentPassword: z.string().min(1, 'Current password is required').max(1024),
  newPassword: z.string().min(8, 'Password must be at least 8 characters long').max(1024, 'Password must be 1024 characters or less'),
});
export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>;

export const planTierSchema = z.enum(PLAN_TIERS);

export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  companyName: z.string().nullable(),
  role: z.enum(['user', 'admin']),
  subscriptionTier: planTierSchema,
  profileImageUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const authResponseSchema = z.object({ token: z.string(), user: userSchema, message: z.string().optional() });
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export const profileResponseSchema = z.object({ user: userSchema, message: z.string() });
