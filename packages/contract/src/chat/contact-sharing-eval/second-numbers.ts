// Number words and digit scripts for the second generator (second.ts), written from scratch
// for it: it shares no code with spell.ts / phones.ts, so that the two generators do not share
// the same blind spots.
import type { Rng } from './random.ts';

export type Tongue = 'es' | 'ca' | 'gl' | 'eu' | 'en';

// prettier-ignore
const UNITS: Record<Tongue, string[]> = {
  es: ['cero', 'uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve'],
  ca: ['zero', 'u', 'dos', 'tres', 'quatre', 'cinc', 'sis', 'set', 'vuit', 'nou'],
  gl: ['cero', 'un', 'dous', 'tres', 'catro', 'cinco', 'seis', 'sete', 'oito', 'nove'],
  eu: ['zero', 'bat', 'bi', 'hiru', 'lau', 'bost', 'sei', 'zazpi', 'zortzi', 'bederatzi'],
  en: ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'],
};
// prettier-ignore
const TEENS: Record<Tongue, string[]> = {
  es: ['diez', 'once', 'doce', 'trece', 'catorce', 'quince', 'dieciséis', 'diecisiete', 'dieciocho', 'diecinueve'],
  ca: ['deu', 'onze', 'dotze', 'tretze', 'catorze', 'quinze', 'setze', 'disset', 'divuit', 'dinou'],
  gl: ['dez', 'once', 'doce', 'trece', 'catorce', 'quince', 'dezaseis', 'dezasete', 'dezaoito', 'dezanove'],
  eu: ['hamar', 'hamaika', 'hamabi', 'hamahiru', 'hamalau', 'hamabost', 'hamasei', 'hamazazpi', 'hemezortzi', 'hemeretzi'],
  en: ['ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'],
};
// prettier-ignore
const TENS: Record<Tongue, string[]> = {
  es: ['', '', 'veinte', 'treinta', 'cuarenta', 'cincuenta', 'sesenta', 'setenta', 'ochenta', 'noventa'],
  ca: ['', '', 'vint', 'trenta', 'quaranta', 'cinquanta', 'seixanta', 'setanta', 'vuitanta', 'noranta'],
  gl: ['', '', 'vinte', 'trinta', 'corenta', 'cincuenta', 'sesenta', 'setenta', 'oitenta', 'noventa'],
  eu: ['', '', 'hogei', 'hogeita hamar', 'berrogei', 'berrogeita hamar', 'hirurogei', 'hirurogeita hamar', 'laurogei', 'laurogeita hamar'],
  en: ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'],
};
// prettier-ignore
const HUNDREDS: Record<Tongue, string[]> = {
  es: ['', 'ciento', 'doscientos', 'trescientos', 'cuatrocientos', 'quinientos', 'seiscientos', 'setecientos', 'ochocientos', 'novecientos'],
  ca: ['', 'cent', 'dos-cents', 'tres-cents', 'quatre-cents', 'cinc-cents', 'sis-cents', 'set-cents', 'vuit-cents', 'nou-cents'],
  gl: ['', 'cento', 'douscentos', 'trescentos', 'catrocentos', 'cincocentos', 'seiscentos', 'setecentos', 'oitocentos', 'novecentos'],
  eu: ['', 'ehun', 'berrehun', 'hirurehun', 'laurehun', 'bostehun', 'seiehun', 'zazpiehun', 'zortziehun', 'bederatziehun'],
  en: ['', 'one hundred', 'two hundred', 'three hundred', 'four hundred', 'five hundred', 'six hundred', 'seven hundred', 'eight hundred', 'nine hundred'],
};
const ES_TWENTIES = [
  'veinte',
  'veintiuno',
  'veintidós',
  'veintitrés',
  'veinticuatro',
  'veinticinco',
  'veintiséis',
  'veintisiete',
  'veintiocho',
  'veintinueve',
];

