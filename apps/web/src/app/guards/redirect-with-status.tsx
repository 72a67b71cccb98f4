import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { FullPageStatus } from '../../components/layout/full-page-status.tsx';

/** Replaces the current entry with `to`, showing 'Redirecting...' meanwhile. */
export function RedirectWithStatus({ to }: { to: string }) {
  const [, navigate] = useLocation();
  useEffect(() => navigate(to, { replace: true }), [navigate, to]);
  return <FullPageStatus label="Redirecting..." />;
}
