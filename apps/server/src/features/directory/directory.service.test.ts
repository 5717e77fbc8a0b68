import { describe, expect, it } from 'vitest';
import { directoryQuerySchema } from '@fitcover/contract/directory/directory';
import { directoryFilters } from './directory.service.ts';

describe('directory filters from the query', () => {
  it('keeps at most six words and no empty ones', () => {
    expect(directoryFilters({ q: '  uno  dos tres cuatro cinco seis siete ' }).words).toEqual([
      'uno',
      'dos',
      'tres',
      'cuatro',
      'cinco',
      'seis',
    ]);
    expect(directoryFilters({}).words).toEqual([]);
  });

  it('asks for availability only with a day and an hour', () => {
    expect(directoryFilters({ fecha: '2026-11-23', hora: '18:00' }).availableAt).toEqual({
      fecha: '2026-11-23',
      hora: '18:00',
    });
    expect(directoryFilters({ fecha: '2026-11-23' }).availableAt).toBeUndefined();
  });

  it('reads empty query-string values as no filter, and refuses a day without an hour', () => {
    const parsed = directoryQuerySchema.parse({ q: '', especialidad: '', distanciaKm: '', valoracionMin: '' });
    expect(parsed).toEqual({ pagina: 1 });
    expect(directoryQuerySchema.parse({ distanciaKm: '25', valoracionMin: '4.5', pagina: '2' })).toMatchObject({
      distanciaKm: 25,
      valoracionMin: 4.5,
      pagina: 2,
    });
    const half = directoryQuerySchema.safeParse({ fecha: '2026-11-23' });
    expect(half.success).toBe(false);
    expect(half.error?.issues[0]?.message).toBe('Indica el día y la hora a la vez.');
  });
});
