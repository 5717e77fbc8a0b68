// How an apply attempt ended, and the cached results after it (spec §8 Apply toasts).
import type { InfiniteData } from '@tanstack/react-query';
import type { ResponseOf } from '@fitcover/contract/endpoint';
import type { searchOffers } from '@fitcover/contract/search/offer-search';
import { ApiError } from '../../../lib/api-error';

export type SearchPage = ResponseOf<typeof searchOffers>;
export type SearchData = InfiniteData<SearchPage, string | undefined>;

/**
 * Told apart by the server's error code, never by its wording. `duplicate` (ALREADY_APPLIED): the
 * unique constraint saw an earlier application (info toast, not an error). `closed`
 * (OFFER_CLOSED): the offer no longer takes applications. `signed-out`: the session is gone.
 */
export type ApplyFailure = 'duplicate' | 'closed' | 'signed-out' | 'failed';

export function applyOutcome(error: unknown): ApplyFailure {
  if (!(error instanceof ApiError)) return 'failed';
  if (error.status === 401) return 'signed-out';
  if (error.code === 'ALREADY_APPLIED') return 'duplicate';
  if (error.code === 'OFFER_CLOSED') return 'closed';
  return 'failed';
}

/** The same pages with one offer marked as applied (untouched when it is not there). */
export function withApplied(data: SearchData | undefined, offerId: string): SearchData | undefined {
  if (!data || !data.pages.some((page) => page.items.some((item) => item.id === offerId && !item.yaPostulado))) {
    return data;
  }
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.map((item) => (item.id === offerId ? { ...item, yaPostulado: true } : item)),
    })),
  };
}
