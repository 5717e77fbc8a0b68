import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getHealth } from '@fitcover/contract/system/health';
import type { ResponseOf } from '@fitcover/contract/endpoint';
import { getHealthRef } from '../../../lib/api-refs';

export type Health = ResponseOf<typeof getHealth>;

/**
 * Health answers 503 with the same JSON body while starting, so it is read outside apiRequest.
 * Only the start-up screen asks it (never a prerendered page), so its schema is fetched with it.
 */
async function fetchHealth(signal: AbortSignal): Promise<Health & { reachable: boolean }> {
  try {
    const response = await fetch(getHealthRef.path, {
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
      signal,
    });
    const body: unknown = await response.json();
    const { healthSchema } = await import('@fitcover/contract/system/health');
    const parsed = healthSchema.safeParse(body);
    if (parsed.success) return { ...parsed.data, reachable: true };
    return { status: 'starting', reachable: false };
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return { status: 'starting', reachable: false };
  }
}

export const healthQueryOptions = () =>
  queryOptions({
    queryKey: ['system', 'health'],
    queryFn: ({ signal }) => fetchHealth(signal),
    refetchInterval: (query) =>
      query.state.data?.status === 'ok' || query.state.data?.status === 'error' ? false : 500,
    refetchOnWindowFocus: false,
    retry: false,
    staleTime: Infinity,
  });

export function useHealth() {
  return useQuery(healthQueryOptions());
}
