import { TrendingUp } from 'lucide-react';
import type { GymOffer } from '@fitcover/contract/offers/gym-offers';
import { bonusPercents } from '@fitcover/contract/offers/urgent';
import { Button } from '../../../components/ui/button';
import { es } from '../../../i18n/es';
import { toast } from '../../../lib/toast';
import { toastError } from '../../../lib/toast-error';
import { useOfferTimeline, useRaisePay } from '../api/gym-offers';

const time = (iso: string) =>
  new Date(iso).toLocaleTimeString('es-ES', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Madrid' });

/** The timeline of an urgent offer ("Enviada a 12 · vista por 5 · 1 postulación") and the bonus. */
export function OfferUrgencyPanel({ offer }: { offer: GymOffer }) {
  const text = es.urgent.timeline;
  const timeline = useOfferTimeline(offer.id, true);
  const raise = useRaisePay();
  if (timeline.isError) return <p className="mt-3 text-sm text-red-700">{text.loadFailed}</p>;
  const data = timeline.data;
  if (!data || (!data.urgente && data.events.length === 0)) return null;
  return (
    <section className="mt-4 rounded-xl border border-red-100 bg-red-50/50 px-3 py-3" aria-label={text.title}>
      <h3 className="text-sm font-semibold text-gray-900">{text.title}</h3>
      <p className="text-sm font-medium text-red-800" data-testid="timeline-summary">
        {data.resumen}
      </p>
      {offer.estado === 'abierta' && data.exclusivaHasta && new Date(data.exclusivaHasta) > new Date() ? (
        <p className="text-xs text-gray-700">{text.exclusiveUntil(time(data.exclusivaHasta))}</p>
      ) : null}
      <ol className="mt-2 flex flex-col gap-1 border-l-2 border-red-200 pl-3 text-xs text-gray-700">
        {data.events.map((event) => (
          <li key={`${event.kind}-${event.at}-${event.label}`}>
            <span className="font-semibold tabular-nums">{time(event.at)}</span> · {event.label}
          </li>
        ))}
      </ol>
      {data.minutosPrimeraPostulacion !== null || data.minutosCobertura !== null ? (
        <p className="mt-2 text-xs text-gray-700">
          {[
            data.minutosPrimeraPostulacion !== null ? text.firstApplication(data.minutosPrimeraPostulacion) : null,
            data.minutosCobertura !== null ? text.covered(data.minutosCobertura) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      ) : null}
      {data.sugerirTarifa ? (
        <div className="mt-3 flex flex-col gap-2 rounded-lg bg-white px-3 py-2" data-testid="raise-pay">
          <p className="text-sm font-semibold text-gray-900">{text.raiseTitle}</p>
          <p className="text-xs text-gray-600">{text.raiseHint}</p>
          <div className="flex gap-2">
            {bonusPercents.map((pct) => (
              <Button
                key={pct}
                size="sm"
                variant="outline"
                disabled={raise.isPending}
                icon={<TrendingUp className="size-4" aria-hidden="true" />}
                onClick={() =>
                  raise.mutate(
                    { id: offer.id, pct },
                    {
                      onSuccess: () => toast.success(text.raisedToast, { description: text.raisedDescription }),
                      onError: (error) =>
                        toastError(error, { title: es.common.errorTitle, description: text.loadFailed }),
                    },
                  )
                }
              >
                {text.raise(pct)}
              </Button>
            ))}
          </div>
        </div>
      ) : data.bonusPct > 0 ? (
        <p className="mt-2 text-xs font-medium text-emerald-800">{text.raised(data.bonusPct)}</p>
      ) : null}
    </section>
  );
}
