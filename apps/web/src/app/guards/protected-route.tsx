import type { ReactNode } from 'react';
import { useAuth } from '../../hooks/use-auth.ts';
import { FullPageStatus } from '../../components/layout/full-page-status.tsx';
import { RedirectWithStatus } from './redirect-with-status.tsx';

export interface ProtectedRouteProps {
  children: ReactNode;
  /** Where a guest goes; /login by default. */
  redirectTo?: string;
}

/** Renders its page for a signed-in user only; guests are sent to /login. */
export function ProtectedRoute({ children, redirectTo = '/login' }: ProtectedRouteProps) {
  const { status } = useAuth();
  if (status === 'loading') return <FullPageStatus label="Loading..." />;
  if (status === 'unauthenticated') return <RedirectWithStatus to={redirectTo} />;
  return <>{children}</>;
}
