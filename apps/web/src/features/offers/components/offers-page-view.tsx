import { useState } from 'react';
import { ClipboardList, Plus } from 'lucide-react';
import type { GymOffer } from '@fitcover/contract/offers/gym-offers';
import { LoadMore } from '../../../components/ui/load-more';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useErrorToast } from '../../../lib/use-error-toast';
import { es } from '../../../i18n/es';
import { useGymOffers, useOfferQuota } from '../api/gym-offers';
import type { RemoveAction } from '../lib/offer-actions';
import { OfferCard } from './offer-card';
import { OfferFormDialog } from './offer-form-dialog';
import { LimitReachedBanner, QuotaSummary } from './quota-summary';
import { RemoveOfferDialog } from './remove-offer-dialog';

type OffersPageViewProps = {
  subscriptionHref: string;
  /** Refreshes what other features show about offers (dashboard, applicants). */
  onChanged: () => void;
};

type Editing = { mode: 'create' } | { mode: 'edit'; offer: GymOffer } | null;
type Removing = { offer: GymOffer; action: RemoveAction } | null;

export function OffersPageView({ subscriptionHref, onChanged }: OffersPageViewProps) {
  const offers = useGymOffers();
  const quota = useOfferQuota();
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<Removing>(null);
  const items = offers.data?.pages.flatMap((page) => page.items) ?? [];
  const canPublish = quota.data?.canPublish ?? true;
  useErrorToast(offers.isError, es.common.errorTitle, es.offers.loadFailed);

  const createButton = (label: string) => (
    <Button
      onClick={() => setEditing({ mode: 'create' })}
      disabled={!canPublish}
      icon={<Plus className="size-5" aria-hidden="true" />}
    >
      {label}
    </Button>
  );

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-2">
          <h1 className="text-2xl font-bold text-gray-900">{es.offers.title}</h1>
          <p className="text-sm text-gray-600">{es.offers.subtitle}</p>
          <QuotaSummary quota={quota.data} loading={quota.isPending} />
        </div>
        <div className="shrink-0">{createButton(es.offers.create)}</div>
      </div>

      {quota.data && !quota.data.canPublish ? <LimitReachedBanner subscriptionHref={subscriptionHref} /> : null}

      {offers.isPending ? (
        <div className="flex justify-center py-16 text-brand-700">
          <Spinner className="size-8" label={es.common.loading} />
        </div>
      ) : offers.isError ? (
        <Card role="alert" className="flex flex-col items-center gap-3 px-4 py-10 text-center text-sm text-gray-600">
          <p>{es.offers.loadFailed}</p>
          <Button variant="outline" onClick={() => void offers.refetch()} loading={offers.isRefetching}>
            {es.common.retry}
          </Button>
        </Card>
      ) : items.length === 0 ? (
        <Card className="flex flex-col items-center gap-3 px-4 py-12 text-center">
          <span className="flex size-14 items-center justify-center rounded-2xl bg-brand-100 text-brand-700">
            <ClipboardList className="size-7" aria-hidden="true" />
          </span>
          <h2 className="text-lg font-semibold text-gray-900">{es.offers.empty}</h2>
          <p className="max-w-md text-sm text-gray-600">{es.offers.emptyHint}</p>
          {createButton(es.offers.emptyCta)}
        </Card>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {items.map((offer) => (
            <li key={offer.id} className="flex">
              <OfferCard
                offer={offer}
                onEdit={(target) => setEditing({ mode: 'edit', offer: target })}
                onRemove={(target, action) => setRemoving({ offer: target, action })}
              />
            </li>
          ))}
        </ul>
      )}

      <LoadMore pages={offers} />

      {editing ? (
        <OfferFormDialog
          offer={editing.mode === 'edit' ? editing.offer : undefined}
          onClose={() => setEditing(null)}
          onChanged={onChanged}
        />
      ) : null}
      {removing ? (
        <RemoveOfferDialog
          offer={removing.offer}
          action={removing.action}
          onClose={() => setRemoving(null)}
          onChanged={onChanged}
        />
      ) : null}
    </div>
  );
}
