// Addresses are typed as "Ciudad, Calle" in either order (DECISIONS §10). The comma part that
// starts with a street word is the street; the town is what remains.

export type SplitAddress = { city: string; street: string | null };

// Lowercase, no accents, punctuation and runs of spaces collapsed to one space: the form used
// to match place names and to key the geocode cache.
export function normalizeKey(s: string): string {
  return s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

// Compared against the accent-free, lowercased part. Words ending in "/" or "." carry their own
// boundary; the others must be followed by a space, "." or the end of the text, so that
// "Ávila" is not read as "Av." nor "Viana" as "Vía".
const STREET_WORDS = [
  'c/',
  'c.',
  'cl.',
  'calle',
  'carrer',
  'carrera',
  'callejon',
  'rua',
  'avenida',
  'avda',
  'avd',
  'av',
  'avinguda',
  'avgda',
  'plaza',
  'pza',
  'placa',
  'praza',
  'pl',
  'plazuela',
  'paseo',
  'passeig',
  'pg',
  'p.º',
  'pº',
  'camino',
  'cami',
  'ronda',
  'travesia',
  'travessera',
  'travessia',
  'carretera',
  'ctra',
  'crta',
  'via',
  'gran via',
  'rambla',
  'glorieta',
  'urbanizacion',
  'urb',
  'poligono',
  'pol',
  'bulevar',
  'boulevard',
  'pasaje',
  'passatge',
  'autovia',
];

function startsWithStreetWord(part: string): boolean {
  const p = part.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
  return STREET_WORDS.some((word) => {
    if (!p.startsWith(word)) return false;
    const rest = p.slice(word.length);
    const selfBounded = word.endsWith('/') || word.endsWith('.') || word.endsWith('º');
    // Something must follow: "Ronda" alone is the town in Málaga, not a street.
    if (selfBounded) return rest.trim().length > 0;
    return /^\.?\s*\S/.test(rest) && /^[.\s]/.test(rest);
  });
}

// Spanish postcodes (5 digits) say nothing the gazetteer can use: "28013 Madrid" → "Madrid".
const stripPostcode = (s: string): string =>
  s
    .replace(/(^|\s)\d{5}(?=\s|$)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const hasNumber = (s: string): boolean => /\d/.test(stripPostcode(s));

export function splitAddress(input: string): SplitAddress {
  const parts = input
    .split(/[,;\n]/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter((p) => p.length > 0);
  if (parts.length === 0) return { city: '', street: null };
  if (parts.length === 1) return { city: stripPostcode(parts[0]!) || parts[0]!, street: null };

  let cityIndex = 0;
  const streetLike = parts.map(startsWithStreetWord);
  // When two parts look like streets ("Alameda…"), the one with a house number wins.
  const numbered = parts.findIndex((p, i) => streetLike[i] && hasNumber(p));
  const streetIndex = numbered >= 0 ? numbered : streetLike.indexOf(true);
  if (streetIndex >= 0) {
    // "Calle Mayor 5, 2º B, Madrid": the town is last; "Madrid, Calle Mayor 5, 2º B": first.
    cityIndex = streetIndex === 0 ? parts.length - 1 : 0;
  } else {
    // No street word ("Mayor 5, Madrid"): the only part without a number is the town.
    const numberless = parts.map((p, i) => (hasNumber(p) ? -1 : i)).filter((i) => i >= 0);
    if (numberless.length === 1) cityIndex = numberless[0]!;
  }
  const cityPart = parts[cityIndex]!;
  const street = parts.filter((_, i) => i !== cityIndex).join(', ');
  return { city: stripPostcode(cityPart) || cityPart, street: street || null };
}
