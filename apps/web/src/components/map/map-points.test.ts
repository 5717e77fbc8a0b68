import { describe, expect, it } from 'vitest';
import { framingKey, groupByPlace, type MapPoint } from './map-points';

const point = (id: string, latitude: number, longitude: number): MapPoint => ({
  id,
  latitude,
  longitude,
  title: id,
  lines: [],
});

describe('results map points', () => {
  it('groups points at the same spot into one place', () => {
    const places = groupByPlace([
      point('a', 41.38879, 2.15899),
      point('b', 40.4168, -3.7038),
      point('c', 41.388791, 2.158991),
    ]);
    expect(places).toHaveLength(2);
    expect(places[0]?.points.map((p) => p.id)).toEqual(['a', 'c']);
    expect(places[1]?.points.map((p) => p.id)).toEqual(['b']);
  });

  it('skips points without usable coordinates', () => {
    expect(groupByPlace([point('a', Number.NaN, 2)])).toEqual([]);
  });

  it('frames the same places and origin the same way, whatever the order', () => {
    const origin = { latitude: 41.38879, longitude: 2.15899 };
    const one = framingKey(groupByPlace([point('a', 1, 2), point('b', 3, 4)]), origin);
    const two = framingKey(groupByPlace([point('b', 3, 4), point('a', 1, 2)]), origin);
    expect(one).toBe(two);
    expect(framingKey(groupByPlace([point('a', 1, 2)]), null)).not.toBe(one);
  });
});
