import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPublicConfig } from '@fitcover/contract/system/public-config';
import { apiRequest } from '../../../lib/api-client';

export const publicConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['system', 'config'],
    queryFn: ({ signal }) => apiRequest(getPublicConfig, { signal }),
    staleTime: Infinity,
  });

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions());
}
