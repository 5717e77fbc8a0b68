// What an opportunity card shows about place and distance.
import { formatKm } from '../../../lib/format';
import { es } from '../../../i18n/es';

/** "A 12,3 km de ti" (one decimal, es-ES); null when the distance is unknown (Online, no location). */
export function distanceText(distanciaKm: number | null): string | null {
  return distanciaKm === null || !Number.isFinite(distanciaKm)
    ? null
    : es.opportunities.distanceAway(formatKm(distanciaKm));
}

const fold = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('es-ES');

/**
 * Where the class is: "Online", or the address with its town — the town is added only when the
 * address does not already name it ("Carrer de Mallorca 200 · Barcelona").
 */
export function locationText(offer: { modalidad: string; ubicacion: string | null; ciudad: string | null }): string {
  if (offer.modalidad === 'Online') return es.opportunities.online;
  const address = offer.ubicacion?.trim() ?? '';
  const town = offer.ciudad?.trim() ?? '';
  if (!address) return town || '—';
  if (!town || fold(address).includes(fold(town))) return address;
  return `${address} · ${town}`;
}
