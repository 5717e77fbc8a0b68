import { CalendarDays, Clock, Euro, MapPin, Pencil, Trash2, Users, Video } from 'lucide-react';
import type { GymOffer } from '@fitcover/contract/offers/gym-offers';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { formatDate, formatEuros } from '../../../lib/format';
import { offerStatusLabel, offerStatusTone } from '../../../lib/status-labels';
import { es } from '../../../i18n/es';
import { canEditOffer, removeActionFor, type RemoveAction } from '../lib/offer-actions';

type OfferCardProps = {
  offer: GymOffer;
  onEdit: (offer: GymOffer) => void;
  onRemove: (offer: GymOffer, action: RemoveAction) => void;
};

export function OfferCard({ offer, onEdit, onRemove }: OfferCardProps) {
  const removeAction = removeActionFor(offer);
  const editable = canEditOffer(offer);
  const online = offer.modalidad === 'Online';
  const detail = 'flex items-center gap-2 text-sm text-gray-700';
  const icon = 'size-4 shrink-0 text-gray-400';
  return (
    <Card className="flex w-full flex-col p-5" data-testid="offer-card">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-base font-semibold break-words text-gray-900">{offer.titulo}</h2>
          <p className="text-sm font-medium text-brand-700">{offer.especialidad}</p>
        </div>
        <Badge tone={offerStatusTone(offer.estado)} className="shrink-0">
          {offerStatusLabel(offer.estado)}
        </Badge>
      </div>

      <ul className="mt-4 flex flex-1 flex-col gap-2">
        <li className={detail}>
          <CalendarDays className={icon} aria-hidden="true" />
          <span>
            <time dateTime={offer.startsAt}>{formatDate(offer.fechaClase)}</time>
          </span>
        </li>
        <li className={detail}>
          <Clock className={icon} aria-hidden="true" />
          <span>
            {offer.hora.slice(0, 5)} · {es.offers.duration(offer.duracionMin)}
          </span>
        </li>
        <li className={detail}>
          <Euro className={icon} aria-hidden="true" />
          <span className="font-semibold text-gray-900">{es.offers.perClass(formatEuros(offer.precio))}</span>
        </li>
        <li className={detail}>
          {online ? <Video className={icon} aria-hidden="true" /> : <MapPin className={icon} aria-hidden="true" />}
          <span className="min-w-0 break-words">
            {online ? es.offers.online : (offer.ubicacion ?? offer.ciudad ?? '—')}
          </span>
        </li>
        <li className={detail}>
          <Users className={icon} aria-hidden="true" />
          <span>
            {es.offers.applicants(offer.postulados)}
            {offer.pendientes > 0 && offer.estado === 'abierta' ? (
              <span className="ml-1 font-semibold text-amber-700">· {es.offers.pending(offer.pendientes)}</span>
            ) : null}
          </span>
        </li>
      </ul>

      {offer.motivoCancelacion ? (
        <p className="mt-4 rounded-xl bg-red-50 px-3 py-2 text-sm text-red-900">
          <span className="font-semibold">{es.offers.cancelReason}</span> {offer.motivoCancelacion}
        </p>
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
