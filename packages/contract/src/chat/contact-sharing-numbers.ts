// Number words of the languages of Spain and English, read into digits: "seis" → 6, "cincuenta y
// cuatro" → 54, "vint-i-tres" → 23, "trinta e catro" → 34, "hogeita hamar" → 30, "seiscientos
// doce" → 612, "sis-cents" → 600, "doble cero" / "dos ceros" → 00. Works on the word tokens of
// folded text (no accents) in one pass: each parse moves forward and never backtracks.
import { lazy } from './contact-sharing-lazy.ts';
import type { Token } from './contact-sharing-text.ts';
import { abroadDigitWords } from './contact-sharing-numbers-abroad.ts';

/** Word → value, from rows of "|"-separated synonyms starting at `first`. */
function table(first: number, rows: string[]): Map<string, number> {
  return new Map(rows.flatMap((row, i) => row.split('|').map((word) => [word, first + i] as const)));
}

// Spanish | Catalan | Galician | Basque | English, in no particular order within a row; then
// the digits of the neighbours a gym hears from tourists and colleagues (French, Italian,
// Portuguese, German), and of the largest communities from abroad (Romanian; Moroccan Arabic as
// it is typed in Latin letters, "rb3a", "khamsa"); Spanish as said with the s dropped or lisped
// ("sinco", "sero"): one digit word alone is nothing, nine in a row are a number.
export const UNITS = lazy(
  () =>
    new Map([
      ...table(0, [
        'cero|zero|huts|null|sero|sifr|sfer|sefr',
        'uno|un|una|u|unha|bat|one|um|eins|unu|wahed|wa7ed|wahd',
        'dos|dues|dous|duas|bi|two|deux|due|dois|zwei|doi|doua|jouj|zouj|juj|joj',
        'tres|hiru|three|trois|tre|drei|trei|tlata|tlate|tleta',
        'cuatro|quatre|catro|lau|four|quattro|quatro|vier|patru|rb3a|reb3a|rab3a|arba',
        'cinco|cinc|bost|bortz|five|cinq|cinque|funf|cinci|sinco|zinco|khamsa|5amsa|khmsa|khemsa',
        'seis|sis|sei|six|sechs|sase|stta|setta|sitta',
        'siete|set|sete|zazpi|seven|sept|sette|sieben|sapte|sb3a|seb3a|sab3a',
        'ocho|vuit|huit|oito|zortzi|eight|otto|acht|opt|tmnya|tmanya|tmenya|tmania|tmnia',
        'nueve|nou|nove|bederatzi|nine|neuf|neun|noua|ts3ud|tes3ud|tas3ud|ts3a|tis3a|tes3oud|ts3oud',
      ]),
      ...abroadDigitWords(),
    ]),
);
/** Italian tens lose their vowel before "uno" and "otto": "ventuno" 21, "quarantotto" 48. */
const ITALIAN_ELIDED = () =>
  ['venti', 'trenta', 'quaranta', 'cinquanta', 'sessanta', 'settanta', 'ottanta', 'novanta'].flatMap(
    (ten, k): [string, number][] => [
      [`${ten.slice(0, -1)}uno`, (k + 2) * 10 + 1],
      [`${ten.slice(0, -1)}otto`, (k + 2) * 10 + 8],
    ],
  );
