import { AppProviders } from './providers.tsx';
import { AppRouter } from './router.tsx';

export interface AppProps {
  /** True when hydrating HTML rendered at build time (and while rendering it). */
  isPrerendered?: boolean;
}

export function App({ isPrerendered = false }: AppProps) {
  return (
    <AppProviders isPrerendered={isPrerendered}>
      <AppRouter />
    </AppProviders>
  );
}