/** 0–99 in words. */
export function twoDigits(n: number, t: Tongue): string {
  if (n < 10) return UNITS[t][n] as string;
  if (n < 20) return TEENS[t][n - 10] as string;
  const ten = Math.floor(n / 10);
  const unit = n % 10;
  if (t === 'es' && ten === 2) return ES_TWENTIES[unit] as string;
  const tens = TENS[t][ten] as string;
  if (unit === 0) return tens;
  const u = UNITS[t][unit] as string;
  switch (t) {
    case 'es':
      return `${tens} y ${u}`;
    case 'ca':
      return ten === 2 ? `vint-i-${u}` : `${tens}-${u}`;
    case 'gl':
      return `${tens} e ${u}`;
    case 'en':
      return `${tens}-${u}`;
    case 'eu': {
      // Vigesimal: 30 = hogeita hamar, 37 = hogeita hamazazpi, 45 = berrogeita bost.
      const score = Math.floor(n / 20);
      const rest = n % 20;
      const base = ['', 'hogei', 'berrogei', 'hirurogei', 'laurogei'][score] as string;
      if (rest === 0) return base;
      return `${base}ta ${twoDigits(rest, 'eu')}`;
    }
  }
}

/** 0–999 in words. */
export function threeDigits(n: number, t: Tongue): string {
  if (n < 100) return twoDigits(n, t);
  const h = Math.floor(n / 100);
  const rest = n % 100;
  if (rest === 0) {
    if (h === 1) return { es: 'cien', ca: 'cent', gl: 'cen', eu: 'ehun', en: 'one hundred' }[t];
    return HUNDREDS[t][h] as string;
  }
  const head = HUNDREDS[t][h] as string;
  const tail = twoDigits(rest, t);
  if (t === 'eu') return `${head} eta ${tail}`;
  if (t === 'en') return `${head} and ${tail}`;
  return `${head} ${tail}`;
}

/** A group of digits said the way people dictate it. */
export function sayGroup(group: string, t: Tongue, rng: Rng): string {
  const style = rng.int(0, 3);
  // Digit by digit.
  if (style === 0 || group.startsWith('0') || group.length > 3)
    return [...group].map((d) => UNITS[t][Number(d)]).join(rng.chance(0.8) ? ' ' : ', ');
  // As one number ("seiscientos cincuenta y cuatro").
  if (style === 1 || group.length < 3)
    return group.length === 3 ? threeDigits(Number(group), t) : twoDigits(Number(group), t);
  // First digit, then a pair ("seis cincuenta y cuatro").
  if (style === 2 && group[1] !== '0') return `${UNITS[t][Number(group[0])]} ${twoDigits(Number(group.slice(1)), t)}`;
  // A pair, then a digit ("sesenta y cinco cuatro").
  if (group[0] !== '0') return `${twoDigits(Number(group.slice(0, 2)), t)} ${UNITS[t][Number(group[2])]}`;
  return [...group].map((d) => UNITS[t][Number(d)]).join(' ');
}

/** Decimal digits of other scripts (all \p{Nd}), by the code point of their zero. */
export const SCRIPT_ZEROS: Record<string, number> = {
  arabicIndic: 0x0660,
  persian: 0x06f0,
  devanagari: 0x0966,
  bengali: 0x09e6,
  gurmukhi: 0x0a66,
  gujarati: 0x0ae6,
  tamil: 0x0be6,
  telugu: 0x0c66,
  kannada: 0x0ce6,
  malayalam: 0x0d66,
  thai: 0x0e50,
  lao: 0x0ed0,
  tibetan: 0x0f20,
  myanmar: 0x1040,
  khmer: 0x17e0,
  mongolian: 0x1810,
  fullwidth: 0xff10,
  mathDouble: 0x1d7d8,
  mathSans: 0x1d7e2,
  mathMono: 0x1d7f6,
  nko: 0x07c0,
  osmanya: 0x104a0,
};

export function inScript(digits: string, zero: number): string {
  return [...digits].map((d) => (/\d/.test(d) ? String.fromCodePoint(zero + Number(d)) : d)).join('');
}
