import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../lib/query-client.ts';
import { AuthProvider } from '../features/auth/hooks/auth-provider.tsx';
import { Toaster } from '../components/ui/toaster.tsx';
import { ApiErrorEffects } from './api-error-effects.tsx';
import { AuthErrorBoundary } from './auth-error-boundary.tsx';

export interface AppProvidersProps {
  children: ReactNode;
  queryClient?: QueryClient;
  /** The page was rendered at build time: render the way it was built, then restore the session. */
  isPrerendered?: boolean;
}

/** Error boundary, query cache, session, API error reactions and the toast area, in that order. */
export function AppProviders({ children, queryClient, isPrerendered }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <AuthErrorBoundary>
      <QueryClientProvider client={client}>
        <AuthProvider isPrerendered={isPrerendered}>
          <ApiErrorEffects />
          {children}
          <Toaster />
        </AuthProvider>
      </QueryClientProvider>
    </AuthErrorBoundary>
  );
}
