import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { completeProfile, getPendingProfile } from '@fitcover/contract/auth/complete-profile';
import type { Me } from '@fitcover/contract/auth/me';
import type { BodyOf } from '@fitcover/contract/endpoint';
import { apiRequest } from '../../../lib/api-client';
import { sessionQueryKey } from './session';

export const pendingProfileQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'pending-profile'],
    queryFn: ({ signal }) => apiRequest(getPendingProfile, { signal }),
    retry: false,
    staleTime: Infinity,
  });

/** The Google account still without a profile: 401 without such a session, 409 once complete. */
export function usePendingProfile() {
  return useQuery(pendingProfileQueryOptions());
}

/** `onCompleted` runs first (toast, navigation), then the new profile becomes the session. */
export function useCompleteProfile(onCompleted: (user: Me) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof completeProfile>) => apiRequest(completeProfile, { body }),
    onSuccess: ({ user }) => {
      onCompleted(user);
      queryClient.removeQueries({ queryKey: ['auth', 'pending-profile'] });
      queryClient.setQueryData(sessionQueryKey, user);
    },
  });
}
