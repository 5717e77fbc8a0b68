import { describe, expect, it } from 'vitest';
import type { OfferSearchItem } from '@fitcover/contract/search/offer-search';
import { ApiError } from '../../../lib/api-error';
import { applyOutcome, withApplied, type SearchData } from './apply-outcome';

const item = (id: string, yaPostulado = false): OfferSearchItem => ({
  id,
  titulo: `Oferta ${id}`,
  descripcion: null,
  especialidad: 'Yoga',
  fechaClase: '2026-03-09',
  hora: '09:00',
  duracionMin: 60,
  startsAt: '2026-03-09T08:00:00.000Z',
  modalidad: 'Presencial',
  ubicacion: 'Barcelona, Carrer de Mallorca 200',
  ciudad: 'Barcelona',
  latitude: 41.39,
  longitude: 2.16,
  precio: 25,
  urgente: false,
  distanciaKm: 1.2,
  gimnasio: {
    id: 'g',
    nombre: 'FitZone',
    avatarUrl: null,
    fiabilidad: { porcentaje: null, clases: 0, etiqueta: 'Nuevo' },
  },
  yaPostulado,
});

const data = (): SearchData => ({
  pages: [
    { items: [item('a'), item('b')], nextCursor: 'c1', origin: null },
    { items: [item('c')], nextCursor: null, origin: null },
  ],
  pageParams: [undefined, 'c1'],
});

describe('apply outcome', () => {
  it('tells the duplicate (info) from a closed offer and other failures by code, not by wording', () => {
    const duplicate = new ApiError({
      status: 409,
      code: 'ALREADY_APPLIED',
      title: 'Ya te has postulado',
      message: 'Ya has enviado una postulación para esta oferta.',
    });
    const closed = new ApiError({
      status: 409,
      code: 'OFFER_CLOSED',
      message: 'Esta oferta ya no admite postulaciones.',
    });
    expect(applyOutcome(duplicate)).toBe('duplicate');
    expect(applyOutcome(closed)).toBe('closed');
    // Another wording of the same answers changes nothing; another 409 is neither.
    expect(applyOutcome(new ApiError({ status: 409, code: 'ALREADY_APPLIED', message: 'Otro texto' }))).toBe(
      'duplicate',
    );
    expect(
      applyOutcome(new ApiError({ status: 409, code: 'CONFLICT', title: 'Ya te has postulado', message: 'x' })),
    ).toBe('failed');
    expect(applyOutcome(new ApiError({ status: 401, code: 'UNAUTHENTICATED', message: 'x' }))).toBe('signed-out');
    expect(applyOutcome(new ApiError({ status: 500, code: 'INTERNAL', message: 'x' }))).toBe('failed');
    expect(applyOutcome(new Error('boom'))).toBe('failed');
  });

  it('marks the offer as applied in every page, keeping order and pages', () => {
    const before = data();
    const after = withApplied(before, 'c');
    expect(after?.pages[1]?.items[0]?.yaPostulado).toBe(true);
    expect(after?.pages[0]?.items.map((offer) => offer.yaPostulado)).toEqual([false, false]);
    expect(after?.pageParams).toEqual(before.pageParams);
    expect(before.pages[1]?.items[0]?.yaPostulado).toBe(false);
  });

  it('leaves the cache untouched when the offer is absent or already applied', () => {
    const before = data();
    expect(withApplied(before, 'zzz')).toBe(before);
    const applied = withApplied(before, 'a');
    expect(withApplied(applied, 'a')).toBe(applied);
    expect(withApplied(undefined, 'a')).toBeUndefined();
  });
});
