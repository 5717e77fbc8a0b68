import { lazy } from '@fitcover/contract/common/lazy';

// es-ES formatters shared by every screen, made on first use: creating one costs a phone
// several milliseconds, and a page that shows no price or date should not pay it.
const euro = lazy(() => new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR' }));
const date = lazy(
  () =>
    new Intl.DateTimeFormat('es-ES', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Madrid' }),
);
const dateTime = lazy(
  () =>
    new Intl.DateTimeFormat('es-ES', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'Europe/Madrid',
    }),
);
const oneDecimal = lazy(() => new Intl.NumberFormat('es-ES', { minimumFractionDigits: 1, maximumFractionDigits: 1 }));
const oneDecimalUngrouped = lazy(
  () => new Intl.NumberFormat('es-ES', { minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: false }),
);

function toDate(value: string | Date): Date | null {
  const parsed = value instanceof Date ? value : new Date(value);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

export function formatEuros(amount: number): string {
  return euro().format(amount);
}

/** dd/mm/aaaa in Europe/Madrid; empty string for an invalid date. */
export function formatDate(value: string | Date): string {
  const parsed = toDate(value);
  return parsed ? date().format(parsed) : '';
}

/** dd/mm/aaaa, hh:mm in Europe/Madrid; empty string for an invalid date. */
export function formatDateTime(value: string | Date): string {
  const parsed = toDate(value);
  return parsed ? dateTime().format(parsed) : '';
}

/** Average rating to one decimal ("4,5"), or "N/A" when there is none. */
export function formatRating(value: number | null | undefined): string {
  if (value === null || value === undefined || Number.isNaN(value)) return 'N/A';
  return oneDecimal().format(value);
}

/** Coordinates as shown in the geocoding toast: "Lat: 41.3874, Lng: 2.1686". */
export function formatCoordinates(latitude: number, longitude: number): string {
  return `Lat: ${latitude.toFixed(4)}, Lng: ${longitude.toFixed(4)}`;
}

/** A distance in km to one decimal, es-ES ("12,3", "0,0"). */
export function formatKm(value: number): string {
  return oneDecimalUngrouped().format(value);
}

/** A class date as typed (YYYY-MM-DD, local to the class) as dd/mm/aaaa: no time-zone shift. */
export function formatClassDate(fechaClase: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(fechaClase);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}

const isoDayInMadrid = lazy(() => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Madrid' }));

/** The day in Spain's peninsular time as YYYY-MM-DD (the form's and the search's dates). */
export function todayInMadrid(now: Date = new Date()): string {
  return isoDayInMadrid().format(now);
}
