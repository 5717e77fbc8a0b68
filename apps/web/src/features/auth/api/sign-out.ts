import { useMutation, useQueryClient } from '@tanstack/react-query';
import { signOut } from '@fitcover/contract/auth/sign-out';
import { apiRequest } from '../../../lib/api-client';
import { sessionQueryKey } from './session';

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(signOut),
    onSuccess: () => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'system' });
      queryClient.setQueryData(sessionQueryKey, null);
    },
  });
}
