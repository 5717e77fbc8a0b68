import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createOfferBlock, type BlockInput } from '@fitcover/contract/offers/blocks';
import { acceptOfferBlock, getGymOfferBlock } from '@fitcover/contract/offers/block-views';
import { apiRequest } from '../../../lib/api-client';
import { gymOffersKeys } from './gym-offers';

export const gymBlockQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...gymOffersKeys.all, 'block', id],
    queryFn: ({ signal }) => apiRequest(getGymOfferBlock, { params: { id }, signal }),
  });

export function useGymOfferBlock(id: string) {
  return useQuery(gymBlockQueryOptions(id));
}

/** A block moves the list, the month's counter and the block page. */
function useInvalidateOffers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: gymOffersKeys.all });
}

export function useCreateOfferBlock() {
  const invalidate = useInvalidateOffers();
  return useMutation({
    mutationFn: (body: BlockInput) => apiRequest(createOfferBlock, { body }),
    onSettled: invalidate,
  });
}

export function useAcceptOfferBlock() {
  const invalidate = useInvalidateOffers();
  return useMutation({
    mutationFn: ({ id, instructorId, ofertaIds }: { id: string; instructorId: string; ofertaIds?: string[] }) =>
      apiRequest(acceptOfferBlock, { params: { id }, body: { instructorId, ...(ofertaIds ? { ofertaIds } : {}) } }),
    onSettled: invalidate,
  });
}
