import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { exportCommissions, listCommissions, type PaymentStatus } from '@fitcover/contract/admin/commissions';
import { apiRequest, buildUrl } from '../../../lib/api-client';
import { toApiError } from '../../../lib/api-error';
import { adminKeys } from './keys';

export type CommissionFilter = { desde?: string; hasta?: string; estado?: PaymentStatus };

export function useCommissions(filter: CommissionFilter) {
  return useInfiniteQuery({
    queryKey: adminKeys.commissions(filter),
    queryFn: ({ signal, pageParam }) => apiRequest(listCommissions, { query: { ...filter, page: pageParam }, signal }),
    initialPageParam: 1,
    getNextPageParam: (lastPage) => lastPage.nextPage ?? undefined,
    placeholderData: keepPreviousData,
  });
}

/** Downloads the CSV of every row of the filter (the server builds it; not just the loaded pages). */
export async function downloadCommissionsCsv(filter: CommissionFilter): Promise<void> {
  const response = await fetch(buildUrl(exportCommissions.path, filter), { credentials: 'same-origin' });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    throw toApiError(response.status, body, response.headers.get('x-request-id'));
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'comisiones.csv';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the blob only after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
