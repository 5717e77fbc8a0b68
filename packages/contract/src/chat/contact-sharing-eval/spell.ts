// How people write the digits of a phone number in the generated corpus: in digits of any script,
// one word per digit, or by value ("seiscientos doce", "hogeita hamar", "vint-i-dos") in Spanish,
// Catalan, Galician, Basque and English. Written independently of the detector's own tables.
import type { Gen } from './random.ts';

export type Lang = 'es' | 'ca' | 'gl' | 'eu' | 'en';

type Words = { units: string[]; teens: string[]; below100: (n: number) => string; hundreds: (h: number) => string };

const ES_UNITS = ['cero', 'uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve'];
// prettier-ignore
const ES_TO_29 = [
  'diez', 'once', 'doce', 'trece', 'catorce', 'quince', 'dieciséis', 'diecisiete', 'dieciocho', 'diecinueve',
  'veinte', 'veintiuno', 'veintidós', 'veintitrés', 'veinticuatro', 'veinticinco', 'veintiséis', 'veintisiete',
  'veintiocho', 'veintinueve',
];
const ES_TENS = ['', '', '', 'treinta', 'cuarenta', 'cincuenta', 'sesenta', 'setenta', 'ochenta', 'noventa'];
// prettier-ignore
const ES_HUNDREDS = [
  '', 'ciento', 'doscientos', 'trescientos', 'cuatrocientos', 'quinientos', 'seiscientos', 'setecientos',
  'ochocientos', 'novecientos',
];

const CA_UNITS = ['zero', 'u', 'dos', 'tres', 'quatre', 'cinc', 'sis', 'set', 'vuit', 'nou'];
const CA_TEENS = ['deu', 'onze', 'dotze', 'tretze', 'catorze', 'quinze', 'setze', 'disset', 'divuit', 'dinou'];
const CA_TENS = ['', '', 'vint', 'trenta', 'quaranta', 'cinquanta', 'seixanta', 'setanta', 'vuitanta', 'noranta'];

const GL_UNITS = ['cero', 'un', 'dous', 'tres', 'catro', 'cinco', 'seis', 'sete', 'oito', 'nove'];
const GL_TEENS = ['dez', 'once', 'doce', 'trece', 'catorce', 'quince', 'dezaseis', 'dezasete', 'dezaoito', 'dezanove'];
const GL_TENS = ['', '', 'vinte', 'trinta', 'corenta', 'cincuenta', 'sesenta', 'setenta', 'oitenta', 'noventa'];
// prettier-ignore
const GL_HUNDREDS = [
  '', 'cento', 'douscentos', 'trescentos', 'catrocentos', 'quiñentos', 'seiscentos', 'setecentos', 'oitocentos',
  'novecentos',
];

const EU_UNITS = ['zero', 'bat', 'bi', 'hiru', 'lau', 'bost', 'sei', 'zazpi', 'zortzi', 'bederatzi'];
// prettier-ignore
const EU_TEENS = [
  'hamar', 'hamaika', 'hamabi', 'hamahiru', 'hamalau', 'hamabost', 'hamasei', 'hamazazpi', 'hemezortzi', 'hemeretzi',
];
const EU_SCORES = ['', 'hogei', 'berrogei', 'hirurogei', 'laurogei'];
// prettier-ignore
const EU_HUNDREDS = [
  '', 'ehun', 'berrehun', 'hirurehun', 'laurehun', 'bostehun', 'seiehun', 'zazpiehun', 'zortziehun', 'bederatziehun',
];

const EN_UNITS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
// prettier-ignore
const EN_TEENS = [
  'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen',
];
const EN_TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

const at = (list: string[], i: number) => list[i] as string;

