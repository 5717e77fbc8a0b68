import { useEffect, useState } from 'react';
import { Zap } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { es } from '../../../i18n/es';
import { useGymOffers } from '../api/gym-offers';

/** Resumen: each urgent offer still open, with a countdown to its class (DECISIONS §15). */
export function UrgentCountdown({ offersHref }: { offersHref: string }) {
  const offers = useGymOffers();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  const urgent = (offers.data?.pages.flatMap((page) => page.items) ?? [])
    .filter((offer) => offer.urgente && offer.estado === 'abierta')
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  if (urgent.length === 0) return null;
  return (
    <Card className="flex flex-col gap-2 border-red-100 p-4" data-testid="urgent-countdown">
      <h2 className="flex items-center gap-2 text-sm font-semibold text-red-800">
        <Zap className="size-4" aria-hidden="true" />
        {es.urgent.urgentOpen}
      </h2>
      <ul className="flex flex-col divide-y divide-gray-100">
        {urgent.map((offer) => {
          const minutes = Math.floor((new Date(offer.startsAt).getTime() - now) / 60_000);
          return (
            <li key={offer.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <a href={offersHref} className="min-w-0 font-medium break-words text-gray-900 hover:underline">
                {offer.titulo}
              </a>
              <span className="font-semibold text-red-700 tabular-nums">
                {es.urgent.countdown(es.urgent.startsIn(minutes))}
              </span>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
