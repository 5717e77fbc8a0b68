import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { getAdminActivity } from '@fitcover/contract/admin/activity';
import { apiRequest } from '../../../lib/api-client';

const PAGE_SIZE = 20;

export const adminActivityQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['admin', 'activity'],
    queryFn: ({ signal, pageParam }) =>
      apiRequest(getAdminActivity, { query: { limit: PAGE_SIZE, before: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

export function useAdminActivity() {
  return useInfiniteQuery(adminActivityQueryOptions());
}