const WORDS: Record<Lang, Words> = {
  es: {
    units: ES_UNITS,
    teens: ES_TO_29,
    below100: (n) =>
      n < 10
        ? at(ES_UNITS, n)
        : n < 30
          ? at(ES_TO_29, n - 10)
          : n % 10 === 0
            ? at(ES_TENS, n / 10)
            : `${at(ES_TENS, Math.floor(n / 10))} y ${at(ES_UNITS, n % 10)}`,
    hundreds: (h) => at(ES_HUNDREDS, h),
  },
  ca: {
    units: CA_UNITS,
    teens: CA_TEENS,
    below100: (n) => {
      if (n < 10) return at(CA_UNITS, n);
      if (n < 20) return at(CA_TEENS, n - 10);
      const tens = at(CA_TENS, Math.floor(n / 10));
      if (n % 10 === 0) return tens;
      return n < 30 ? `${tens}-i-${at(CA_UNITS, n % 10)}` : `${tens}-${at(CA_UNITS, n % 10)}`;
    },
    hundreds: (h) => (h === 1 ? 'cent' : `${at(CA_UNITS, h)}-cents`),
  },
  gl: {
    units: GL_UNITS,
    teens: GL_TEENS,
    below100: (n) =>
      n < 10
        ? at(GL_UNITS, n)
        : n < 20
          ? at(GL_TEENS, n - 10)
          : n % 10 === 0
            ? at(GL_TENS, n / 10)
            : `${at(GL_TENS, Math.floor(n / 10))} e ${at(GL_UNITS, n % 10)}`,
    hundreds: (h) => at(GL_HUNDREDS, h),
  },
  eu: {
    units: EU_UNITS,
    teens: EU_TEENS,
    below100: (n) => {
      if (n < 10) return at(EU_UNITS, n);
      if (n < 20) return at(EU_TEENS, n - 10);
      const score = at(EU_SCORES, Math.floor(n / 20));
      const rest = n % 20;
      return rest === 0 ? score : `${score}ta ${rest < 10 ? at(EU_UNITS, rest) : at(EU_TEENS, rest - 10)}`;
    },
    hundreds: (h) => at(EU_HUNDREDS, h),
  },
  en: {
    units: EN_UNITS,
    teens: EN_TEENS,
    below100: (n) =>
      n < 10
        ? at(EN_UNITS, n)
        : n < 20
          ? at(EN_TEENS, n - 10)
          : n % 10 === 0
            ? at(EN_TENS, n / 10)
            : `${at(EN_TENS, Math.floor(n / 10))}-${at(EN_UNITS, n % 10)}`,
    hundreds: (h) => `${at(EN_UNITS, h)} hundred`,
  },
};

export const LANGS: Lang[] = ['es', 'ca', 'gl', 'eu', 'en'];

/** Word for one digit in `lang`. */
export const digitWord = (d: string, lang: Lang) => at(WORDS[lang].units, Number(d));

/** "612" → "seiscientos doce"; leading zeros ("05") are said digit by digit. */
export function valueWords(group: string, lang: Lang): string {
  const words = WORDS[lang];
  if (group.startsWith('0') || group.length > 3) return [...group].map((d) => digitWord(d, lang)).join(' ');
  const n = Number(group);
  if (n < 100) return words.below100(n);
  const h = Math.floor(n / 100);
  const rest = n % 100;
  if (rest === 0) return lang === 'es' && h === 1 ? 'cien' : lang === 'gl' && h === 1 ? 'cen' : words.hundreds(h);
  const join = lang === 'eu' ? ' eta ' : lang === 'en' && rest < 10 ? ' and ' : ' ';
  return `${words.hundreds(h)}${join}${words.below100(rest)}`;
}

/** Decimal digits of other scripts: the code point of their zero. */
export const DIGIT_SCRIPTS: Record<string, number> = {
  arabic: 0x0660,
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
  mathBold: 0x1d7ce,
  mathDoubleStruck: 0x1d7d8,
  mathMonospace: 0x1d7f6,
};

export function inScript(digits: string, script: string): string {
  if (script === 'keycap') return [...digits].map((d) => `${d}\uFE0F\u20E3`).join('');
  if (script === 'circled')
    return [...digits].map((d) => (d === '0' ? '⓪' : String.fromCodePoint(0x2460 + Number(d) - 1))).join('');
  if (script === 'superscript') return [...digits].map((d) => '⁰¹²³⁴⁵⁶⁷⁸⁹'.charAt(Number(d))).join('');
  const zero = DIGIT_SCRIPTS[script];
  if (zero === undefined) return digits;
  return [...digits].map((d) => String.fromCodePoint(zero + Number(d))).join('');
}

export type GroupStyle = 'digits' | 'perDigit' | 'value' | 'mixedDigit';

/** One group of a phone number in the given style and language. */
export function spellGroup(group: string, style: GroupStyle, lang: Lang, g: Gen): string {
  switch (style) {
    case 'digits':
      return group;
    case 'perDigit':
      return [...group].map((d) => digitWord(d, lang)).join(' ');
    case 'value':
      return valueWords(group, lang);
    case 'mixedDigit':
      return [...group].map((d) => (g.rng.chance(0.5) ? d : digitWord(d, lang))).join(' ');
  }
}
