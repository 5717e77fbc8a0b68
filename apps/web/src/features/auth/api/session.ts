import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Me } from '@fitcover/contract/auth/me';
import { apiRequest } from '../../../lib/api-client';
import { getSessionRef } from '../../../lib/api-refs';
import { ApiError } from '../../../lib/api-error';

export const sessionQueryKey = ['auth', 'session'] as const;

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: sessionQueryKey,
    // A visitor is `usuario: null`, not a 401: nothing is logged as failed on a public page.
    queryFn: async ({ signal }): Promise<Me | null> => (await apiRequest(getSessionRef, { signal })).usuario,
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
