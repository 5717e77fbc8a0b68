import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from './keys';

/** An admin action; afterwards (also after a failure) the whole panel refetches: lists, feed, audit log. */
export function useAdminAction<V, R = unknown>(run: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
