import { describe, expect, it } from 'vitest';
import { reliability } from './reliability-rule.ts';

const of = (impartidas: number, noPresentado = 0, anulacionesTardias = 0) =>
  reliability({ impartidas, noPresentado, anulacionesTardias });

describe('reliability', () => {
  it('is "Nuevo" under 3 classes counted, whatever happened', () => {
    expect(of(0)).toEqual({ porcentaje: null, clases: 0, etiqueta: 'Nuevo' });
    expect(of(2)).toEqual({ porcentaje: null, clases: 2, etiqueta: 'Nuevo' });
    expect(of(1, 1)).toMatchObject({ etiqueta: 'Nuevo' });
    expect(of(0, 1, 1)).toMatchObject({ etiqueta: 'Nuevo', porcentaje: null });
  });

  it('counts no-shows and late call-offs against taken-place classes', () => {
    expect(of(45, 1)).toEqual({ porcentaje: 98, clases: 45, etiqueta: '98 % fiable · 45 clases' });
    expect(of(3)).toEqual({ porcentaje: 100, clases: 3, etiqueta: '100 % fiable · 3 clases' });
    expect(of(2, 0, 1)).toMatchObject({ porcentaje: 67, etiqueta: '67 % fiable · 2 clases' });
    expect(of(1, 1, 1)).toMatchObject({ porcentaje: 33, etiqueta: '33 % fiable · 1 clase' });
  });

  it('starts counting at the third class of any kind', () => {
    expect(of(0, 3)).toEqual({ porcentaje: 0, clases: 0, etiqueta: '0 % fiable · 0 clases' });
    expect(of(0, 2, 1)).toMatchObject({ porcentaje: 0 });
  });

  it('never shows 100 % when something went wrong', () => {
    expect(of(400, 1)).toMatchObject({ porcentaje: 99, etiqueta: '99 % fiable · 400 clases' });
    expect(of(199, 0, 1).porcentaje).toBe(99);
  });

  it('treats nonsense counts as zero', () => {
    expect(of(-4, Number.NaN, 2.7)).toMatchObject({ etiqueta: 'Nuevo', clases: 0 });
    expect(of(3.9)).toMatchObject({ clases: 3, porcentaje: 100 });
  });
});
