import { HeartHandshake } from 'lucide-react';
import { es } from '../../../i18n/es';
import { useExclusiveOffers } from '../api/opportunities';
import { OpportunityCard } from './opportunity-card';

const text = es.urgent.exclusive;

const timeOf = (iso: string) => new Date(iso).toLocaleTimeString('es-ES', { hour: '2-digit', minute: '2-digit' });

/**
 * "Primero para ti": urgent offers only this instructor (one of the gym's Mis instructores) may
 * see during their exclusive window, above the results. Nothing at all when there are none.
 */
export function ExclusiveOffers({ onApplied }: { onApplied: () => void }) {
  const exclusive = useExclusiveOffers();
  const items = exclusive.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section
      aria-labelledby="exclusive-offers-title"
      className="flex flex-col gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-3 sm:p-4"
    >
      <div className="flex items-start gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-amber-100 text-amber-800">
          <HeartHandshake className="size-5" aria-hidden="true" />
        </span>
        <div>
          <h2 id="exclusive-offers-title" className="text-base font-semibold text-gray-900">
            {text.title}
          </h2>
          <p className="text-sm text-gray-700">{text.hint}</p>
        </div>
      </div>
      <ul className="flex flex-col gap-3">
        {items.map((offer) => (
          <li key={offer.id} className="flex flex-col gap-1">
            <p className="text-xs font-semibold text-amber-900">{text.until(timeOf(offer.exclusivaHasta))}</p>
            <OpportunityCard offer={offer} onApplied={onApplied} />
          </li>
        ))}
      </ul>
    </section>
  );
}
