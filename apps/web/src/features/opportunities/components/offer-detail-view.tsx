import { ArrowLeft, BadgeCheck } from 'lucide-react';
import { ButtonLink, Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-error';
import { es } from '../../../i18n/es';
import { useOfferForInstructor } from '../api/opportunities';
import { OpportunityCard } from './opportunity-card';
import { BlockDates } from './block-apply';

type OfferDetailViewProps = { offerId: string; opportunitiesHref: string; onApplied: () => void };

/** One offer, as a notification links to it: its card with Postularme, and the way to the others. */
export function OfferDetailView({ offerId, opportunitiesHref, onApplied }: OfferDetailViewProps) {
  const text = es.pwa.offerPage;
  const query = useOfferForInstructor(offerId);
  const back = (
    <ButtonLink to={opportunitiesHref} variant="ghost" className="self-start">
      <ArrowLeft className="size-4" aria-hidden="true" />
      {text.back}
    </ButtonLink>
  );

  if (query.isPending) {
    return (
      <div className="flex justify-center py-16 text-brand-700">
        <Spinner className="size-8" label={es.common.loading} />
      </div>
    );
  }
  if (query.isError) {
    const gone = query.error instanceof ApiError && [400, 404].includes(query.error.status);
    return (
      <div className="flex flex-col gap-4">
        {back}
        <Card role="alert" className="flex flex-col items-center gap-3 px-4 py-10 text-center text-sm text-gray-600">
          <p>{gone ? text.notFound : text.loadFailed}</p>
          {gone ? null : (
            <Button variant="outline" onClick={() => void query.refetch()} loading={query.isRefetching}>
              {es.common.retry}
            </Button>
          )}
        </Card>
      </div>
    );
  }
  const offer = query.data;
  // Solo verificados (DECISIONS §17): say why before the instructor tries.
  const onlyVerified = offer.soloVerificados && !offer.verificado;
  const notice = !offer.admitePostulaciones ? text.closed : onlyVerified ? es.credentials.offer.notVerified : undefined;
  return (
    <div className="flex max-w-2xl flex-col gap-4">
      {back}
      <h1 className="sr-only">{offer.titulo}</h1>
      {offer.soloVerificados ? (
        <p className="inline-flex items-center gap-1.5 self-start rounded-full bg-emerald-100 px-3 py-1 text-sm font-semibold text-emerald-800">
          <BadgeCheck className="size-4" aria-hidden="true" />
          {es.credentials.offer.badge}
        </p>
      ) : null}
      <OpportunityCard offer={offer} onApplied={onApplied} closedNotice={notice} titleAs="h2" />
      {offer.bloque ? <BlockDates blockId={offer.bloque.id} cardId={offer.id} onApplied={onApplied} /> : null}
      {onlyVerified && offer.admitePostulaciones ? (
        <ButtonLink to="/instructor-dashboard/profile" variant="outline" className="self-start">
          {es.credentials.offer.goToDocuments}
        </ButtonLink>
      ) : null}
    </div>
  );
}
