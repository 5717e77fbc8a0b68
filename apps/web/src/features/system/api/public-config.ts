import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { getPublicConfigRef } from '../../../lib/api-refs';

export const publicConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['system', 'config'],
    queryFn: ({ signal }) => apiRequest(getPublicConfigRef, { signal }),
    staleTime: Infinity,
  });

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions());
}
