import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { applyToOfferBlock, getOfferBlockForInstructor } from '@fitcover/contract/offers/block-views';
import { apiRequest } from '../../../lib/api-client';
import { withApplied, type SearchData } from '../lib/apply-outcome';
import { offerSearchKeys } from './opportunities';

const blockKey = (id: string) => [...offerSearchKeys.all, 'block', id] as const;

export const offerBlockQueryOptions = (id: string) =>
  queryOptions({
    queryKey: blockKey(id),
    queryFn: ({ signal }) => apiRequest(getOfferBlockForInstructor, { params: { id }, signal }),
  });

/** A cover block's dates as this instructor sees them (issue 21), with the clash warnings. */
export function useOfferBlock(id: string) {
  return useQuery(offerBlockQueryOptions(id));
}

/** Applies to the whole block, or to chosen dates; the block's card shows it applied. */
export function useApplyToBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ofertaIds }: { id: string; cardId: string; ofertaIds?: string[] }) =>
      apiRequest(applyToOfferBlock, { params: { id }, body: ofertaIds ? { ofertaIds } : undefined }),
    onSuccess: (_created, { id, cardId }) => {
      queryClient.setQueriesData<SearchData>({ queryKey: offerSearchKeys.lists() }, (data) =>
        withApplied(data, cardId),
      );
      void queryClient.invalidateQueries({ queryKey: blockKey(id) });
      void queryClient.invalidateQueries({ queryKey: offerSearchKeys.offer(cardId) });
    },
  });
}
