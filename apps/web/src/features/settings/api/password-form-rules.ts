import { changePasswordInputSchema, type ChangePasswordInput } from '@siteline/contract';
import { validateForm, type FieldErrors } from '../../../lib/form-errors.ts';

export interface PasswordFormValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export const PASSWORD_MISMATCH_MESSAGE = "New passwords don't match";

/** Checks the change-password form: contract rules plus the confirmation match. */
export function validatePasswordForm(values: PasswordFormValues): { data: ChangePasswordInput | null; errors: FieldErrors } {
  const result = validateForm(changePasswordInputSchema, { currentPassword: values.currentPassword, newPassword: values.newPassword });
  const errors: FieldErrors = { ...(result.errors ?? {}) };
  if (values.newPassword !== values.confirmPassword) errors.confirmPassword = PASSWORD_MISMATCH_MESSAGE;
  const hasErrors = Object.keys(errors).length > 0;
  return { data: hasErrors ? null : result.data, errors };
}
