import { describe, expect, it } from 'vitest';
import { validatePasswordForm } from './password-form-rules.ts';

describe('change-password form rules', () => {
  it('accepts matching passwords of 8+ characters', () => {
    expect(validatePasswordForm({ currentPassword: 'old-pass', newPassword: 'new-pass-1', confirmPassword: 'new-pass-1' })).toEqual({
      data: { currentPassword: 'old-pass', newPassword: 'new-pass-1' },
      errors: {},
    });
  });

  it('rejects a confirmation that does not match with "New passwords don\'t match"', () => {
    const result = validatePasswordForm({ currentPassword: 'old-pass', newPassword: 'new-pass-1', confirmPassword: 'new-pass-2' });
    expect(result.data).toBeNull();
    expect(result.errors.confirmPassword).toBe("New passwords don't match");
  });

  it('rejects a new password under 8 characters', () => {
    const result = validatePasswordForm({ currentPassword: 'old-pass', newPassword: 'short', confirmPassword: 'short' });
    expect(result.data).toBeNull();
    expect(result.errors.newPassword).toBe('Password must be at least 8 characters long');
  });
});