const TEENS = lazy(
  () =>
    new Map([
      ...table(10, [
        'diez|deu|dez|hamar|ten|dieci|dix|zehn',
        'once|onze|hamaika|eleven|undici|elf',
        'doce|dotze|hamabi|twelve|dodici|douze|doze|zwolf',
        'trece|tretze|hamahiru|thirteen|tredici|treize|treze|dreizehn',
        'catorce|catorze|hamalau|fourteen|quattordici|quatorze|vierzehn',
        'quince|quinze|hamabost|hamabortz|fifteen|quindici|funfzehn',
        'dieciseis|setze|dezaseis|hamasei|sixteen|sedici|seize|dezasseis|dezesseis|sechzehn',
        'diecisiete|disset|desset|deset|dezasete|hamazazpi|seventeen|diciassette|dezassete|dezessete|siebzehn',
        'dieciocho|divuit|devuit|dihuit|dezaoito|hemezortzi|eighteen|diciotto|dezoito|achtzehn',
        'diecinueve|dinou|denou|deneu|dezanove|hemeretzi|nineteen|diciannove|dezenove|neunzehn',
      ]),
      ...ITALIAN_ELIDED(),
      ...table(21, [
        'veintiuno|veintiun|veintiuna',
        'veintidos',
        'veintitres',
        'veinticuatro',
        'veinticinco',
        'veintiseis',
        'veintisiete',
        'veintiocho',
        'veintinueve',
      ]),
    ]),
);
/** Tens digit: "treinta" → 3. */
export const TENS = lazy(() =>
  table(2, [
    'veinte|vint|vinte|twenty|venti|vingt|zwanzig',
    'treinta|trenta|trinta|thirty|trente|dreissig',
    'cuarenta|quaranta|corenta|forty|fourty|quarante|quarenta|vierzig',
    'cincuenta|cinquanta|fifty|cinquante|cinquenta|funfzig',
    'sesenta|seixanta|sixty|sessanta|soixante|sessenta|sechzig',
    'setenta|setanta|seventy|settanta|siebzig',
    'ochenta|vuitanta|huitanta|oitenta|eighty|ottanta|achtzig',
    'noventa|noranta|ninety|novanta|neunzig',
  ]),
);
export const ENGLISH_TENS = lazy(
  () => new Set(['twenty', 'thirty', 'forty', 'fourty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety']),
);
/** Basque counts in twenties: "hogei" 20; "hogeita" + 1…19 is 21…39. */
const SCORES = lazy(
  () =>
    new Map([
      ['hogei', 20],
      ['berrogei', 40],
      ['hirurogei', 60],
      ['laurogei', 80],
    ]),
);
const SCORES_AND = lazy(() => new Map([...SCORES()].map(([word, value]) => [`${word}ta`, value])));
/** Hundreds digit: "seiscientos" → 6. */
const HUNDREDS = lazy(() =>
  table(1, [
    'cien|ciento|cent|cento|cen|ehun|hundred',
    'doscientos|doscientas|douscentos|duascentas|berrehun',
    'trescientos|trescientas|trescentos|trescentas|hirurehun',
    'cuatrocientos|cuatrocientas|catrocentos|catrocentas|laurehun',
    'quinientos|quinientas|quinentos|quinentas|cincocentos|bostehun',
    'seiscientos|seiscientas|seiscentos|seiscentas|seiehun',
    'setecientos|setecientas|setecentos|setecentas|zazpiehun',
    'ochocientos|ochocientas|oitocentos|oitocentas|zortziehun',
    'novecientos|novecientas|novecentos|novecentas|bederatziehun',
  ]),
);
/** "dos-cents", "six hundred": a unit word followed by one of these. */
const HUNDRED_SUFFIXES = lazy(() => new Set(['cents', 'centes', 'hundred', 'centos', 'centas']));
const REPEATERS = lazy(
  () =>
    new Map([
      ['doble', 2],
      ['double', 2],
      ['dobre', 2],
      ['bikoitza', 2],
      ['doblat', 2],
      ['hirukoitza', 3],
      ['triple', 3],
      ['treble', 3],
    ]),
);
/** "dos ceros", "two nines": a count followed by a plural digit. */
const TIMES = lazy(() => new Set(['veces', 'vegades', 'vezes', 'aldiz', 'times']));
const THE = lazy(() => new Set(['el', 'lo', 'un', 'the', 'o', 'a']));
const PLURALS = lazy(() =>
  table(0, [
    'ceros|zeros|zeroes',
    'unos|ones',
    'doses|twos',
    'treses|threes',
    'cuatros|fours',
    'cincos|fives',
    'seises|sixes',
    'sietes|sevens',
    'ochos|eights',
    'nueves|nines',
  ]),
);
/** Between tens and a unit ("treinta y cuatro", "vint-i-dos", "trinta e catro") or after hundreds. */
const CONNECTORS = lazy(() => new Set(['y', 'i', 'e', 'and', 'eta']));

/** Every word a number can start with: a quick "no" for ordinary words. */
export const NUMBER_STARTS = lazy(
  () =>
    new Set([
      ...UNITS().keys(),
      ...TEENS().keys(),
      ...TENS().keys(),
      ...SCORES().keys(),
      ...SCORES_AND().keys(),
      ...HUNDREDS().keys(),
      ...REPEATERS().keys(),
    ]),
);

export type ParsedNumber = { value: string; last: number };

/** Index of the next word token after `i`, skipping one space or hyphen; -1 if none. */
function nextWord(tokens: Token[], i: number): number {
  let j = i + 1;
  const between = tokens[j];
  if (between && (between.kind === 'space' || between.text === '-')) j++;
  return tokens[j]?.kind === 'word' ? j : -1;
}

