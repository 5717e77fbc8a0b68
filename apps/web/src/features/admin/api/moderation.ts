import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import {
  getFlagConversation,
  listModerationFlags,
  resolveFlag,
  warnUser,
  type FlagStatus,
} from '@fitcover/contract/admin/moderation';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './keys';
import { useAdminAction } from './use-admin-action';

export type FlagFilter = { q?: string; estado?: FlagStatus };

export function useModerationFlags(filter: FlagFilter) {
  return useInfiniteQuery({
    queryKey: adminKeys.flags(filter),
    queryFn: ({ signal, pageParam }) =>
      apiRequest(listModerationFlags, { query: { ...filter, page: pageParam }, signal }),
    initialPageParam: 1,
    getNextPageParam: (lastPage) => lastPage.nextPage ?? undefined,
    placeholderData: keepPreviousData,
  });
}

/** Newest page first; each next page holds older messages (shown above). */
export function useFlagConversation(flagId: string) {
  return useInfiniteQuery({
    queryKey: adminKeys.conversation(flagId),
    queryFn: ({ signal, pageParam }) =>
      apiRequest(getFlagConversation, { params: { id: flagId }, query: { before: pageParam }, signal }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (lastPage) => lastPage.nextBefore ?? undefined,
  });
}

export const useWarnUser = () =>
  useAdminAction(({ flagId, usuarioId, mensaje }: { flagId: string; usuarioId: string; mensaje: string }) =>
    apiRequest(warnUser, { params: { id: flagId }, body: { usuarioId, mensaje } }),
  );

export const useResolveFlag = () =>
  useAdminAction(({ flagId, nota }: { flagId: string; nota?: string }) =>
    apiRequest(resolveFlag, { params: { id: flagId }, body: { nota } }),
  );
