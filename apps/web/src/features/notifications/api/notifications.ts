import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { listNotifications, markAllNotificationsRead } from '@fitcover/contract/notifications/list';
import { apiRequest } from '../../../lib/api-client';
import { useLiveEvent } from '../../../lib/live/live-provider';

const PAGE_SIZE = 20;
// Live 'notifications' events refresh the bell at once; this slow poll is only a safety net.
const UNREAD_REFRESH_MS = 5 * 60_000;

export const notificationsKeys = {
  all: ['notifications'] as const,
  unread: () => ['notifications', 'unread'] as const,
  latest: (limit: number) => ['notifications', 'latest', limit] as const,
  list: () => ['notifications', 'list'] as const,
};

/** Only the unread counter (the bell). */
export const unreadCountQueryOptions = () =>
  queryOptions({
    queryKey: notificationsKeys.unread(),
    queryFn: ({ signal }) => apiRequest(listNotifications, { query: { limit: 1 }, signal }),
    select: (data) => data.unread,
    refetchInterval: UNREAD_REFRESH_MS,
  });

export function useUnreadCount() {
  return useQuery(unreadCountQueryOptions());
}

/** Refetches the bell, the latest list and the page when the server says they changed, or after a reconnect. */
export function useLiveNotifications() {
  const queryClient = useQueryClient();
  useLiveEvent((signal) => {
    if (signal.type === 'notifications' || signal.type === 'catch-up') {
      void queryClient.invalidateQueries({ queryKey: notificationsKeys.all });
    }
  });
}

export const latestNotificationsQueryOptions = (limit: number) =>
  queryOptions({
    queryKey: notificationsKeys.latest(limit),
    queryFn: ({ signal }) => apiRequest(listNotifications, { query: { limit }, signal }),
  });

export function useLatestNotifications(limit: number) {
  return useQuery(latestNotificationsQueryOptions(limit));
}

export const notificationsListQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: notificationsKeys.list(),
    queryFn: ({ signal, pageParam }) =>
      apiRequest(listNotifications, { query: { limit: PAGE_SIZE, before: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

export function useNotificationsList() {
  return useInfiniteQuery(notificationsListQueryOptions());
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(markAllNotificationsRead),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsKeys.all }),
  });
}
