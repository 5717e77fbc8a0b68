import { Pencil, Trash2, Users } from 'lucide-react';
import { Link } from 'react-router';
import type { GymOffer } from '@fitcover/contract/offers/gym-offers';
import { BlockSummaryLine } from '../../../components/block-summary-line';
import { OfferFacts, offerFactClass, offerFactIconClass } from '../../../components/offer-facts';
import { Badge } from '../../../components/ui/badge';
import { UrgentBadge } from '../../../components/urgent-badge';
import { OfferUrgencyPanel } from './offer-urgency-panel';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { offerStatusLabel, offerStatusTone } from '../../../lib/status-labels';
import { es } from '../../../i18n/es';
import { canEditOffer, removeActionFor, type RemoveAction } from '../lib/offer-actions';

type OfferCardProps = {
  offer: GymOffer;
  onEdit: (offer: GymOffer) => void;
  onRemove: (offer: GymOffer, action: RemoveAction) => void;
};

export function OfferCard({ offer, onEdit, onRemove }: OfferCardProps) {
  // A cover block's card: its classes are decided on and called off one by one on its page.
  const removeAction = offer.bloque ? null : removeActionFor(offer);
  const editable = !offer.bloque && canEditOffer(offer);
  return (
    <Card className="flex w-full flex-col p-5" data-testid="offer-card">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-base font-semibold break-words text-gray-900">{offer.titulo}</h2>
          <p className="text-sm font-medium text-brand-700">{offer.especialidad}</p>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1">
          <Badge tone={offerStatusTone(offer.estado)} className="shrink-0">
            {offerStatusLabel(offer.estado)}
          </Badge>
          {offer.urgente && offer.estado === 'abierta' ? <UrgentBadge /> : null}
          {offer.bloque ? <Badge tone="info">{es.blocks.badge}</Badge> : null}
        </div>
      </div>

      {offer.bloque ? <BlockSummaryLine resumen={offer.bloque.resumen} className="mt-3" /> : null}

      <OfferFacts offer={offer} location={offer.ubicacion ?? offer.ciudad ?? '—'} className="mt-4 flex-1">
        <li className={offerFactClass}>
          <Users className={offerFactIconClass} aria-hidden="true" />
          <span>
            {es.offers.applicants(offer.postulados)}
            {offer.pendientes > 0 && offer.estado === 'abierta' ? (
              <span className="ml-1 font-semibold text-amber-700">· {es.offers.pending(offer.pendientes)}</span>
            ) : null}
          </span>
        </li>
      </OfferFacts>

      {offer.urgente && offer.estado !== 'cancelada' ? <OfferUrgencyPanel offer={offer} /> : null}

      {offer.motivoCancelacion ? (
        <p className="mt-4 rounded-xl bg-red-50 px-3 py-2 text-sm text-red-900">
          <span className="font-semibold">{es.offers.cancelReason}</span> {offer.motivoCancelacion}
        </p>
      ) : null}

      {offer.bloque ? (
        <div className="mt-4 flex flex-wrap gap-2 border-t border-gray-100 pt-4">
          <Link
            to={`/gym-dashboard/offers/blocks/${offer.bloque.id}`}
            className={buttonClasses('outline', 'sm')}
            aria-label={`${es.blocks.seeDates}: ${offer.titulo}`}
          >
            {es.blocks.seeDates}
          </Link>
        </div>
      ) : null}

      {editable || removeAction ? (
        <div
          role="group"
          aria-label={es.offers.actionsFor(offer.titulo)}
          className="mt-4 flex flex-wrap gap-2 border-t border-gray-100 pt-4"
        >
          {editable ? (
            <Button
              variant="outline"
              size="sm"
              onClick={() => onEdit(offer)}
              icon={<Pencil className="size-4" aria-hidden="true" />}
            >
              {es.offers.edit}
            </Button>
          ) : null}
          {removeAction ? (
            <Button
              variant="ghost"
              size="sm"
              className="text-red-700 hover:bg-red-50 hover:text-red-800"
              onClick={() => onRemove(offer, removeAction)}
              icon={<Trash2 className="size-4" aria-hidden="true" />}
            >
              {removeAction === 'cancel-class' ? es.offers.cancelClass : es.offers.delete}
            </Button>
          ) : null}
        </div>
      ) : null}
    </Card>
  );
}
