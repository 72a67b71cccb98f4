import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { loginInputSchema } from '@siteline/contract';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { validateForm, type FieldErrors } from '../../../lib/form-errors.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useIsHydrated } from '../../../hooks/use-is-hydrated.ts';
import { PAGE_METAS } from '../../../lib/page-metas.ts';
import { useLogin } from '../hooks/use-login.ts';
import { AuthShell } from './auth-shell.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';

/** /login: email and password, show/hide toggle, 'Signing in...' while waiting. */
export function LoginPage() {
  usePageMeta(PAGE_METAS.login);
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const loginMutation = useLogin();
  // Prerendered: the form stays disabled until hydrated, so nothing typed or submitted is lost.
  const isSubmitting = loginMutation.isPending;
  const isHydrated = useIsHydrated();
  const isDisabled = isSubmitting || !isHydrated;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateForm(loginInputSchema, values);
    setErrors(result.errors ?? {});
    if (result.data) loginMutation.mutate(result.data);
  };
  const update = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  return (
    <AuthShell title="Welcome back" subtitle="Sign in to manage your AI assistants">
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <FormField id="email" label="Email" error={errors.email}>
          <Input
            id="email"
            type="email"
            autoComplete="email"
            placeholder="you@company.com"
            value={values.email}
            onChange={update('email')}
            disabled={isDisabled}
            aria-invalid={Boolean(errors.email)}
            aria-describedby={errors.email ? 'email-error' : undefined}
          />
        </FormField>
        <FormField id="password" label="Password" error={errors.password}>
          <PasswordInput
            id="password"
            autoComplete="current-password"
            placeholder="Enter your password"
            value={values.password}
            onChange={update('password')}
            disabled={isDisabled}
            aria-invalid={Boolean(errors.password)}
            aria-describedby={errors.password ? 'password-error' : undefined}
          />
        </FormField>
        <Button type="submit" size="lg" className="w-full" disabled={isDisabled}>
          {isSubmitting && <Spinner className="h-4 w-4 text-white" label="Signing in" />}
          {isSubmitting ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>
      <p className="mt-8 text-center text-sm text-slate-500">
        Don't have an account?{' '}
        <Link href="/register" className="font-semibold text-indigo-600 hover:text-indigo-500">
          Sign up here
        </Link>
      </p>
    </AuthShell>
  );
}
