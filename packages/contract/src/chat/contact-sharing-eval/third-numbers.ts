// Phone numbers for the third generator (third.ts, issue 26 third round): a number speller,
// separators, fillers and digit scripts written from scratch, sharing no code or lists with
// spell.ts/phones.ts (first generator) or second-numbers.ts (second), so that the three do not
// share one blind spot. Every list is dealt to the tuning and held-out halves (Deck).
import { DealtList, Rng, type Split } from './random.ts';

export type Lang = 'es' | 'ca' | 'gl' | 'eu' | 'en';

export const THIRD_SEED = 20261128;

/** A list dealt to the two halves by a seeded shuffle keyed on its name (odd positions to tuning). */
export class Deck extends DealtList {
  constructor(name: string, items: readonly string[]) {
    super(items, deckSeed(name), 'held');
  }
}

export function deckSeed(name: string): number {
  // sdbm over the name, xor the generator's seed: not FNV (first) nor djb2 (second).
  let h = 0;
  for (let i = 0; i < name.length; i++) h = (name.charCodeAt(i) + (h << 6) + (h << 16) - h) >>> 0;
  return (h ^ THIRD_SEED) >>> 0;
}

export type Draw = { rng: Rng; split: Split; from: (deck: Deck) => string };

export function draw(rng: Rng, split: Split): Draw {
  return { rng, split, from: (deck) => rng.pick(split === 'tune' ? deck.tune : deck.held) };
}

// ---------------------------------------------------------------------------------------------
// Number words

