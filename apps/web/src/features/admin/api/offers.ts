import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { cancelAdminOffer, listAdminOffers } from '@fitcover/contract/admin/offers';
import type { OfferStatus } from '@fitcover/contract/offers/offer-fields';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './keys';
import { useAdminAction } from './use-admin-action';

export type OfferFilter = { q?: string; estado?: OfferStatus };

export function useAdminOffers(filter: OfferFilter) {
  return useInfiniteQuery({
    queryKey: adminKeys.offers(filter),
    queryFn: ({ signal, pageParam }) => apiRequest(listAdminOffers, { query: { ...filter, page: pageParam }, signal }),
    initialPageParam: 1,
    getNextPageParam: (lastPage) => lastPage.nextPage ?? undefined,
    placeholderData: keepPreviousData,
  });
}

export const useCancelAdminOffer = () =>
  useAdminAction(({ id, motivo }: { id: string; motivo: string }) =>
    apiRequest(cancelAdminOffer, { params: { id }, body: { motivo } }),
  );
