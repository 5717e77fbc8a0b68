import { describe, expect, it } from 'vitest';
import { searchOffers } from '@fitcover/contract/search/offer-search';
import { openItemJson, searchResponseJson, type ListedItem } from './search-response.ts';

const item = (id: string, extra: Partial<ListedItem> = {}): ListedItem => ({
  id,
  titulo: 'Spinning "intenso" — nivel ñ </script>',
  descripcion: 'Línea 1\nLínea 2 \u2028 emoji 🚴',
  especialidad: 'Spinning',
  fechaClase: '2026-12-01',
  hora: '09:30',
  duracionMin: 45,
  startsAt: '2026-12-01T08:30:00.000Z',
  modalidad: 'Presencial',
  ubicacion: 'Calle Mayor 1',
  ciudad: 'Madrid',
  latitude: 40.4168,
  longitude: -3.7038,
  precio: 25.5,
  urgente: false,
  distanciaKm: 1.2,
  gimnasio: {
    id: '6f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f',
    nombre: 'Gym Centro',
    avatarUrl: null,
    fiabilidad: { porcentaje: null, clases: 0, etiqueta: 'Nuevo' },
  },
  ...extra,
});

const ids = ['0b8e7a9c-1d2e-4f30-9a4b-5c6d7e8f9a0b', '1c9f8b0d-2e3f-4a41-8b5c-6d7e8f9a0b1c'];
const origin = { ciudad: 'Madrid', latitude: 40.4168, longitude: -3.7038 };

describe('searchResponseJson', () => {
  it('is exactly what the response schema makes of the same answer', () => {
    const items = [item(ids[0]!), item(ids[1]!, { modalidad: 'Online', latitude: null, distanciaKm: null })];
    const page = { ids, itemsJson: items.map(openItemJson), nextCursor: 'abc' };
    const text = searchResponseJson(page, new Set([ids[1]!]), origin).text;
    const expected = searchOffers.response.parse({
      items: [
        { ...items[0], yaPostulado: false },
        { ...items[1], yaPostulado: true },
      ],
      nextCursor: 'abc',
      origin,
    });
    expect(text).toBe(JSON.stringify(expected));
  });

  it('writes an empty last page without a cursor or an origin', () => {
    const text = searchResponseJson({ ids: [], itemsJson: [], nextCursor: null }, new Set(), null).text;
    expect(JSON.parse(text)).toEqual({ items: [], nextCursor: null, origin: null });
  });

  it('leaves out fields the contract does not list, as route() would', () => {
    const withRowFields = { ...item(ids[0]!), gym_id: 'secret', email: 'gym@example.com' } as ListedItem;
    const parsed = JSON.parse(`${openItemJson(withRowFields)}}`) as Record<string, unknown>;
    expect(parsed).not.toHaveProperty('gym_id');
    expect(parsed).not.toHaveProperty('email');
    expect(parsed.titulo).toBe(item(ids[0]!).titulo);
  });

  it('refuses an item or an origin the contract would refuse', () => {
    expect(() => openItemJson(item('not-a-uuid'))).toThrow();
    expect(() => openItemJson(item(ids[0]!, { precio: Number.NaN }))).toThrow();
    expect(() =>
      searchResponseJson({ ids: [], itemsJson: [], nextCursor: null }, new Set(), {
        ciudad: 'Madrid',
        latitude: Number.NaN,
        longitude: 0,
      }),
    ).toThrow();
  });
});
