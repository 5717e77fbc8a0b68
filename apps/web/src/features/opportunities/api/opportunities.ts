import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { applyToOffer } from '@fitcover/contract/applications/apply';
import { getOfferFilters, searchOffers, type OfferSearchQuery } from '@fitcover/contract/search/offer-search';
import { apiRequest } from '../../../lib/api-client';
import { applyOutcome, withApplied, type SearchData } from '../lib/apply-outcome';

export const offerSearchKeys = {
  all: ['offer-search'] as const,
  filters: () => ['offer-search', 'filters'] as const,
  lists: () => ['offer-search', 'list'] as const,
  list: (query: OfferSearchQuery) => ['offer-search', 'list', query] as const,
};

export const offerFiltersQueryOptions = () =>
  queryOptions({
    queryKey: offerSearchKeys.filters(),
    queryFn: ({ signal }) => apiRequest(getOfferFilters, { signal }),
    staleTime: 5 * 60_000,
  });

export function useOfferFilters() {
  return useQuery(offerFiltersQueryOptions());
}

export const offerSearchQueryOptions = (query: OfferSearchQuery) =>
  infiniteQueryOptions({
    queryKey: offerSearchKeys.list(query),
    queryFn: ({ signal, pageParam }) => apiRequest(searchOffers, { query: { ...query, cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

/** Results of the current filters; the previous results stay on screen while new ones load. */
export function useOfferSearch(query: OfferSearchQuery) {
  return useInfiniteQuery({ ...offerSearchQueryOptions(query), placeholderData: keepPreviousData });
}

/**
 * Applies to one offer. On success — and when the server says it was already done — every
 * cached result list marks the offer as applied, without refetching (pages and order stay put).
 * An offer that no longer takes applications is dropped on the next fetch.
 */
export function useApplyToOffer() {
  const queryClient = useQueryClient();
  const markApplied = (offerId: string) =>
    queryClient.setQueriesData<SearchData>({ queryKey: offerSearchKeys.lists() }, (data) => withApplied(data, offerId));
  return useMutation({
    mutationFn: (offerId: string) => apiRequest(applyToOffer, { params: { id: offerId } }),
    onSuccess: (_created, offerId) => markApplied(offerId),
    onError: (error, offerId) => {
      const outcome = applyOutcome(error);
      if (outcome === 'duplicate') markApplied(offerId);
      else if (outcome === 'closed') void queryClient.invalidateQueries({ queryKey: offerSearchKeys.lists() });
    },
  });
}
