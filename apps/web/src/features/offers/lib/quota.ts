import type { OfferQuota } from '@fitcover/contract/offers/gym-offers';
import { es } from '../../../i18n/es';

/** The month's counter: "3 / 5", "12 / ∞", "5 / 5 · 2 créditos" (DECISIONS §4). */
export function formatQuota(quota: Pick<OfferQuota, 'used' | 'limit' | 'credits'>): string {
  const counter = `${quota.used} / ${quota.limit ?? '∞'}`;
  return quota.credits > 0 ? `${counter} · ${es.offers.credits(quota.credits)}` : counter;
}
