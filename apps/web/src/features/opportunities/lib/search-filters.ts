// The Opportunities filters and their URL form (?q=&especialidad=&ciudad=&fecha=&distancia=), so a
// reload or a trip back keeps them. Values that the server would refuse never reach the query.
import { especialidades, type Especialidad } from '@fitcover/contract/common/fields';
import {
  DISTANCE_DEFAULT_KM,
  DISTANCE_MAX_KM,
  DISTANCE_MIN_KM,
  DISTANCE_STEP_KM,
  type OfferSearchQuery,
} from '@fitcover/contract/search/offer-search';

export type SearchFilters = {
  q: string;
  especialidad: Especialidad | '';
  ciudad: string;
  /** YYYY-MM-DD, or '' for any date. */
  fecha: string;
  distanciaKm: number;
  /** "Solo cuando estoy disponible" (DECISIONS §16). */
  disponible: boolean;
};

export const DEFAULT_FILTERS: SearchFilters = {
  q: '',
  especialidad: '',
  ciudad: '',
  fecha: '',
  distanciaKm: DISTANCE_DEFAULT_KM,
  disponible: false,
};

const Q_MAX = 100;
const CITY_MAX = 120;

/** Clamps to 0–100 km and rounds to the slider's 5 km steps; anything unreadable is the default. */
export function snapDistance(value: number): number {
  if (!Number.isFinite(value)) return DISTANCE_DEFAULT_KM;
  const clamped = Math.min(DISTANCE_MAX_KM, Math.max(DISTANCE_MIN_KM, value));
  return Math.round(clamped / DISTANCE_STEP_KM) * DISTANCE_STEP_KM;
}

function isValidDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

const isEspecialidad = (value: string): value is Especialidad => (especialidades as readonly string[]).includes(value);

export function filtersFromParams(params: URLSearchParams): SearchFilters {
  const text = (name: string, max: number) => (params.get(name) ?? '').trim().slice(0, max);
  const especialidad = text('especialidad', 40);
  const fecha = text('fecha', 10);
  const distance = params.get('distancia');
  return {
    q: text('q', Q_MAX),
    especialidad: isEspecialidad(especialidad) ? especialidad : '',
    ciudad: text('ciudad', CITY_MAX),
    fecha: isValidDate(fecha) ? fecha : '',
    distanciaKm: distance === null || distance.trim() === '' ? DISTANCE_DEFAULT_KM : snapDistance(Number(distance)),
    disponible: params.get('disponible') === '1',
  };
}

/** Only what differs from the defaults goes into the URL. */
export function filtersToParams(filters: SearchFilters): URLSearchParams {
  const params = new URLSearchParams();
  const q = filters.q.trim();
  const ciudad = filters.ciudad.trim();
  if (q) params.set('q', q.slice(0, Q_MAX));
  if (filters.especialidad) params.set('especialidad', filters.especialidad);
  if (ciudad) params.set('ciudad', ciudad.slice(0, CITY_MAX));
  if (filters.fecha && isValidDate(filters.fecha)) params.set('fecha', filters.fecha);
  const distance = snapDistance(filters.distanciaKm);
  if (distance !== DISTANCE_DEFAULT_KM) params.set('distancia', String(distance));
  if (filters.disponible) params.set('disponible', '1');
  return params;
}

/** How many filters differ from the defaults (the distance counts only when it can apply). */
export function activeFilterCount(filters: SearchFilters, distanceApplies = true): number {
  return (
    [filters.q.trim(), filters.especialidad, filters.ciudad.trim(), filters.fecha, filters.disponible].filter(Boolean)
      .length + (distanceApplies && filters.distanciaKm !== DISTANCE_DEFAULT_KM ? 1 : 0)
  );
}

/** The search endpoint's query for these filters (the page cursor is added per page). */
export function toSearchQuery(filters: SearchFilters): OfferSearchQuery {
  return {
    q: filters.q.trim() || undefined,
    especialidad: filters.especialidad || undefined,
    ciudad: filters.ciudad.trim() || undefined,
    fecha: filters.fecha || undefined,
    distanciaKm: snapDistance(filters.distanciaKm),
    disponible: filters.disponible ? 'true' : undefined,
  };
}
