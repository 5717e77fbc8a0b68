import { describe, expect, it } from 'vitest';
import { distanceText, locationText } from './offer-display';

describe('distance text', () => {
  it('shows one decimal with a Spanish comma', () => {
    expect(distanceText(12.34)).toBe('A 12,3 km de ti');
    expect(distanceText(12.35)).toMatch(/^A 12,[34] km de ti$/);
    expect(distanceText(0)).toBe('A 0,0 km de ti');
    expect(distanceText(7)).toBe('A 7,0 km de ti');
    expect(distanceText(1234.56)).toBe('A 1234,6 km de ti');
  });

  it('is absent without a distance', () => {
    expect(distanceText(null)).toBeNull();
    expect(distanceText(Number.NaN)).toBeNull();
  });
});

describe('location text', () => {
  it('says Online for online classes', () => {
    expect(locationText({ modalidad: 'Online', ubicacion: null, ciudad: null })).toBe('Online');
  });

  it('does not repeat a town the address already names (accents and case aside)', () => {
    expect(
      locationText({ modalidad: 'Presencial', ubicacion: 'Barcelona, Carrer de Mallorca 200', ciudad: 'Barcelona' }),
    ).toBe('Barcelona, Carrer de Mallorca 200');
    expect(locationText({ modalidad: 'Presencial', ubicacion: 'Calle Larios 3, malaga', ciudad: 'Málaga' })).toBe(
      'Calle Larios 3, malaga',
    );
  });

  it('adds the town when the address lacks it, and falls back to the town alone', () => {
    expect(locationText({ modalidad: 'Presencial', ubicacion: 'Gran Vía 1', ciudad: 'Madrid' })).toBe(
      'Gran Vía 1 · Madrid',
    );
    expect(locationText({ modalidad: 'Presencial', ubicacion: null, ciudad: 'Madrid' })).toBe('Madrid');
    expect(locationText({ modalidad: 'Presencial', ubicacion: '', ciudad: null })).toBe('—');
  });
});
