import { useState, type FormEvent } from 'react';
import { updateProfileInputSchema } from '@siteline/contract';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { validateForm, type FieldErrors } from '../../../lib/form-errors.ts';
import { useAuth } from '../../../hooks/use-auth.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { useUpdateProfile } from '../hooks/use-update-profile.ts';
import { FormAlert } from './form-alert.tsx';

/** First and last name (editable) and the e-mail (shown, not editable). */
export function ProfileForm() {
  const { user } = useAuth();
  const [values, setValues] = useState({ firstName: user?.firstName ?? '', lastName: user?.lastName ?? '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const mutation = useUpdateProfile();

  // Follow the user record when it changes elsewhere (verification, another tab).
  const [shownUser, setShownUser] = useState(user);
  if (user !== shownUser) {
    setShownUser(user);
    if (user) setValues({ firstName: user.firstName, lastName: user.lastName });
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateForm(updateProfileInputSchema, values);
    setErrors(result.errors ?? {});
    if (result.data) mutation.mutate(result.data);
  };
  const isDirty = values.firstName !== user?.firstName || values.lastName !== user?.lastName;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Profile</CardTitle>
        <CardDescription>Your name as it appears across Siteline.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="space-y-5">
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField id="firstName" label="First Name" error={errors.firstName}>
              <Input
                id="firstName"
                autoComplete="given-name"
                value={values.firstName}
                onChange={(event) => setValues((current) => ({ ...current, firstName: event.target.value }))}
                disabled={mutation.isPending}
                aria-invalid={Boolean(errors.firstName)}
              />
            </FormField>
            <FormField id="lastName" label="Last Name" error={errors.lastName}>
              <Input
                id="lastName"
                autoComplete="family-name"
                value={values.lastName}
                onChange={(event) => setValues((current) => ({ ...current, lastName: event.target.value }))}
                disabled={mutation.isPending}
                aria-invalid={Boolean(errors.lastName)}
              />
            </FormField>
          </div>
          <FormField id="email" label="Email" hint="Your e-mail address cannot be changed here.">
            <Input id="email" type="email" value={user?.email ?? ''} disabled readOnly />
          </FormField>
          <FormAlert message={mutation.isError ? errorMessage(mutation.error, 'Failed to update profile') : undefined} />
          <div className="flex justify-end">
            <Button type="submit" disabled={mutation.isPending || !isDirty}>
              {mutation.isPending && <Spinner className="h-4 w-4 text-white" label="Saving" />}
              {mutation.isPending ? 'Saving...' : 'Save Changes'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
