import { QueryClient } from '@tanstack/react-query';

export const DEFAULT_STALE_TIME_MS = 5 * 60 * 1000;
export const DEFAULT_GC_TIME_MS = 10 * 60 * 1000;

/**
 * The app's query cache (each query brings its own `readQuery(schema)`, so every answer is parsed): fresh 5 min, dropped after 10 min unused, no retries, no polling, refetch on focus. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: DEFAULT_STALE_TIME_MS,
        gcTime: DEFAULT_GC_TIME_MS,
        retry: false,
        refetchInterval: false,
        refetchOnWindowFocus: true,
      },
      mutations: { retry: false },
    },
  });
}
