import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import {
  listAdminGyms,
  listAdminInstructors,
  reactivateUser,
  suspendUser,
  type AccountState,
} from '@fitcover/contract/admin/users';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './keys';
import { useAdminAction } from './use-admin-action';

export type AccountFilter = { q?: string; estado?: AccountState };

export function useAdminGyms(filter: AccountFilter) {
  return useInfiniteQuery({
    queryKey: adminKeys.gyms(filter),
    queryFn: ({ signal, pageParam }) => apiRequest(listAdminGyms, { query: { ...filter, page: pageParam }, signal }),
    initialPageParam: 1,
    getNextPageParam: (lastPage) => lastPage.nextPage ?? undefined,
    placeholderData: keepPreviousData,
  });
}

export function useAdminInstructors(filter: AccountFilter) {
  return useInfiniteQuery({
    queryKey: adminKeys.instructors(filter),
    queryFn: ({ signal, pageParam }) =>
      apiRequest(listAdminInstructors, { query: { ...filter, page: pageParam }, signal }),
    initialPageParam: 1,
    getNextPageParam: (lastPage) => lastPage.nextPage ?? undefined,
    placeholderData: keepPreviousData,
  });
}

export const useSuspendUser = () =>
  useAdminAction(({ id, motivo }: { id: string; motivo: string }) =>
    apiRequest(suspendUser, { params: { id }, body: { motivo } }),
  );

export const useReactivateUser = () =>
  useAdminAction(({ id, motivo }: { id: string; motivo?: string }) =>
    apiRequest(reactivateUser, { params: { id }, body: { motivo } }),
  );
