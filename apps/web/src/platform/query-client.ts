import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/api-error.ts';

/** Only a dropped connection is worth retrying; the catalogue already told the user about the rest. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return isApiError(error) && error.kind === 'network' && failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