const wordAt = (tokens: Token[], i: number) => (i >= 0 ? (tokens[i]?.text ?? '') : '');
const singleDigit = (word: string) => (word.length === 1 && word >= '0' && word <= '9' ? Number(word) : undefined);
const unitOf = (word: string) => UNITS().get(word) ?? singleDigit(word);

/** 1…19 for Basque "hogeita …" and Spanish "diez y seis". */
function belowTwenty(word: string): number | undefined {
  return TEENS().get(word) ?? unitOf(word);
}

/** Below one hundred, starting at token i: "treinta y cuatro", "trenta-quatre", "doce", "seis". */
function belowHundred(tokens: Token[], i: number): ParsedNumber | null {
  const word = wordAt(tokens, i);
  const unit = UNITS().get(word);
  if (unit !== undefined) return { value: String(unit), last: i };
  const teen = TEENS().get(word);
  if (teen !== undefined) return { value: String(teen), last: i };
  const scoreAnd = SCORES_AND().get(word);
  if (scoreAnd !== undefined) {
    const j = nextWord(tokens, i);
    const rest = belowTwenty(wordAt(tokens, j));
    return rest === undefined ? { value: String(scoreAnd), last: i } : { value: String(scoreAnd + rest), last: j };
  }
  const score = SCORES().get(word);
  if (score !== undefined) return { value: String(score), last: i };
  const tens = TENS().get(word);
  if (tens === undefined) return null;
  let j = nextWord(tokens, i);
  // "treinta y cuatro", "vint-i-dos", "thirty-four", "forty two"; but "treinta dos" is 30, 2.
  const hyphen = tokens[i + 1]?.text === '-';
  const connected = CONNECTORS().has(wordAt(tokens, j));
  if (connected) j = nextWord(tokens, j);
  const after = unitOf(wordAt(tokens, j));
  const joined = connected || hyphen || ENGLISH_TENS().has(word);
  if (joined && after !== undefined && after > 0) return { value: `${tens}${after}`, last: j };
  return { value: `${tens}0`, last: i };
}

/** A spelled-out number starting at word token i, with the index of its last token. */
export function parseNumberWords(tokens: Token[], i: number): ParsedNumber | null {
  const word = wordAt(tokens, i);
  const repeat = REPEATERS().get(word);
  if (repeat !== undefined) {
    const j = nextWord(tokens, i);
    const target = wordAt(tokens, j);
    const digit = target === 'o' || target === 'oh' ? 0 : unitOf(target);
    return digit === undefined ? null : { value: String(digit).repeat(repeat), last: j };
  }
  const unit = UNITS().get(word);
  if (unit !== undefined && unit >= 2 && unit <= 4) {
    const j = nextWord(tokens, i);
    const plural = PLURALS().get(wordAt(tokens, j));
    if (plural !== undefined) return { value: String(plural).repeat(unit), last: j };
    // "tres veces el cuatro", "two times five": a digit said so many times.
    if (TIMES().has(wordAt(tokens, j))) {
      let k = nextWord(tokens, j);
      if (THE().has(wordAt(tokens, k))) k = nextWord(tokens, k);
      const digit = wordAt(tokens, k) === 'o' ? undefined : unitOf(wordAt(tokens, k));
      if (digit !== undefined && digit <= 9) return { value: String(digit).repeat(unit), last: k };
    }
  }
  let hundreds = HUNDREDS().get(word);
  let last = i;
  if (hundreds === undefined && unit !== undefined) {
    const j = nextWord(tokens, i);
    if (HUNDRED_SUFFIXES().has(wordAt(tokens, j))) {
      hundreds = unit;
      last = j;
    }
  }
  if (hundreds === undefined) return belowHundred(tokens, i);
  let j = nextWord(tokens, last);
  if (CONNECTORS().has(wordAt(tokens, j))) j = nextWord(tokens, j);
  const rest = j < 0 ? null : belowHundred(tokens, j);
  if (!rest) return { value: `${hundreds}00`, last };
  return { value: `${hundreds}${rest.value.padStart(2, '0')}`, last: rest.last };
}

/** Every word the parser above reads (connectors aside): what a glued run of words may be cut into. */
export const NUMBER_PIECES = lazy(() => new Set([...NUMBER_STARTS(), ...PLURALS().keys(), ...HUNDRED_SUFFIXES()]));
/** "y", "i", "e", "and", "eta": allowed inside a glued run ("treintaycuatro"), never at its ends. */
export const NUMBER_CONNECTORS = CONNECTORS;
