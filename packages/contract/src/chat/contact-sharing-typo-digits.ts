// Number words typed as they sound or with two letters swapped, as on a phone: "sinco",
// "nuebe", "sero", "dies", "onse", "siette", "sies", "ocjo" stay out of the number tables
// (contact-sharing-numbers.ts), so they are read back to the word they stand for here. The key
// of a word is how it sounds in Spanish (c/z/s, b/v, k/qu, h dropped, letters doubled once);
// two adjacent letters swapped also count. Words that a swap turns into ordinary ones ("creo",
// "cuarto", "cine") are left out.
import { lazy } from './contact-sharing-lazy.ts';

/**
 * Digits, teens and tens: typed words of four letters or more ("doss", "sesneta") are told from
 * ordinary words.
 */
const WORDS = [
  'dos',
  'tres',
  'cero',
  'cuatro',
  'cinco',
  'seis',
  'siete',
  'ocho',
  'nueve',
  'diez',
  'once',
  'doce',
  'trece',
  'catorce',
  'quince',
  'veinte',
  'treinta',
  'cuarenta',
  'cincuenta',
  'sesenta',
  'setenta',
  'ochenta',
  'noventa',
];
/** Swaps and sounds that are ordinary words, or other number words. */
const ORDINARY = new Set(['creo', 'cuarto', 'seso', 'dice', 'dose']);
const SWAP_ORDINARY = new Set(['creo', 'cuarto', 'dice', 'noce']);

/** How a word sounds, written one way. */
export function soundKey(word: string): string {
  return word
    .replace(/h/g, '')
    .replace(/qu/g, 'k')
    .replace(/c(?=[ei])/g, 's')
    .replace(/z/g, 's')
    .replace(/c/g, 'k')
    .replace(/v/g, 'b')
    .replace(/(.)\1+/g, '$1');
}

const TYPOS = lazy(() => {
  const map = new Map<string, string>();
  for (const word of WORDS) {
    map.set(soundKey(word), word);
    for (let i = 0; i + 1 < word.length; i++) {
      const swapped = word.slice(0, i) + word.charAt(i + 1) + word.charAt(i) + word.slice(i + 2);
      if (swapped !== word && !SWAP_ORDINARY.has(swapped) && !map.has(soundKey(swapped)))
        map.set(soundKey(swapped), word);
    }
  }
  return map;
});

const cache = new Map<string, string | null>();
const CACHE_SIZE = 20_000;

/** The number word a typed word stands for ("sinco" → "cinco"), or null. */
export function typedNumberWord(word: string): string | null {
  if (word.length < 4 || word.length > 10) return null;
  const cached = cache.get(word);
  if (cached !== undefined) return cached;
  let typed: string | null = null;
  if (!ORDINARY.has(word) && /^[a-z]+$/.test(word)) {
    const found = TYPOS().get(soundKey(word));
    typed = found && found !== word ? found : null;
  }
  if (cache.size >= CACHE_SIZE) cache.clear();
  cache.set(word, typed);
  return typed;
}
