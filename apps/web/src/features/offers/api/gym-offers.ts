import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  createOffer,
  deleteOffer,
  getOfferQuota,
  listGymOffers,
  updateOffer,
} from '@fitcover/contract/offers/gym-offers';
import type { OfferInput } from '@fitcover/contract/offers/offer-fields';
import { applyOfferBonus, getOfferTimeline } from '@fitcover/contract/offers/urgent';
import { apiRequest } from '../../../lib/api-client';

const PAGE_SIZE = 12;

export const gymOffersKeys = {
  all: ['gym-offers'] as const,
  list: () => ['gym-offers', 'list'] as const,
  quota: () => ['gym-offers', 'quota'] as const,
};

export const gymOffersQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: gymOffersKeys.list(),
    queryFn: ({ signal, pageParam }) =>
      apiRequest(listGymOffers, { query: { limit: PAGE_SIZE, cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

export function useGymOffers() {
  return useInfiniteQuery(gymOffersQueryOptions());
}

export const offerQuotaQueryOptions = () =>
  queryOptions({ queryKey: gymOffersKeys.quota(), queryFn: ({ signal }) => apiRequest(getOfferQuota, { signal }) });

export function useOfferQuota() {
  return useQuery(offerQuotaQueryOptions());
}

/** Every change to an offer can move the list and the month's counter. */
function useInvalidateOffers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: gymOffersKeys.all });
}

export function useCreateOffer() {
  const invalidate = useInvalidateOffers();
  return useMutation({
    mutationFn: (body: OfferInput) => apiRequest(createOffer, { body }),
    onSettled: invalidate,
  });
}

export function useUpdateOffer() {
  const invalidate = useInvalidateOffers();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: OfferInput }) => apiRequest(updateOffer, { params: { id }, body }),
    onSuccess: invalidate,
  });
}

export function useDeleteOffer() {
  const invalidate = useInvalidateOffers();
  return useMutation({
    mutationFn: ({ id, motivo }: { id: string; motivo?: string | undefined }) =>
      apiRequest(deleteOffer, { params: { id }, body: motivo ? { motivo } : undefined }),
    onSuccess: invalidate,
  });
}

/** An urgent offer's timeline (DECISIONS §15); refreshed every 30 s while the card is open. */
export function useOfferTimeline(id: string, enabled: boolean) {
  return useQuery({
    queryKey: [...gymOffersKeys.all, 'timeline', id],
    queryFn: ({ signal }) => apiRequest(getOfferTimeline, { params: { id }, signal }),
    enabled,
    refetchInterval: 30_000,
  });
}

/** "¿Subir la tarifa?": +10 % / +20 %, once. */
export function useRaisePay() {
  const invalidate = useInvalidateOffers();
  return useMutation({
    mutationFn: ({ id, pct }: { id: string; pct: 10 | 20 }) =>
      apiRequest(applyOfferBonus, { params: { id }, body: { pct } }),
    onSettled: invalidate,
  });
}
