import type { ReactNode } from 'react';
import { useAuth } from '../../hooks/use-auth.ts';
import { FullPageStatus } from '../../components/layout/full-page-status.tsx';
import { RedirectWithStatus } from './redirect-with-status.tsx';

export interface GuestRouteProps {
  children: ReactNode;
  /** Where a signed-in user goes; /dashboard by default. */
  redirectTo?: string;
}

/** Renders its page for guests only (sign-in, sign-up); a signed-in user is sent on. */
export function GuestRoute({ children, redirectTo = '/dashboard' }: GuestRouteProps) {
  const { status } = useAuth();
  if (status === 'loading') return <FullPageStatus label="Loading..." />;
  if (status === 'authenticated') return <RedirectWithStatus to={redirectTo} />;
  return <>{children}</>;
}
