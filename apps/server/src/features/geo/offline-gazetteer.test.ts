import { describe, expect, it } from 'vitest';
import { lookupCity } from './offline-gazetteer.ts';

describe('lookupCity', () => {
  it('finds Barcelona whatever the case', () => {
    const a = lookupCity('Barcelona');
    expect(a).toMatchObject({ ciudad: 'Barcelona', timezone: 'Europe/Madrid' });
    expect(a!.latitude).toBeCloseTo(41.39, 1);
    expect(a!.longitude).toBeCloseTo(2.16, 1);
    expect(lookupCity('barcelona')).toEqual(a);
  });

  it('ignores accents', () => {
    expect(lookupCity('Mostoles')?.ciudad).toBe('Móstoles');
    expect(lookupCity('Móstoles')?.ciudad).toBe('Móstoles');
    expect(lookupCity('Sant Cugat del Vallès')?.ciudad).toBe('Sant Cugat del Vallès');
    expect(lookupCity('sant cugat del valles')?.ciudad).toBe('Sant Cugat del Vallès');
  });

  it('copes with articles inside names', () => {
    expect(lookupCity("L'Hospitalet de Llobregat")?.ciudad).toBe("L'Hospitalet de Llobregat");
    expect(lookupCity('Hospitalet de Llobregat')?.ciudad).toBe("L'Hospitalet de Llobregat");
    expect(lookupCity('A Coruña')?.ciudad).toBe('A Coruña');
    expect(lookupCity('La Coruña')?.ciudad).toBe('A Coruña');
  });

  it('reads bilingual names and common Spanish exonyms', () => {
    expect(lookupCity('Vitoria')?.ciudad).toBe('Gasteiz / Vitoria');
    expect(lookupCity('San Sebastián')?.ciudad).toBe('Donostia / San Sebastián');
    expect(lookupCity('Lérida')?.ciudad).toBe('Lleida');
    expect(lookupCity('Las Palmas')?.ciudad).toBe('Las Palmas de Gran Canaria');
  });

  it('puts the Canary Islands in their own time zone', () => {
    expect(lookupCity('Las Palmas de Gran Canaria')).toMatchObject({ timezone: 'Atlantic/Canary' });
    expect(lookupCity('Santa Cruz de Tenerife')).toMatchObject({ timezone: 'Atlantic/Canary' });
  });

  it('prefers the Spanish town over a larger namesake abroad', () => {
    const valencia = lookupCity('Valencia');
    expect(valencia?.longitude).toBeCloseTo(-0.377, 2);
    expect(valencia?.latitude).toBeCloseTo(39.47, 1);
  });

  it('returns null for unknown places', () => {
    expect(lookupCity('Xyzzyville')).toBeNull();
    expect(lookupCity('   ')).toBeNull();
  });
});
