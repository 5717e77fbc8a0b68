import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { signOutRef } from '../../../lib/api-refs';
import { sessionQueryKey } from './session';

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(signOutRef),
    onSuccess: () => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'system' });
      queryClient.setQueryData(sessionQueryKey, null);
    },
  });
}
