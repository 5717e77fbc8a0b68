import { describe, expect, it } from 'vitest';
import { normalizeKey, splitAddress } from './address.ts';

describe('splitAddress', () => {
  it.each([
    ['Barcelona, Calle de Valencia', 'Barcelona', 'Calle de Valencia'],
    ['Calle Mayor 5, Madrid', 'Madrid', 'Calle Mayor 5'],
    ['Madrid', 'Madrid', null],
    ['Sant Cugat del Vallès', 'Sant Cugat del Vallès', null],
    ['C/ Aragó 200, Barcelona', 'Barcelona', 'C/ Aragó 200'],
    ['Barcelona, Carrer de Mallorca 12', 'Barcelona', 'Carrer de Mallorca 12'],
    ['Avda. Diagonal 640, Barcelona', 'Barcelona', 'Avda. Diagonal 640'],
    ['Madrid, Pº de la Castellana 100', 'Madrid', 'Pº de la Castellana 100'],
    ['plaça de Catalunya 1, Barcelona', 'Barcelona', 'plaça de Catalunya 1'],
    ['Gran Vía 28, Madrid', 'Madrid', 'Gran Vía 28'],
    ['Calle Mayor 5, 2º B, Madrid', 'Madrid', 'Calle Mayor 5, 2º B'],
    ['Calle Mayor 5, 28013 Madrid', 'Madrid', 'Calle Mayor 5'],
    ['Mayor 5, Madrid', 'Madrid', 'Mayor 5'],
    ['  Ávila ,  Calle   Real 3 ', 'Ávila', 'Calle Real 3'],
    ['Ronda, Calle Virgen de la Paz 2', 'Ronda', 'Calle Virgen de la Paz 2'],
    ['Viana, Av. de Navarra 1', 'Viana', 'Av. de Navarra 1'],
  ])('%s', (input, city, street) => {
    expect(splitAddress(input)).toEqual({ city, street });
  });

  it('handles empty input', () => {
    expect(splitAddress('  , ')).toEqual({ city: '', street: null });
  });
});

describe('normalizeKey', () => {
  it('strips accents, case and punctuation', () => {
    expect(normalizeKey("  L'Hospitalet   de Llobregat ")).toBe('l hospitalet de llobregat');
    expect(normalizeKey('MÓSTOLES')).toBe('mostoles');
    expect(normalizeKey('A Coruña')).toBe('a coruna');
    expect(normalizeKey('C/ Aragó, 200')).toBe('c arago 200');
    expect(normalizeKey('Sant Cugat del Vallès')).toBe(normalizeKey('sant cugat del valles'));
  });
});
