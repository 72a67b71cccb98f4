import { PageHeader } from '../../../components/layout/page-header.tsx';
import { ProfileForm } from './profile-form.tsx';
import { PasswordForm } from './password-form.tsx';

/** /settings: profile and password. */
export function SettingsPage() {
  return (
    <>
      <PageHeader title="Settings" description="Manage your profile and account security." />
      <div className="grid max-w-3xl gap-6">
        <ProfileForm />
        <PasswordForm />
      </div>
    </>
  );
}
