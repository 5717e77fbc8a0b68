import { afterEach, describe, expect, it, vi } from 'vitest';
import { createNominatimClient } from './nominatim.ts';

type Call = { at: number; url: URL; headers: Headers };

function fakeFetch(body: unknown, calls: Call[]): typeof fetch {
  return (async (input: string | URL | Request, init?: RequestInit) => {
    calls.push({ at: Date.now(), url: new URL(String(input)), headers: new Headers(init?.headers) });
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
}

const madridPlace = [{ lat: '40.4167', lon: '-3.7033', address: { city: 'Madrid', road: 'Calle Mayor' } }];

afterEach(() => {
  vi.useRealTimers();
});

describe('createNominatimClient', () => {
  it('sends the query, the identifying User-Agent and maps the place', async () => {
    const calls: Call[] = [];
    const client = createNominatimClient({
      userAgent: 'FitCover/test (admin@example.com)',
      baseUrl: 'http://nominatim.test/',
      fetchImpl: fakeFetch(madridPlace, calls),
    });
    const result = await client.search('Calle Mayor 5, Madrid');
    expect(result).toEqual({ latitude: 40.4167, longitude: -3.7033, ciudad: 'Madrid', timezone: 'Europe/Madrid' });
    const { url, headers } = calls[0]!;
    expect(url.origin + url.pathname).toBe('http://nominatim.test/search');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      format: 'json',
      addressdetails: '1',
      limit: '1',
      countrycodes: 'es',
      q: 'Calle Mayor 5, Madrid',
    });
    expect(headers.get('user-agent')).toBe('FitCover/test (admin@example.com)');
  });

  it('falls back to the typed town and returns null when nothing is found', async () => {
    const noTown = createNominatimClient({
      userAgent: 'ua',
      fetchImpl: fakeFetch([{ lat: '28.1', lon: '-15.41', address: {} }], []),
    });
    expect(await noTown.search('Las Palmas de Gran Canaria, Calle Triana 1')).toEqual({
      latitude: 28.1,
      longitude: -15.41,
      ciudad: 'Las Palmas de Gran Canaria',
      timezone: 'Atlantic/Canary',
    });
    const empty = createNominatimClient({ userAgent: 'ua', fetchImpl: fakeFetch([], []) });
    expect(await empty.search('Xyzzyville')).toBeNull();
  });

  it('turns network and HTTP failures into errors', async () => {
    const down = createNominatimClient({
      userAgent: 'ua',
      fetchImpl: (async () => {
        throw new TypeError('fetch failed');
      }) as typeof fetch,
    });
    await expect(down.search('Madrid')).rejects.toThrow(/Nominatim request failed/);
    const limited = createNominatimClient({
      userAgent: 'ua',
      fetchImpl: (async () => new Response('slow down', { status: 429 })) as typeof fetch,
    });
    await expect(limited.search('Madrid')).rejects.toThrow(/429/);
  });

  it('sends at most one request per second', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] });
    const calls: Call[] = [];
    const client = createNominatimClient({ userAgent: 'ua', fetchImpl: fakeFetch(madridPlace, calls) });
    const all = Promise.all([client.search('Madrid'), client.search('Getafe'), client.search('Leganés')]);
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    await all;
    expect(calls.map((c) => c.url.searchParams.get('q'))).toEqual(['Madrid', 'Getafe', 'Leganés']);
    expect(calls[1]!.at - calls[0]!.at).toBeGreaterThanOrEqual(1000);
    expect(calls[2]!.at - calls[1]!.at).toBeGreaterThanOrEqual(1000);
  });
});
