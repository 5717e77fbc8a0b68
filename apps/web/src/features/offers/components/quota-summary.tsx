import { AlertTriangle, Crown } from 'lucide-react';
import { Link } from 'react-router';
import type { OfferQuota } from '@fitcover/contract/offers/gym-offers';
import { es } from '../../../i18n/es';
import { formatQuota } from '../lib/quota';

/** Plan name and the month's counter ("5 / 5 · 2 créditos"). */
export function QuotaSummary({ quota, loading }: { quota: OfferQuota | undefined; loading: boolean }) {
  if (loading) return <span className="block h-7 w-40 animate-pulse rounded-lg bg-gray-100" aria-hidden="true" />;
  if (!quota) return null;
  return (
    <p className="inline-flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-gray-700" data-testid="offer-quota">
      <span className="inline-flex items-center gap-1.5 rounded-full bg-violet-100 px-2.5 py-0.5 font-semibold text-violet-800">
        <Crown className="size-3.5" aria-hidden="true" />
        {es.offers.plan(quota.plan)}
      </span>
      <span>
        {es.offers.quotaLabel}:{' '}
        <strong className="font-semibold text-gray-900 tabular-nums">{formatQuota(quota)}</strong>
      </span>
    </p>
  );
}

/** Shown when the month's slots and the credits are gone. */
export function LimitReachedBanner({ subscriptionHref }: { subscriptionHref: string }) {
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-2xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <AlertTriangle className="mt-0.5 size-5 shrink-0 text-amber-600" aria-hidden="true" />
      <p>
        <strong className="font-semibold">{es.offers.limitReached}</strong> {es.offers.limitBody}{' '}
        <Link
          to={subscriptionHref}
          className="font-semibold text-amber-900 underline underline-offset-2 hover:text-amber-950"
        >
          {es.offers.limitLink}
        </Link>
      </p>
    </div>
  );
}
