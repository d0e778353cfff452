import { QueryClient } from '@tanstack/react-query';

/**
 * A `QueryClient` with defaults for a payments UI: no retries (the paykit client already retries
 * what is safe to retry, with backoff and idempotency keys), a refetch when the person comes back
 * to the tab, and data kept fresh for 30 seconds; events invalidate sooner.
 */
export function createPaykitQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: true, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
