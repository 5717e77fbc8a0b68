// How an apply attempt ended, and the cached results after it (spec §8 Apply toasts).
import type { InfiniteData } from '@tanstack/react-query';
import type { ResponseOf } from '@fitcover/contract/endpoint';
import type { searchOffers } from '@fitcover/contract/search/offer-search';
import { ApiError } from '../../../lib/api-error';
import { es } from '../../../i18n/es';

export type SearchPage = ResponseOf<typeof searchOffers>;
export type SearchData = InfiniteData<SearchPage, string | undefined>;

/**
 * `duplicate`: the server's unique constraint saw an earlier application (info toast, not an error).
 * `closed`: the offer no longer takes applications. `signed-out`: the session is gone.
 */
export type ApplyFailure = 'duplicate' | 'closed' | 'signed-out' | 'failed';

export function applyOutcome(error: unknown): ApplyFailure {
  if (!(error instanceof ApiError)) return 'failed';
  if (error.status === 401) return 'signed-out';
  if (error.status === 409) return error.title === es.opportunities.toasts.duplicateTitle ? 'duplicate' : 'closed';
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
