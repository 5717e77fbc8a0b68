import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { listMyApplications, withdrawApplication } from '@fitcover/contract/applications/my-applications';
import { apiRequest } from '../../../lib/api-client';

const PAGE_SIZE = 20;

export const myApplicationsKeys = {
  all: ['my-applications'] as const,
  list: () => ['my-applications', 'list'] as const,
};

export const myApplicationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: myApplicationsKeys.list(),
    queryFn: ({ signal, pageParam }) =>
      apiRequest(listMyApplications, { query: { limit: PAGE_SIZE, cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

export function useMyApplications() {
  return useInfiniteQuery(myApplicationsQueryOptions());
}

/** Withdraws a pendiente/vista application, or calls off an accepted class (motivo required). */
export function useWithdrawApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, motivo }: { id: string; motivo?: string | undefined }) =>
      apiRequest(withdrawApplication, { params: { id }, body: motivo ? { motivo } : undefined }),
    // Refetch also after a failure: the application may have changed meanwhile (gym decided).
    onSettled: () => queryClient.invalidateQueries({ queryKey: myApplicationsKeys.all }),
  });
}
