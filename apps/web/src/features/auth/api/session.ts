import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Me } from '@fitcover/contract/auth/me';
import { apiRequest } from '../../../lib/api-client';
import { getMeRef } from '../../../lib/api-refs';
import { ApiError } from '../../../lib/api-error';

export const sessionQueryKey = ['auth', 'session'] as const;

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: sessionQueryKey,
    queryFn: async ({ signal }): Promise<Me | null> => {
      try {
        return await apiRequest(getMeRef, { signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
    staleTime: 5 * 60_000,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });

/** The signed-in user, `null` when signed out, `undefined` while loading. */
export function useSession() {
  return useQuery(sessionQueryOptions());
}

export function clearSession(queryClient: QueryClient): void {
  queryClient.setQueryData(sessionQueryKey, null);
}
