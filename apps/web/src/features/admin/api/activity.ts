import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { getAdminActivity } from '@fitcover/contract/admin/activity';
import { listAuditLog } from '@fitcover/contract/admin/audit-log';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './keys';

const PAGE_SIZE = 20;
const AUDIT_PAGE_SIZE = 10;

export const adminActivityQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: adminKeys.activity(),
    queryFn: ({ signal, pageParam }) =>
      apiRequest(getAdminActivity, { query: { limit: PAGE_SIZE, cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

export function useAdminActivity() {
  return useInfiniteQuery(adminActivityQueryOptions());
}

export function useAuditLog() {
  return useInfiniteQuery({
    queryKey: adminKeys.audit(),
    queryFn: ({ signal, pageParam }) =>
      apiRequest(listAuditLog, { query: { page: pageParam, limit: AUDIT_PAGE_SIZE }, signal }),
    initialPageParam: 1,
    getNextPageParam: (lastPage) => lastPage.nextPage ?? undefined,
    placeholderData: keepPreviousData,
  });
}
