import { describe, expect, it } from 'vitest';
import { blockSummaryText } from './block-summary.ts';
import { blockDates, blockInputSchema } from './blocks.ts';

const base = {
  titulo: 'Pilates suplencia',
  especialidad: 'Pilates',
  fechaClase: '2027-01-12',
  hora: '19:00',
  precio: 25,
  modalidad: 'Online',
} as const;

describe('blockDates', () => {
  it('repeats on the chosen weekdays from the first date through the last, both included', () => {
    expect(blockDates('2027-01-12', { tipo: 'semanal', dias: [2, 4], hasta: '2027-02-04' })).toEqual([
      '2027-01-12',
      '2027-01-14',
      '2027-01-19',
      '2027-01-21',
      '2027-01-26',
      '2027-01-28',
      '2027-02-02',
      '2027-02-04',
    ]);
  });

  it('sorts a list of dates', () => {
    expect(blockDates('2027-01-12', { tipo: 'fechas', fechas: ['2027-03-02', '2027-01-20'] })).toEqual([
      '2027-01-20',
      '2027-03-02',
    ]);
  });
});

describe('blockSummaryText', () => {
  it('says how many, which weekdays, the hour and the span', () => {
    const dates = blockDates('2027-01-12', { tipo: 'semanal', dias: [2, 4], hasta: '2027-02-04' });
    expect(blockSummaryText(dates, '19:00')).toBe('8 clases · martes y jueves 19:00 · del 12/01 al 04/02');
    expect(blockSummaryText(['2027-01-11', '2027-01-13', '2027-01-15'], '09:30:00')).toBe(
      '3 clases · lunes, miércoles y viernes 09:30 · del 11/01 al 15/01',
    );
    expect(blockSummaryText(['2027-01-17'], '10:00')).toBe('1 clase · domingo 10:00 · el 17/01');
  });
});

describe('blockInputSchema', () => {
  const issue = (input: unknown) => blockInputSchema.safeParse(input).error?.issues[0]?.message;

  it('takes up to 26 classes and refuses more with a Spanish message', () => {
    const weekdays = [1, 2, 3, 4, 5];
    expect(issue({ ...base, repetir: { tipo: 'semanal', dias: weekdays, hasta: '2027-02-16' } })).toBeUndefined();
    expect(issue({ ...base, repetir: { tipo: 'semanal', dias: weekdays, hasta: '2027-02-17' } })).toBe(
      'Un bloque admite como máximo 26 clases: acorta el periodo o elige menos días.',
    );
    const many = Array.from({ length: 27 }, (_, i) => `2027-02-${String(i + 1).padStart(2, '0')}`);
    expect(issue({ ...base, repetir: { tipo: 'fechas', fechas: many } })).toBe(
      'Un bloque admite como máximo 26 clases.',
    );
  });

  it('refuses repeated dates, an end before the start and a block of one class', () => {
    expect(issue({ ...base, repetir: { tipo: 'fechas', fechas: ['2027-02-01', '2027-02-01'] } })).toBe(
      'Hay fechas repetidas en la lista.',
    );
    expect(issue({ ...base, repetir: { tipo: 'semanal', dias: [2], hasta: '2027-01-01' } })).toBe(
      'La fecha final debe ser posterior a la primera clase.',
    );
    expect(issue({ ...base, repetir: { tipo: 'semanal', dias: [2], hasta: '2027-01-13' } })).toBe(
      'Un bloque necesita al menos 2 clases: amplía el periodo o elige más días.',
    );
    expect(issue({ ...base, repetir: { tipo: 'semanal', dias: [], hasta: '2027-02-13' } })).toBe(
      'Elige al menos un día de la semana.',
    );
  });
});
