import { describe, expect, it } from 'vitest';
import { boundingBox, haversineKm, roundKm1, spanishTimezone } from './geo-math.ts';

const barcelona = { latitude: 41.38879, longitude: 2.15899 };
const madrid = { latitude: 40.4165, longitude: -3.70256 };
const sevilla = { latitude: 37.38283, longitude: -5.97317 };

// The point reached from `from` after `km` along `bearingDeg` (great-circle destination).
function destination(from: typeof madrid, km: number, bearingDeg: number) {
  const r = km / 6371.0088;
  const b = (bearingDeg * Math.PI) / 180;
  const lat1 = (from.latitude * Math.PI) / 180;
  const lon1 = (from.longitude * Math.PI) / 180;
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(r) + Math.cos(lat1) * Math.sin(r) * Math.cos(b));
  const lon2 =
    lon1 + Math.atan2(Math.sin(b) * Math.sin(r) * Math.cos(lat1), Math.cos(r) - Math.sin(lat1) * Math.sin(lat2));
  return { latitude: (lat2 * 180) / Math.PI, longitude: (lon2 * 180) / Math.PI };
}

describe('haversineKm', () => {
  it('measures known distances between Spanish cities', () => {
    expect(haversineKm(barcelona, madrid)).toBeGreaterThan(500);
    expect(haversineKm(barcelona, madrid)).toBeLessThan(510);
    expect(Math.abs(haversineKm(madrid, sevilla) - 390)).toBeLessThan(6);
  });

  it('is zero for the same point and symmetric', () => {
    expect(haversineKm(madrid, madrid)).toBe(0);
    expect(haversineKm(madrid, sevilla)).toBeCloseTo(haversineKm(sevilla, madrid), 9);
  });
});

describe('boundingBox', () => {
  it('contains every point at the radius, in all directions', () => {
    for (const center of [madrid, barcelona, { latitude: 28.1, longitude: -15.41 }]) {
      for (const radius of [1, 10, 50, 300]) {
        const box = boundingBox(center, radius);
        for (let bearing = 0; bearing < 360; bearing += 15) {
          const p = destination(center, radius * 0.999, bearing);
          expect(p.latitude).toBeGreaterThanOrEqual(box.minLat);
          expect(p.latitude).toBeLessThanOrEqual(box.maxLat);
          expect(p.longitude).toBeGreaterThanOrEqual(box.minLon);
          expect(p.longitude).toBeLessThanOrEqual(box.maxLon);
        }
      }
    }
  });

  it('is not much larger than needed', () => {
    const box = boundingBox(madrid, 10);
    expect(box.maxLat - box.minLat).toBeCloseTo((20 / 6371.0088) * (180 / Math.PI), 6);
    expect(box.maxLon - box.minLon).toBeLessThan(0.25);
  });

  it('clamps near the poles and the antimeridian', () => {
    expect(boundingBox({ latitude: 89.9, longitude: 10 }, 50)).toMatchObject({ maxLat: 90, minLon: -180, maxLon: 180 });
    const wrapped = boundingBox({ latitude: 0, longitude: 179.9 }, 50);
    expect([wrapped.minLon, wrapped.maxLon]).toEqual([-180, 180]);
  });
});

describe('helpers', () => {
  it('rounds to one decimal', () => {
    expect(roundKm1(12.345)).toBe(12.3);
    expect(roundKm1(0.05)).toBe(0.1);
  });

  it('knows the Canary Islands time zone', () => {
    expect(spanishTimezone({ latitude: 28.1, longitude: -15.41 })).toBe('Atlantic/Canary');
    expect(spanishTimezone(madrid)).toBe('Europe/Madrid');
  });
});
