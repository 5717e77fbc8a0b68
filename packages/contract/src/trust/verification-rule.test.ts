import { describe, expect, it } from 'vitest';
import { verificationOf } from './verification-rule.ts';

describe('verificationOf', () => {
  it('needs an approved insurance that has not expired', () => {
    expect(verificationOf([], '2027-01-01').verificado).toBe(false);
    expect(verificationOf([{ tipo: 'titulacion', caducaEl: null }], '2027-01-01').verificado).toBe(false);
    expect(verificationOf([{ tipo: 'seguro', caducaEl: '2026-12-31' }], '2027-01-01').verificado).toBe(false);
  });

  it('covers the expiry day itself and lists what was checked', () => {
    const result = verificationOf(
      [
        { tipo: 'seguro', caducaEl: '2027-12-31' },
        { tipo: 'titulacion', caducaEl: null },
        { tipo: 'ropec', caducaEl: null },
      ],
      '2027-12-31',
    );
    expect(result).toEqual({
      verificado: true,
      detalle: 'Seguro RC hasta 12/2027 · Titulación · ROPEC',
      seguroHasta: '2027-12-31',
    });
  });

  it('shows the insurance that lasts longest', () => {
    const result = verificationOf(
      [
        { tipo: 'seguro', caducaEl: '2027-03-01' },
        { tipo: 'seguro', caducaEl: '2028-05-01' },
      ],
      '2027-01-01',
    );
    expect(result.detalle).toBe('Seguro RC hasta 05/2028');
  });
});
