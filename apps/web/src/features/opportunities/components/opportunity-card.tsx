import { useId, useState } from 'react';
import { ReliabilityBadge } from '../../../components/reliability-badge';
import { Navigation, Video } from 'lucide-react';
import type { OfferSearchItem } from '@fitcover/contract/search/offer-search';
import { BlockSummaryLine } from '../../../components/block-summary-line';
import { OfferFacts } from '../../../components/offer-facts';
import { Avatar } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { useHydrated } from '../../../components/ui/hydration';
import { UrgentBadge } from '../../../components/urgent-badge';
import { es } from '../../../i18n/es';
import { distanceText, locationText } from '../lib/offer-display';
import { ApplyButton } from './apply-button';
import { BlockApplyButton } from './block-apply';

/** Descriptions longer than this start collapsed behind "Ver más". */
const DESCRIPTION_PREVIEW = 140;

type OpportunityCardProps = {
  offer: OfferSearchItem;
  onApplied: () => void;
  /** Shown instead of the apply button when the offer no longer takes applications. */
  closedNotice?: string | undefined;
  /** A cover block's dates page (absent on that page itself). */
  blockDatesHref?: string | undefined;
  /** The title's heading level: one below the heading the card sits under. */
  titleAs?: 'h2' | 'h3';
};

export function OpportunityCard({
  offer,
  onApplied,
  closedNotice,
  blockDatesHref,
  titleAs: Title = 'h3',
}: OpportunityCardProps) {
  const [expanded, setExpanded] = useState(false);
  const descriptionId = useId();
  const hydrated = useHydrated();
  const online = offer.modalidad === 'Online';
  const distance = distanceText(offer.distanciaKm);
  const description = offer.descripcion?.trim() ?? '';
  const long = description.length > DESCRIPTION_PREVIEW;

  return (
    <Card className="flex w-full flex-col gap-4 p-4 sm:p-5" data-testid="opportunity-card" id={`oferta-${offer.id}`}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <Title className="text-base font-semibold break-words text-gray-900">{offer.titulo}</Title>
          <p className="text-sm font-medium text-brand-700">{offer.especialidad}</p>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1">
          {offer.urgente ? <UrgentBadge /> : null}
          {distance ? (
            <Badge tone="info" className="shrink-0 gap-1">
              <Navigation className="size-3" aria-hidden="true" />
              {distance}
            </Badge>
          ) : online ? (
            <Badge tone="brand" className="shrink-0 gap-1">
              <Video className="size-3" aria-hidden="true" />
              {es.opportunities.online}
            </Badge>
          ) : null}
        </div>
      </div>

      {offer.bloque ? <BlockSummaryLine resumen={offer.bloque.resumen} /> : null}

      <div className="flex items-center gap-2.5">
        <Avatar name={offer.gimnasio.nombre} src={offer.gimnasio.avatarUrl} size="sm" />
        <p className="min-w-0 text-sm font-medium break-words text-gray-900">
          <span className="sr-only">{es.opportunities.gym}: </span>
          {offer.gimnasio.nombre}
        </p>
        <ReliabilityBadge figure={offer.gimnasio.fiabilidad} className="ml-auto shrink-0" />
      </div>

      <OfferFacts offer={offer} location={locationText(offer)} className="grid sm:grid-cols-2" />

      {description ? (
        <div className="text-sm text-gray-600">
          <p id={descriptionId} className={long && !expanded ? 'line-clamp-2' : 'whitespace-pre-line'}>
            {description}
          </p>
          {long ? (
            <button
              type="button"
              className="mt-1 min-h-8 text-sm font-semibold text-brand-700 hover:text-brand-800"
              aria-expanded={expanded}
              aria-controls={descriptionId}
              disabled={!hydrated}
              onClick={() => setExpanded((value) => !value)}
            >
              {expanded ? es.opportunities.showLess : es.opportunities.showMore}
            </button>
          ) : null}
        </div>
      ) : null}

      <div className="mt-auto flex justify-end border-t border-gray-100 pt-4">
        {closedNotice && !offer.yaPostulado ? (
          <p className="text-sm font-medium text-gray-600">{closedNotice}</p>
        ) : offer.bloque ? (
          <BlockApplyButton
            blockId={offer.bloque.id}
            cardId={offer.id}
            applied={offer.yaPostulado}
            onApplied={onApplied}
            datesHref={blockDatesHref}
          />
        ) : (
          <ApplyButton offerId={offer.id} offerTitle={offer.titulo} applied={offer.yaPostulado} onApplied={onApplied} />
        )}
      </div>
    </Card>
  );
}
