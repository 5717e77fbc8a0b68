import { describe, expect, it } from 'vitest';
import { emptyRepeat, repeatPreview, toBlockInput } from './repeat-form';

describe('repeatPreview', () => {
  it('summarises a weekly block, and says when it is too long', () => {
    const weekly = { ...emptyRepeat, mode: 'semanal' as const, dias: [4, 2], hasta: '2027-02-04' };
    expect(repeatPreview(weekly, '2027-01-12', '19:00')).toBe('8 clases · martes y jueves 19:00 · del 12/01 al 04/02');
    expect(repeatPreview({ ...weekly, hasta: '2027-12-31' }, '2027-01-12', '19:00')).toBe(
      'Un bloque admite como máximo 26 clases.',
    );
    expect(repeatPreview(emptyRepeat, '2027-01-12', '19:00')).toBeNull();
  });

  it('sends a list of dates from its earliest date', () => {
    const list = { ...emptyRepeat, mode: 'fechas' as const, fechas: ['2027-02-03', '2027-01-20'] };
    const body = toBlockInput(
      { titulo: 'T', especialidad: 'Yoga', fechaClase: '', hora: '10:00', precio: 20, urgente: true },
      list,
    );
    expect(body).toMatchObject({
      fechaClase: '2027-01-20',
      urgente: false,
      repetir: { tipo: 'fechas', fechas: ['2027-01-20', '2027-02-03'] },
    });
  });
});
