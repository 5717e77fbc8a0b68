import type { ReactNode } from 'react';
import { CalendarDays, Clock, Euro, MapPin, Video } from 'lucide-react';
import { cn } from '../lib/cn';
import { formatClassDate, formatEuros } from '../lib/format';
import { es } from '../i18n/es';

type OfferFactsProps = {
  offer: { startsAt: string; fechaClase: string; hora: string; duracionMin: number; precio: number; modalidad: string };
  /** Where the class is (Online offers always read "Online"). */
  location: string;
  className?: string;
  /** Extra facts after the four shared ones (e.g. the gym's applicant count). */
  children?: ReactNode;
};

export const offerFactClass = 'flex items-start gap-2 text-sm text-gray-700';
export const offerFactIconClass = 'mt-0.5 size-4 shrink-0 text-gray-400';

/** Date, time and duration, pay per class and place: the facts every offer card shows. */
export function OfferFacts({ offer, location, className, children }: OfferFactsProps) {
  const online = offer.modalidad === 'Online';
  return (
    <ul className={cn('flex flex-col gap-2', className)}>
      <li className={offerFactClass}>
        <CalendarDays className={offerFactIconClass} aria-hidden="true" />
        <time dateTime={offer.startsAt}>{formatClassDate(offer.fechaClase)}</time>
      </li>
      <li className={offerFactClass}>
        <Clock className={offerFactIconClass} aria-hidden="true" />
        <span>
          {offer.hora.slice(0, 5)} · {es.offers.duration(offer.duracionMin)}
        </span>
      </li>
      <li className={offerFactClass}>
        <Euro className={offerFactIconClass} aria-hidden="true" />
        <span className="font-semibold text-gray-900">{es.offers.perClass(formatEuros(offer.precio))}</span>
      </li>
      <li className={offerFactClass}>
        {online ? (
          <Video className={offerFactIconClass} aria-hidden="true" />
        ) : (
          <MapPin className={offerFactIconClass} aria-hidden="true" />
        )}
        <span className="min-w-0 break-words">{online ? es.offers.online : location}</span>
      </li>
      {children}
    </ul>
  );
}
