import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { adminKeys } from './keys';

/**
 * After an admin action the whole panel is fetched again: lists, feed, audit log. A list whose
 * first fetch is still in flight (a search just typed) is cancelled first: TanStack Query lets an
 * invalidation join such a fetch, and its answer, read before the action, would stand as fresh
 * (the ticket just answered still "Abierto"). Nothing else awaits the admin's queries.
 */
export async function refreshAdminPanel(queryClient: QueryClient): Promise<void> {
  await queryClient.cancelQueries({ queryKey: adminKeys.all, predicate: (query) => query.state.data === undefined });
  await queryClient.invalidateQueries({ queryKey: adminKeys.all });
}

/** An admin action; afterwards (also after a failure) the whole panel refetches. */
export function useAdminAction<V, R = unknown>(run: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => refreshAdminPanel(queryClient),
  });
}
