import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { answerTicket, closeTicket, listAdminTickets, type TicketStatus } from '@fitcover/contract/admin/tickets';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './keys';
import { useAdminAction } from './use-admin-action';

export type TicketFilter = { q?: string; estado?: TicketStatus };

export function useAdminTickets(filter: TicketFilter) {
  return useInfiniteQuery({
    queryKey: adminKeys.tickets(filter),
    queryFn: ({ signal, pageParam }) => apiRequest(listAdminTickets, { query: { ...filter, page: pageParam }, signal }),
    initialPageParam: 1,
    getNextPageParam: (lastPage) => lastPage.nextPage ?? undefined,
    placeholderData: keepPreviousData,
  });
}

export const useAnswerTicket = () =>
  useAdminAction(({ id, respuesta }: { id: string; respuesta: string }) =>
    apiRequest(answerTicket, { params: { id }, body: { respuesta } }),
  );

export const useCloseTicket = () => useAdminAction((id: string) => apiRequest(closeTicket, { params: { id } }));
