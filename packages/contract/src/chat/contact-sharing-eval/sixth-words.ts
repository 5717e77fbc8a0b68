// Number words for the sixth generator: digits in the languages of Spain and English, with
// typed-on-a-phone misspellings, and pairs and hundreds said as one number ("cincuenta y
// cuatro", "seiscientos doce", "trenta-quatre", "corenta e dous", "sixty-five").
import type { Roll } from './sixth-dice.ts';

// prettier-ignore
export const DIGIT_WORDS: Record<string, readonly string[]> = {
  es: ['cero', 'uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve'],
  typo: ['sero', 'uno', 'dso', 'tres', 'cuatro', 'sinco', 'sies', 'siette', 'ocjo', 'nuebe'],
  ca: ['zero', 'u', 'dos', 'tres', 'quatre', 'cinc', 'sis', 'set', 'vuit', 'nou'],
  gl: ['cero', 'un', 'dous', 'tres', 'catro', 'cinco', 'seis', 'sete', 'oito', 'nove'],
  eu: ['zero', 'bat', 'bi', 'hiru', 'lau', 'bost', 'sei', 'zazpi', 'zortzi', 'bederatzi'],
  en: ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'],
  caps: ['CERO', 'UNO', 'DOS', 'TRES', 'CUATRO', 'CINCO', 'SEIS', 'SIETE', 'OCHO', 'NUEVE'],
};

// prettier-ignore
const ES_TEENS = ['diez', 'once', 'doce', 'trece', 'catorce', 'quince', 'dieciseis', 'diecisiete', 'dieciocho', 'diecinueve'];
// prettier-ignore
const ES_TWENTIES = ['veinte', 'veintiuno', 'veintidos', 'veintitres', 'veinticuatro', 'veinticinco', 'veintiseis', 'veintisiete', 'veintiocho', 'veintinueve'];
// prettier-ignore
const ES_TENS = ['', '', '', 'treinta', 'cuarenta', 'cincuenta', 'sesenta', 'setenta', 'ochenta', 'noventa'];
// prettier-ignore
const ES_HUNDREDS = ['', 'ciento', 'doscientos', 'trescientos', 'cuatrocientos', 'quinientos', 'seiscientos', 'setecientos', 'ochocientos', 'novecientos'];
// prettier-ignore
const CA_TEENS = ['deu', 'onze', 'dotze', 'tretze', 'catorze', 'quinze', 'setze', 'disset', 'divuit', 'dinou'];
// prettier-ignore
const CA_TENS = ['', '', 'vint', 'trenta', 'quaranta', 'cinquanta', 'seixanta', 'setanta', 'vuitanta', 'noranta'];
// prettier-ignore
const GL_TEENS = ['dez', 'once', 'doce', 'trece', 'catorce', 'quince', 'dezaseis', 'dezasete', 'dezaoito', 'dezanove'];
// prettier-ignore
const GL_TENS = ['', '', 'vinte', 'trinta', 'corenta', 'cincuenta', 'sesenta', 'setenta', 'oitenta', 'noventa'];
// prettier-ignore
const EN_TEENS = ['ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
// prettier-ignore
const EN_TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

const at = (list: readonly string[], i: number) => list[i] as string;

/** A two-digit group as one number; a leading zero is said ("cero siete"). */
export function pairWords(pair: string, lang: string): string {
  const tens = Number(pair[0]);
  const unit = Number(pair[1]);
  const digits = DIGIT_WORDS[lang === 'typo' || lang === 'caps' ? 'es' : lang] ?? DIGIT_WORDS.es;
  if (tens === 0) return `${at(digits as string[], 0)} ${at(digits as string[], unit)}`;
  if (lang === 'ca') {
    if (tens === 1) return at(CA_TEENS, unit);
    return unit === 0
      ? at(CA_TENS, tens)
      : `${at(CA_TENS, tens)}${tens === 2 ? '-i-' : '-'}${at(DIGIT_WORDS.ca!, unit)}`;
  }
  if (lang === 'gl') {
    if (tens === 1) return at(GL_TEENS, unit);
    return unit === 0 ? at(GL_TENS, tens) : `${at(GL_TENS, tens)} e ${at(DIGIT_WORDS.gl!, unit)}`;
  }
  if (lang === 'en') {
    if (tens === 1) return at(EN_TEENS, unit);
    return unit === 0 ? at(EN_TENS, tens) : `${at(EN_TENS, tens)}-${at(DIGIT_WORDS.en!, unit)}`;
  }
  if (lang === 'eu') return `${at(DIGIT_WORDS.eu!, tens)} ${at(DIGIT_WORDS.eu!, unit)}`;
  let out: string;
  if (tens === 1) out = at(ES_TEENS, unit);
  else if (tens === 2) out = at(ES_TWENTIES, unit);
  else out = unit === 0 ? at(ES_TENS, tens) : `${at(ES_TENS, tens)} y ${at(DIGIT_WORDS.es!, unit)}`;
  return lang === 'caps' ? out.toUpperCase() : out;
}

/** A three-digit group as one Spanish number ("seiscientos doce"), or a digit and a pair. */
export function tripleWords(triple: string, lang: string): string {
  const h = Number(triple[0]);
  const rest = triple.slice(1);
  if (lang !== 'es' || h === 0) return `${wordsOf(triple[0] as string, lang)} ${pairWords(rest, lang)}`;
  if (rest === '00') return h === 1 ? 'cien' : at(ES_HUNDREDS, h);
  const tail = rest[0] === '0' ? at(DIGIT_WORDS.es!, Number(rest[1])) : pairWords(rest, 'es');
  return `${at(ES_HUNDREDS, h)} ${tail}`;
}

/** Every digit as a word, joined by `join`. */
export function wordsOf(digits: string, lang: string, join = ' '): string {
  const words = DIGIT_WORDS[lang] ?? DIGIT_WORDS.es!;
  return [...digits].map((c) => at(words, Number(c))).join(join);
}

/** A group said the way a person might: digit by digit, in pairs, or as one number. */
export function sayGroup(r: Roll, group: string, lang: string): string {
  if (group.length === 2 && r.maybe(0.6)) return pairWords(group, lang);
  if (group.length === 3 && r.maybe(0.5)) return tripleWords(group, lang);
  if (group.length === 4 && r.maybe(0.5))
    return `${pairWords(group.slice(0, 2), lang)} ${pairWords(group.slice(2), lang)}`;
  return wordsOf(group, lang, r.maybe(0.8) ? ' ' : r.pick([', ', '-', '']));
}
