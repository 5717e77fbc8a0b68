import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-error';

/**
 * A QueryClient whose invalidations also reach a query's first fetch. TanStack Query lets an
 * invalidation join a fetch already in flight when the query has no data yet (a search just
 * typed, a filter just picked), so an answer read before the change that caused the
 * invalidation would stand as fresh: the admin answers a ticket and the list still says
 * "Abierto". Such fetches are cancelled (back to their state before) and then fetched again.
 */
class FreshQueryClient extends QueryClient {
  override invalidateQueries(...[filters, options]: Parameters<QueryClient['invalidateQueries']>): Promise<void> {
    const firstFetches = this.getQueryCache()
      .findAll(filters)
      .filter((query) => query.state.data === undefined && query.state.fetchStatus === 'fetching');
    if (firstFetches.length === 0) return super.invalidateQueries(filters, options);
    return Promise.all(firstFetches.map((query) => query.cancel({ revert: true }))).then(() =>
      super.invalidateQueries(filters, options),
    );
  }
}

export function createQueryClient(): QueryClient {
  return new FreshQueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: true,
        // Client errors (4xx) will not fix themselves: do not retry them.
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
      },
      mutations: { retry: false },
    },
  });
}
