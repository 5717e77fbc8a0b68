import { useInfiniteQuery } from '@tanstack/react-query';
import { listNotices, sendNotice, type NoticeAudience } from '@fitcover/contract/admin/notices';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './keys';
import { useAdminAction } from './use-admin-action';

export function useNotices() {
  return useInfiniteQuery({
    queryKey: adminKeys.notices(),
    queryFn: ({ signal, pageParam }) => apiRequest(listNotices, { query: { page: pageParam }, signal }),
    initialPageParam: 1,
    getNextPageParam: (lastPage) => lastPage.nextPage ?? undefined,
  });
}

export const useSendNotice = () =>
  useAdminAction((body: { destinatarios: NoticeAudience; mensaje: string }) => apiRequest(sendNotice, { body }));
