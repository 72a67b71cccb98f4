import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { registerInputSchema } from '@siteline/contract';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { validateForm, type FieldErrors } from '../../../lib/form-errors.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useIsHydrated } from '../../../hooks/use-is-hydrated.ts';
import { PAGE_METAS } from '../../../lib/page-metas.ts';
import { useRegister } from '../hooks/use-register.ts';
import { AuthShell } from './auth-shell.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';

type Field = 'firstName' | 'lastName' | 'email' | 'companyName' | 'password';

/** /register: name, email, optional company, password; 'Creating account...' while waiting. */
export function RegisterPage() {
  usePageMeta(PAGE_METAS.register);
  const [values, setValues] = useState<Record<Field, string>>({ firstName: '', lastName: '', email: '', companyName: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const registerMutation = useRegister();
  // Prerendered: the form stays disabled until hydrated, so nothing typed or submitted is lost.
  const isSubmitting = registerMutation.isPending;
  const isHydrated = useIsHydrated();
  const isDisabled = isSubmitting || !isHydrated;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateForm(registerInputSchema, { ...values, companyName: values.companyName.trim() || undefined });
    setErrors(result.errors ?? {});
    if (result.data) registerMutation.mutate(result.data);
  };

  const inputProps = (field: Field) => ({
    id: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value })),
    disabled: isDisabled,
    'aria-invalid': Boolean(errors[field]),
    'aria-describedby': errors[field] ? `${field}-error` : undefined,
  });

  return (
    <AuthShell title="Create Account" subtitle="Start your free trial - no credit card required">
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id="firstName" label="First Name" error={errors.firstName}>
            <Input {...inputProps('firstName')} autoComplete="given-name" placeholder="Jane" />
          </FormField>
          <FormField id="lastName" label="Last Name" error={errors.lastName}>
            <Input {...inputProps('lastName')} autoComplete="family-name" placeholder="Doe" />
          </FormField>
        </div>
        <FormField id="email" label="Email" error={errors.email}>
          <Input {...inputProps('email')} type="email" autoComplete="email" placeholder="you@company.com" />
        </FormField>
        <FormField id="companyName" label="Company Name (optional)" error={errors.companyName}>
          <Input {...inputProps('companyName')} autoComplete="organization" placeholder="Acme Inc." />
        </FormField>
        <FormField id="password" label="Password" error={errors.password} hint="At least 8 characters">
          <PasswordInput {...inputProps('password')} autoComplete="new-password" placeholder="Create a password" />
        </FormField>
        <Button type="submit" size="lg" className="w-full" disabled={isDisabled}>
          {isSubmitting && <Spinner className="h-4 w-4 text-white" label="Creating account" />}
          {isSubmitting ? 'Creating account...' : 'Create Account'}
        </Button>
      </form>
      <p className="mt-8 text-center text-sm text-slate-500">
        Already have an account?{' '}
        <Link href="/login" className="font-semibold text-indigo-600 hover:text-indigo-500">
          Sign in here
        </Link>
      </p>
    </AuthShell>
  );
}