// prettier-ignore
const ONES: Record<Lang, string[]> = {
  es: ['cero', 'uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve'],
  ca: ['zero', 'un', 'dos', 'tres', 'quatre', 'cinc', 'sis', 'set', 'vuit', 'nou'],
  gl: ['cero', 'un', 'dous', 'tres', 'catro', 'cinco', 'seis', 'sete', 'oito', 'nove'],
  eu: ['zero', 'bat', 'bi', 'hiru', 'lau', 'bost', 'sei', 'zazpi', 'zortzi', 'bederatzi'],
  en: ['oh', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'],
};
// prettier-ignore
const TEENS: Record<Lang, string[]> = {
  es: ['diez', 'once', 'doce', 'trece', 'catorce', 'quince', 'dieciseis', 'diecisiete', 'dieciocho', 'diecinueve'],
  ca: ['deu', 'onze', 'dotze', 'tretze', 'catorze', 'quinze', 'setze', 'disset', 'divuit', 'dinou'],
  gl: ['dez', 'once', 'doce', 'trece', 'catorce', 'quince', 'dezaseis', 'dezasete', 'dezaoito', 'dezanove'],
  eu: ['hamar', 'hamaika', 'hamabi', 'hamahiru', 'hamalau', 'hamabost', 'hamasei', 'hamazazpi', 'hemezortzi', 'hemeretzi'],
  en: ['ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'],
};
// prettier-ignore
const TENS: Record<Lang, string[]> = {
  es: ['', '', 'veinte', 'treinta', 'cuarenta', 'cincuenta', 'sesenta', 'setenta', 'ochenta', 'noventa'],
  ca: ['', '', 'vint', 'trenta', 'quaranta', 'cinquanta', 'seixanta', 'setanta', 'vuitanta', 'noranta'],
  gl: ['', '', 'vinte', 'trinta', 'corenta', 'cincuenta', 'sesenta', 'setenta', 'oitenta', 'noventa'],
  eu: ['', '', 'hogei', '', 'berrogei', '', 'hirurogei', '', 'laurogei', ''],
  en: ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'],
};
// prettier-ignore
const HUNDREDS: Record<Lang, string[]> = {
  es: ['', 'ciento', 'doscientos', 'trescientos', 'cuatrocientos', 'quinientos', 'seiscientos', 'setecientos', 'ochocientos', 'novecientos'],
  ca: ['', 'cent', 'dos-cents', 'tres-cents', 'quatre-cents', 'cinc-cents', 'sis-cents', 'set-cents', 'vuit-cents', 'nou-cents'],
  gl: ['', 'cento', 'douscentos', 'trescentos', 'catrocentos', 'cincocentos', 'seiscentos', 'setecentos', 'oitocentos', 'novecentos'],
  eu: ['', 'ehun', 'berrehun', 'hirurehun', 'laurehun', 'bostehun', 'seiehun', 'zazpiehun', 'zortziehun', 'bederatziehun'],
  en: ['', 'one hundred', 'two hundred', 'three hundred', 'four hundred', 'five hundred', 'six hundred', 'seven hundred', 'eight hundred', 'nine hundred'],
};
const ES_VEINTI = ['veinte', 'veintiuno', 'veintidos', 'veintitres', 'veinticuatro', 'veinticinco', 'veintiseis'];

/** 10–99 in words (never with a leading zero). */
function pair(n: number, l: Lang, rng: Rng): string {
  if (n < 10) return ONES[l][n] as string;
  if (n < 20) return TEENS[l][n - 10] as string;
  const ten = Math.floor(n / 10);
  const unit = n % 10;
  if (l === 'eu') {
    const base = ['', 'hogei', 'berrogei', 'hirurogei', 'laurogei'][Math.floor(n / 20)] as string;
    const rest = n % 20;
    return rest === 0 ? base : `${base}ta ${pair(rest, 'eu', rng)}`;
  }
  if (l === 'es' && ten === 2 && unit < 7 && rng.chance(0.7)) return ES_VEINTI[unit] as string;
  const tens = TENS[l][ten] as string;
  if (unit === 0) return tens;
  const one = ONES[l][unit] as string;
  if (l === 'es') return `${tens} y ${one}`;
  if (l === 'gl') return `${tens} e ${one}`;
  if (l === 'ca') return ten === 2 ? `vint-i-${one}` : `${tens}-${one}`;
  return rng.chance(0.5) ? `${tens}-${one}` : `${tens} ${one}`;
}

/** A group of digits said the way a person dictates it: digit by digit, in pairs, or as one number. */
export function say(group: string, l: Lang, rng: Rng): string {
  const digitByDigit = () =>
    [...group].map((d) => (l === 'en' && d === '0' && rng.chance(0.5) ? 'zero' : ONES[l][Number(d)])).join(' ');
  if (group.length === 1) return ONES[l][Number(group)] as string;
  const style = rng.int(0, 3);
  if (style === 0) return digitByDigit();
  if (group.length === 2) {
    if (group[0] === '0') return digitByDigit();
    if (group[0] === group[1] && rng.chance(0.4))
      return `${{ es: 'doble', ca: 'doble', gl: 'dobre', eu: 'bikoitza', en: 'double' }[l]} ${ONES[l][Number(group[0])]}`;
    return pair(Number(group), l, rng);
  }
  if (group.length === 3) {
    const head = Number(group[0]);
    const rest = Number(group.slice(1));
    // "seis cincuenta y cuatro": the first digit, then the pair.
    if (style === 1 && group[1] !== '0' && head !== 0) return `${ONES[l][head]} ${pair(rest, l, rng)}`;
    if (style === 2 && head !== 0) {
      const hundred = head === 1 && rest === 0 && l === 'es' ? 'cien' : (HUNDREDS[l][head] as string);
      if (rest === 0) return hundred;
      const link = l === 'eu' ? ' eta ' : l === 'en' ? ' and ' : ' ';
      return `${hundred}${link}${pair(rest, l, rng)}`;
    }
    return digitByDigit();
  }
  // Longer groups: pairs.
  const out: string[] = [];
  for (let i = 0; i < group.length; i += 2) out.push(say(group.slice(i, i + 2), l, rng));
  return out.join(' ');
}

// ---------------------------------------------------------------------------------------------
// Scripts, separators, fillers

/** The code point of zero in Unicode decimal digit sets, and a few that only fold (NFKC). */
// prettier-ignore
const ZEROS: Record<string, number> = {
  arabic: 0x660, persian: 0x6f0, nko: 0x7c0, devanagari: 0x966, bengali: 0x9e6, gurmukhi: 0xa66, gujarati: 0xae6,
  oriya: 0xb66, tamil: 0xbe6, telugu: 0xc66, kannada: 0xce6, malayalam: 0xd66, thai: 0xe50, lao: 0xed0, tibetan: 0xf20,
  myanmar: 0x1040, khmer: 0x17e0, mongolian: 0x1810, limbu: 0x1946, balinese: 0x1b50, fullwidth: 0xff10,
  bold: 0x1d7ce, doublestruck: 0x1d7d8, sans: 0x1d7e2, sansbold: 0x1d7ec, monospace: 0x1d7f6, javanese: 0xa9d0,
  cham: 0xaa50, osmanya: 0x104a0, adlam: 0x1e950,
};
export const SCRIPTS = new Deck('scripts', Object.keys(ZEROS));

export function inScript(digits: string, script: string): string {
  const zero = ZEROS[script] as number;
  return [...digits].map((d) => String.fromCodePoint(zero + Number(d))).join('');
}

const KEYCAP = '\ufe0f\u20e3';
export const keycaps = (digits: string) => [...digits].map((d) => `${d}${KEYCAP}`).join('');

// prettier-ignore
export const SEPARATORS = new Deck('separators', [
  ' ', '-', '.', ' ', '–', ' – ', '\u2011', '\u2012', ' \u2014 ', '\u2212', ', ', ' , ', '/', ' / ', '|', ' | ', '_', '·',
  ' · ', '•', ' • ', '\u00a0', '\u2009', '\u202f', '\u3000', ' ~ ', '~', '..', ' .. ', ' -- ', ' => ', ' → ', ' ➖ ', '\u2043',
  ' ; ', ':', ' : ', ' + ', '\u200b', ' \u2010 ', ' * ', ' ^ ', ' ¦ ', '\u2027', ' = ', ' ,, ', '\t', ' ・ ',
]);
// prettier-ignore
export const EMOJI = new Deck('emoji', [
  ' 📲 ', ' ☎️ ', ' 🏃 ', ' 🧘 ', ' 💚 ', ' 🙏 ', ' 👇 ', ' 🔸 ', ' ⭐ ', ' 🎉 ', ' 😎 ', ' 🤗 ', ' 🏆 ', ' 🥇 ', ' 💯 ',
  ' 👀 ', ' 🌈 ', ' 🍏 ', ' 🌞 ', ' 🏊 ', ' 🚴 ', ' ⚽ ', ' 🤝 ', ' 😅 ',
]);
// prettier-ignore
export const FILLERS: Record<Lang, Deck> = {
  es: new Deck('fill-es', [
    'y luego', 'y el resto', 'lo que sigue:', 'después', 'a continuación', 'seguido del', 'y para acabar', 'después viene el',
    'y tras eso', 'luego pon', 'y cierra con', 'el final es', 'lo demás:', 'y los últimos', 'y después el', 'sigue con',
    'continúa con', 'luego ya', 'y por fin', 'y de remate', 'y termina en', 'la segunda parte es', 'y la última parte',
    'y a eso le sigues', 'detrás va', 'después de eso', 'y ahora el', 'y ya lo último:', 'más adelante', 'y de seguido',
    'luego viene', 'y el final', 'y completa con', 'y pegado', 'y sin espacio',
  ]),
  ca: new Deck('fill-ca', ['després', 'i tot seguit', 'i acaba en', 'i la resta és', 'i després el', 'i al final', 'i llavors']),
  gl: new Deck('fill-gl', ['e despois', 'e logo', 'e o resto é', 'e remata con', 'e a seguir', 'e ao final']),
  eu: new Deck('fill-eu', ['eta gero', 'ondoren', 'eta azkenik', 'eta amaitzeko', 'jarraian', 'eta bukatzeko']),
  en: new Deck('fill-en', ['then', 'and after that', 'and the rest is', 'ending in', 'followed by', 'and last']),
};
// prettier-ignore
export const HEADS = new Deck('heads', [
  'prefijo', 'el prefijo es el', 'empieza con', 'arranca en', 'los primeros son', 'al comienzo', 'primero el', 'lo primero:',
  'comienza por', 'de inicio',
]);
// prettier-ignore
export const INTL = new Deck('intl', [
  '+34 ', '+34', '0034 ', '(+34) ', '+34 - ', '00 34 ', '+ 34 ', '(0034) ', '+34.', '[+34] ', '＋34 ', '+３４ ',
]);
const ABROAD = ['+351 9', '+33 6', '+44 7', '+52 1 55', '+54 9 11', '+57 3', '+39 3', '+49 15'];

// ---------------------------------------------------------------------------------------------
// Phones

export const SHAPES = [
  [3, 3, 3],
  [3, 3, 3],
  [3, 2, 2, 2],
  [2, 3, 2, 2],
  [3, 3, 3],
  [1, 2, 2, 2, 2],
  [3, 4, 2],
  [2, 2, 2, 2, 1],
  [9],
];

export function mobile(rng: Rng): string {
  const head = rng.pick(['6', '6', '6', '7', '9', '6']);
  const second =
    head === '7'
      ? rng.pick(['1', '2', '3', '4'])
      : head === '9'
        ? rng.pick(['1', '3', '5', '8'])
        : String(rng.int(0, 9));
  return head + second + rng.digits(7);
}

export function cut(digits: string, shape: readonly number[]): string[] {
  const out: string[] = [];
  let at = 0;
  for (const n of shape) {
    out.push(digits.slice(at, at + n));
    at += n;
  }
  return out;
}

export const FORMS = ['plain', 'separators', 'filler', 'emoji', 'words', 'half', 'script', 'intl', 'commas'] as const;
export type Form = (typeof FORMS)[number];

export function phone(d: Draw, form: Form, l: Lang): string {
  const rng = d.rng;
  const digits = mobile(rng);
  const groups = cut(digits, form === 'plain' ? rng.pick(SHAPES) : rng.pick(SHAPES.slice(0, 8)));
  switch (form) {
    case 'plain':
      return groups.join(rng.pick([' ', '', '.', '-']));
    case 'separators':
      return groups.join(d.from(SEPARATORS));
    case 'commas':
      return groups.join(rng.pick([', ', ',', ' , ', ',  ']));
    case 'emoji':
      return groups.join(d.from(EMOJI));
    case 'filler': {
      const head = rng.chance(0.35) ? `${l === 'es' ? d.from(HEADS) : ''} ` : '';
      const said = groups.map((g) => (rng.chance(0.2) ? say(g, l, rng) : g));
      return (
        head.trimStart() +
        said.map((g, i) => (i === 0 ? g : `${rng.pick([',', '', '', '.'])} ${d.from(FILLERS[l])} ${g}`)).join('')
      );
    }
    case 'words':
      return groups.map((g) => say(g, l, rng)).join(rng.pick([' ', ', ', ' / ', ' - ', ' ', '; ']));
    case 'half': {
      const at = rng.int(1, groups.length - 1);
      const wordsFirst = rng.chance(0.5);
      return groups
        .map((g, i) => (i < at === wordsFirst ? say(g, l, rng) : g))
        .join(rng.pick([' ', ' ', ', ', ' y ', ' - ']));
    }
    case 'script': {
      const script = d.from(SCRIPTS);
      if (rng.chance(0.15)) return groups.map((g) => keycaps(g)).join(' ');
      const every = rng.chance(0.5);
      return groups.map((g, i) => (every || i % 2 === 1 ? inScript(g, script) : g)).join(rng.pick([' ', '-', ' ', '']));
    }
    case 'intl': {
      if (rng.chance(0.2)) return `${rng.pick(ABROAD)}${rng.digits(3)} ${rng.digits(4)}`;
      return `${d.from(INTL)}${groups.join(rng.pick([' ', '', '-', ' ', '.']))}`;
    }
  }
}

/** A number split over 2 or 3 messages: pieces of digits, words or both. */
export function pieces(d: Draw, l: Lang): string[] {
  const rng = d.rng;
  const digits = mobile(rng);
  const shape = rng.pick([
    [3, 6],
    [6, 3],
    [3, 3, 3],
    [4, 5],
    [2, 4, 3],
    [5, 4],
  ]);
  return cut(digits, shape).map((chunk) => {
    const sub =
      chunk.length > 3 ? cut(chunk, chunk.length === 4 ? [2, 2] : chunk.length === 5 ? [3, 2] : [3, 3]) : [chunk];
    return sub.map((g) => (rng.chance(0.3) ? say(g, l, rng) : g)).join(rng.pick([' ', ' ', '.', '-', ', ']));
  });
}
