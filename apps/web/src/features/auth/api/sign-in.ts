import { useMutation, useQueryClient } from '@tanstack/react-query';
import { signIn } from '@fitcover/contract/auth/sign-in';
import type { BodyOf } from '@fitcover/contract/endpoint';
import { apiRequest } from '../../../lib/api-client';
import { sessionQueryKey } from './session';

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof signIn>) => apiRequest(signIn, { body }),
    onSuccess: ({ user }) => {
      // Drop whatever a previous account left in the cache, then store the new session.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'system' });
      queryClient.setQueryData(sessionQueryKey, user);
    },
  });
}
