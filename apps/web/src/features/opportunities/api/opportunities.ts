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
import { getOfferForInstructor, listExclusiveOffers } from '@fitcover/contract/search/offer-detail';
import { apiRequest } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { applyOutcome, withApplied, type SearchData } from '../lib/apply-outcome';

export const offerSearchKeys = {
  all: ['offer-search'] as const,
  filters: () => ['offer-search', 'filters'] as const,
  lists: () => ['offer-search', 'list'] as const,
  list: (query: OfferSearchQuery) => ['offer-search', 'list', query] as const,
  offer: (id: string) => ['offer-search', 'offer', id] as const,
  exclusive: () => ['offer-search', 'exclusive'] as const,
};

/**
 * Urgent offers in their exclusive window for one of the gym's Mis instructores (DECISIONS §15),
 * which the shared results leave out until the window ends; refreshed every minute, so one whose
 * window has ended moves down into the results.
 */
export function useExclusiveOffers() {
  return useQuery({
    queryKey: offerSearchKeys.exclusive(),
    queryFn: ({ signal }) => apiRequest(listExclusiveOffers, { signal }),
    refetchInterval: 60_000,
  });
}

/** One offer (a notification's link); under offerSearchKeys.all, so applying refreshes it. */
export const offerForInstructorQueryOptions = (id: string) =>
  queryOptions({
    queryKey: offerSearchKeys.offer(id),
    queryFn: ({ signal }) => apiRequest(getOfferForInstructor, { params: { id }, signal }),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });

export function useOfferForInstructor(id: string) {
  return useQuery(offerForInstructorQueryOptions(id));
}

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
    onSuccess: (_created, offerId) => {
      markApplied(offerId);
      void queryClient.invalidateQueries({ queryKey: offerSearchKeys.exclusive() });
    },
    onError: (error, offerId) => {
      const outcome = applyOutcome(error);
      if (outcome === 'duplicate') markApplied(offerId);
      else if (outcome === 'closed') void queryClient.invalidateQueries({ queryKey: offerSearchKeys.lists() });
    },
  });
}
