import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import type { FieldErrors } from '../../../lib/form-errors.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { validatePasswordForm, type PasswordFormValues } from '../api/password-form-rules.ts';
import { useChangePassword } from '../hooks/use-change-password.ts';
import { FormAlert } from './form-alert.tsx';

const EMPTY: PasswordFormValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

const FIELDS: Array<{ name: keyof PasswordFormValues; label: string; autoComplete: string }> = [
  { name: 'currentPassword', label: 'Current Password', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'New Password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Confirm New Password', autoComplete: 'new-password' },
];

/** Current, new and confirmed password; other devices are signed out on success. */
export function PasswordForm() {
  const [values, setValues] = useState<PasswordFormValues>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const mutation = useChangePassword();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = validatePasswordForm(values);
    setErrors(result.errors);
    if (result.data) mutation.mutate(result.data, { onSuccess: () => setValues(EMPTY) });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Change Password</CardTitle>
        <CardDescription>Use at least 8 characters. Other devices will be signed out.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="space-y-5">
          {FIELDS.map((field) => (
            <FormField key={field.name} id={field.name} label={field.label} error={errors[field.name]}>
              <PasswordInput
                id={field.name}
                autoComplete={field.autoComplete}
                value={values[field.name]}
                onChange={(event) => setValues((current) => ({ ...current, [field.name]: event.target.value }))}
                disabled={mutation.isPending}
                aria-invalid={Boolean(errors[field.name])}
                aria-describedby={errors[field.name] ? `${field.name}-error` : undefined}
              />
            </FormField>
          ))}
          <FormAlert message={mutation.isError ? errorMessage(mutation.error, 'Failed to change password') : undefined} />
          <div className="flex justify-end">
            <Button type="submit" disabled={mutation.isPending}>
              {mutation.isPending && <Spinner className="h-4 w-4 text-white" label="Updating password" />}
              {mutation.isPending ? 'Updating...' : 'Update Password'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
