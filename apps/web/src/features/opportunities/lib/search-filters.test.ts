import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  DEFAULT_FILTERS,
  filtersFromParams,
  filtersToParams,
  snapDistance,
  toSearchQuery,
} from './search-filters';

const read = (search: string) => filtersFromParams(new URLSearchParams(search));

describe('search filters ↔ URL', () => {
  it('reads the defaults from an empty URL', () => {
    expect(read('')).toEqual(DEFAULT_FILTERS);
    expect(DEFAULT_FILTERS.distanciaKm).toBe(50);
  });

  it('reads every filter', () => {
    expect(
      read('q=+pilates+centro+&especialidad=Pilates&ciudad=Barcelona&fecha=2026-03-09&distancia=25&disponible=1'),
    ).toEqual({
      q: 'pilates centro',
      especialidad: 'Pilates',
      ciudad: 'Barcelona',
      fecha: '2026-03-09',
      distanciaKm: 25,
      disponible: true,
    });
  });

  it('drops values the server would refuse', () => {
    expect(read('especialidad=Crossfit&fecha=2026-02-30&distancia=abc')).toEqual(DEFAULT_FILTERS);
    expect(read('fecha=09/03/2026').fecha).toBe('');
    expect(read('distancia=').distanciaKm).toBe(50);
    expect(read(`q=${'a'.repeat(150)}`).q).toHaveLength(100);
  });

  it('snaps the distance to 0–100 km in steps of 5', () => {
    expect(read('distancia=23').distanciaKm).toBe(25);
    expect(read('distancia=-10').distanciaKm).toBe(0);
    expect(read('distancia=0').distanciaKm).toBe(0);
    expect(read('distancia=500').distanciaKm).toBe(100);
    expect(snapDistance(Number.NaN)).toBe(50);
    expect(snapDistance(72)).toBe(70);
  });

  it('writes only what differs from the defaults', () => {
    expect(filtersToParams(DEFAULT_FILTERS).toString()).toBe('');
    const params = filtersToParams({
      q: '  yoga ',
      especialidad: 'Yoga',
      ciudad: 'Málaga',
      fecha: '2026-03-09',
      distanciaKm: 0,
      disponible: true,
    });
    expect(Object.fromEntries(params)).toEqual({
      q: 'yoga',
      especialidad: 'Yoga',
      ciudad: 'Málaga',
      fecha: '2026-03-09',
      distancia: '0',
      disponible: '1',
    });
  });

  it('round-trips through the URL', () => {
    const filters = {
      q: 'pílates',
      especialidad: 'Pilates' as const,
      ciudad: 'A Coruña',
      fecha: '',
      distanciaKm: 95,
      disponible: true,
    };
    expect(filtersFromParams(new URLSearchParams(filtersToParams(filters).toString()))).toEqual(filters);
  });

  it('counts active filters; the distance only when it can apply', () => {
    expect(activeFilterCount(DEFAULT_FILTERS)).toBe(0);
    const filters = { ...DEFAULT_FILTERS, q: 'x', fecha: '2026-03-09', distanciaKm: 10 };
    expect(activeFilterCount(filters)).toBe(3);
    expect(activeFilterCount(filters, false)).toBe(2);
    expect(activeFilterCount({ ...DEFAULT_FILTERS, q: '   ' })).toBe(0);
  });

  it('builds the search query without empty values', () => {
    expect(toSearchQuery(DEFAULT_FILTERS)).toEqual({
      q: undefined,
      especialidad: undefined,
      ciudad: undefined,
      fecha: undefined,
      distanciaKm: 50,
    });
    expect(toSearchQuery({ ...DEFAULT_FILTERS, q: ' zumba ', ciudad: 'Madrid' })).toMatchObject({
      q: 'zumba',
      ciudad: 'Madrid',
    });
  });
});
