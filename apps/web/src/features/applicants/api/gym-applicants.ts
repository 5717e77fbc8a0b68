import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  acceptApplication,
  listGymApplicants,
  markApplicationViewed,
  rejectApplication,
} from '@fitcover/contract/applications/gym-applicants';
import { apiRequest } from '../../../lib/api-client';

const PAGE_SIZE = 10;

export const gymApplicantsKeys = {
  all: ['gym-applicants'] as const,
  list: () => ['gym-applicants', 'list'] as const,
};

export const gymApplicantsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: gymApplicantsKeys.list(),
    queryFn: ({ signal, pageParam }) =>
      apiRequest(listGymApplicants, { query: { page: pageParam, limit: PAGE_SIZE }, signal }),
    initialPageParam: 1,
    getNextPageParam: (lastPage) => lastPage.nextPage ?? undefined,
  });

export function useGymApplicants() {
  return useInfiniteQuery(gymApplicantsQueryOptions());
}

function useDecision(endpoint: typeof acceptApplication | typeof rejectApplication) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(endpoint, { params: { id } }),
    // Refetch also after a failure: the application may have changed meanwhile (e.g. withdrawn).
    onSettled: () => queryClient.invalidateQueries({ queryKey: gymApplicantsKeys.all }),
  });
}

export const useAcceptApplication = () => useDecision(acceptApplication);
export const useRejectApplication = () => useDecision(rejectApplication);

/** Ver Perfil: pendiente → vista. Failures are ignored (nothing the gym can act on). */
export function useMarkApplicationViewed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(markApplicationViewed, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: gymApplicantsKeys.all }),
  });
}
