import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { confirmUnsubscribe, describeUnsubscribe } from '@fitcover/contract/notifications/unsubscribe';
import { apiRequest } from '../../../lib/api-client';

export const unsubscribeQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['unsubscribe', token] as const,
    queryFn: ({ signal }) => apiRequest(describeUnsubscribe, { query: { token }, signal }),
    retry: false,
  });

/** Reads what the link stops; never changes anything (mail scanners may open it). */
export function useUnsubscribeLink(token: string | null) {
  return useQuery({ ...unsubscribeQueryOptions(token ?? ''), enabled: Boolean(token) });
}

export function useConfirmUnsubscribe() {
  return useMutation({ mutationFn: (token: string) => apiRequest(confirmUnsubscribe, { body: { token } }) });
}
