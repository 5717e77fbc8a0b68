import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { createReview } from '@fitcover/contract/reviews/create-review';
import { listGivenReviews, listReceivedReviews } from '@fitcover/contract/reviews/list-reviews';
import { listPendingReviews } from '@fitcover/contract/reviews/pending-reviews';
import { replyToReview } from '@fitcover/contract/reviews/reply-review';
import { apiRequest } from '../../../lib/api-client';

const PAGE_SIZE = 10;

export type ReviewsTab = 'recibidas' | 'realizadas';

export const reviewsKeys = {
  all: ['reviews'] as const,
  list: (tab: ReviewsTab) => ['reviews', 'list', tab] as const,
  pending: (limit: number) => ['reviews', 'pending', limit] as const,
};

export const receivedReviewsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: reviewsKeys.list('recibidas'),
    queryFn: ({ signal, pageParam }) =>
      apiRequest(listReceivedReviews, { query: { limit: PAGE_SIZE, cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

export const givenReviewsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: reviewsKeys.list('realizadas'),
    queryFn: ({ signal, pageParam }) =>
      apiRequest(listGivenReviews, { query: { limit: PAGE_SIZE, cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

/** Both lists are read by the page (the tab only chooses which one shows). */
export function useReceivedReviews(enabled = true) {
  return useInfiniteQuery({ ...receivedReviewsQueryOptions(), enabled });
}

export function useGivenReviews(enabled = true) {
  return useInfiniteQuery({ ...givenReviewsQueryOptions(), enabled });
}

export const pendingReviewsQueryOptions = (limit: number) =>
  queryOptions({
    queryKey: reviewsKeys.pending(limit),
    queryFn: ({ signal }) => apiRequest(listPendingReviews, { query: { limit }, signal }),
  });

export function usePendingReviews(limit: number) {
  return useQuery(pendingReviewsQueryOptions(limit));
}

export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ aplicacionId, ...body }: { aplicacionId: string; puntuacion: number; comentario?: string }) =>
      apiRequest(createReview, { params: { id: aplicacionId }, body }),
    // Also after a failure: a 409 means the class was rated meanwhile (another tab).
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewsKeys.all }),
  });
}

export function useReplyToReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, respuesta }: { id: string; respuesta: string }) =>
      apiRequest(replyToReview, { params: { id }, body: { respuesta } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewsKeys.all }),
  });
}
