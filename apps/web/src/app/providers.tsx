import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../lib/query-client.ts';
import { AuthProvider } from '../features/auth/hooks/auth-provider.tsx';
import { Toaster } from '../components/ui/toaster.tsx';
import { TooltipProvider } from '../components/ui/tooltip.tsx';
import { ApiErrorEffects } from './api-error-effects.tsx';
import { AuthErrorBoundary } from './auth-error-boundary.tsx';

export interface AppProvidersProps {
  children: ReactNode;
  queryClient?: QueryClient;
}

/** Error boundary, query cache, session, tooltip timing, API error reactions and the toast area, in that order. */
export function AppProviders({ children, queryClient }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <AuthErrorBoundary>
      <QueryClientProvider client={client}>
        <AuthProvider>
          <TooltipProvider>
            <ApiErrorEffects />
            {children}
            <Toaster />
          </TooltipProvider>
        </AuthProvider>
      </QueryClientProvider>
    </AuthErrorBoundary>
  );
}
