// Phone numbers for the contact-sharing rule, however they are typed or dictated: digits with any
// separators, number words in Spanish, Catalan and English ("seis cero cero", "sis-cents dotze",
// "six double oh"), digits glued to words ("1two3") and look-alike letters inside digit groups
// ("6OO l23", "6l1 2Z3"). Works on the tokens of folded text (contact-sharing-tokens.ts) in one
// linear pass: no regex with nested quantifiers, so a long hostile message costs about the same
// as an ordinary one.
import type { Token } from './contact-sharing-tokens.ts';

export type PhoneMatch = { start: number; end: number; spelled: boolean };

/** Word → value, from rows of "|"-separated synonyms (Spanish|Catalan|English) starting at `first`. */
function table(first: number, rows: string[]): Map<string, number> {
  return new Map(rows.flatMap((row, i) => row.split('|').map((word) => [word, first + i] as const)));
}

// Catalan "u" is also Spanish "or" ("siete u ocho"): harmless, it only makes short runs.
const UNITS = table(0, [
  'cero|zero',
  'uno|un|una|u|one',
  'dos|dues|two',
  'tres|three',
  'cuatro|quatre|four',
  'cinco|cinc|five',
  'seis|sis|six',
  'siete|set|seven',
  'ocho|vuit|eight',
  'nueve|nou|nine',
]);
const TEENS = new Map([
  ...table(10, [
    'diez|deu|ten',
    'once|onze|eleven',
    'doce|dotze|twelve',
    'trece|tretze|thirteen',
    'catorce|catorze|fourteen',
    'quince|quinze|fifteen',
    'dieciseis|setze|sixteen',
    'diecisiete|disset|seventeen',
    'dieciocho|divuit|eighteen',
    'diecinueve|dinou|nineteen',
  ]),
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
]);
// Tens digit: "treinta" → 3.
const TENS = table(2, [
  'veinte|vint|twenty',
  'treinta|trenta|thirty',
  'cuarenta|quaranta|forty',
  'cincuenta|cinquanta|fifty',
  'sesenta|seixanta|sixty',
  'setenta|setanta|seventy',
  'ochenta|vuitanta|eighty',
  'noventa|noranta|ninety',
]);
// Hundreds digit: "seiscientos" → 6.
const HUNDREDS = table(1, [
  'cien|ciento|cent',
  'doscientos|doscientas',
  'trescientos|trescientas',
  'cuatrocientos|cuatrocientas',
  'quinientos|quinientas',
  'seiscientos|seiscientas',
  'setecientos|setecientas',
  'ochocientos|ochocientas',
  'novecientos|novecientas',
]);
// "dos-cents", "six hundred": a unit word followed by one of these.
const HUNDRED_SUFFIXES = new Set(['cents', 'centes', 'hundred']);
const REPEATERS = new Map([
  ['double', 2],
  ['doble', 2],
  ['triple', 3],
]);
// "treinta y cuatro", "vint-i-dos", "forty and two": between tens and a unit.
const CONNECTORS = new Set(['y', 'i', 'and']);
// A lone "o"/"oh" is a zero only between digits ("six oh oh one", "6 O O 1").
const ZERO_WORDS = new Set(['o', 'oh']);
// Characters that may separate the groups of one phone number.
const JOINERS = new Set([' ', '.', '-', '_', '(', ')', '/', '·', '*', '~', '|', '\\', '=']);
const LOOK_ALIKES: Record<string, string> = { o: '0', l: '1', i: '1', z: '2' };
const UNIT_WORDS = [...UNITS.keys()].filter((w) => w.length > 1).sort((a, b) => b.length - a.length);
// Every word the parser knows, and the first two letters of the unit words (for glued ones
// like "seiscerocero"): a quick "no" for ordinary words.
const NUMBER_WORDS = new Set([
  ...UNITS.keys(),
  ...TEENS.keys(),
  ...TENS.keys(),
  ...HUNDREDS.keys(),
  ...REPEATERS.keys(),
]);
const UNIT_PREFIXES = new Set(UNIT_WORDS.map((w) => w.slice(0, 2)));

type Item =
  | { kind: 'num'; digits: string; spelled: boolean; fromWords: boolean; start: number; end: number }
  | { kind: 'zero' }
  | { kind: 'join'; char: string }
  | { kind: 'comma' }
  | { kind: 'plus' }
  | { kind: 'break' };

/** "6oo", "1two3", "six00", "seiscerocero": digits, unit words and (next to a digit) look-alikes. */
function decomposeGlued(token: string): { digits: string; spelled: boolean } | null {
  const hasDigit = /\d/.test(token);
  if (!hasDigit && !UNIT_PREFIXES.has(token.slice(0, 2))) return null;
  let digits = '';
  let words = 0;
  let spelled = false;
  let i = 0;
  // Greedy longest match, no backtracking: linear in the token's length.
  while (i < token.length) {
    const ch = token.charAt(i);
    if (ch >= '0' && ch <= '9') {
      digits += ch;
      i += 1;
      continue;
    }
    const word = UNIT_WORDS.find((w) => token.startsWith(w, i));
    if (word) {
      digits += String(UNITS.get(word));
      words += 1;
      spelled = true;
      i += word.length;
      continue;
    }
    const lookAlike = LOOK_ALIKES[ch];
    if (lookAlike && hasDigit) {
      digits += lookAlike;
      spelled = true;
      i += 1;
      continue;
    }
    return null;
  }
  // A letters-only token counts only when it is several number words glued together.
  if (!hasDigit && words < 2) return null;
  return { digits, spelled };
}

/** Index of the next token after `i` that is not a single space or hyphen (at most one skipped). */
function nextWordIndex(tokens: Token[], i: number): number {
  const next = tokens[i + 1];
  if (next && (next.kind === 'space' || next.text === '-')) return i + 2;
  return i + 1;
}

/** Below one hundred, starting at token i: "treinta y cuatro", "trenta-quatre", "doce", "seis". */
function parseBelowHundred(tokens: Token[], i: number): { value: string; last: number } | null {
  const word = tokens[i]?.text;
  if (word === undefined) return null;
  const unit = UNITS.get(word);
  if (unit !== undefined) return { value: String(unit), last: i };
  const teen = TEENS.get(word);
  if (teen !== undefined) return { value: String(teen), last: i };
  const tens = TENS.get(word);
  if (tens === undefined) return null;
  let j = nextWordIndex(tokens, i);
  if (CONNECTORS.has(tokens[j]?.text ?? '')) j = nextWordIndex(tokens, j);
  const after = UNITS.get(tokens[j]?.text ?? '');
  if (after !== undefined && after > 0) return { value: `${tens}${after}`, last: j };
  return { value: `${tens}0`, last: i };
}

/** A spelled-out number starting at token i, with the index of its last token. */
function parseNumberWords(tokens: Token[], i: number): { value: string; last: number } | null {
  const word = tokens[i]?.text ?? '';
  const repeat = REPEATERS.get(word);
  if (repeat !== undefined) {
    const j = nextWordIndex(tokens, i);
    const target = tokens[j]?.text ?? '';
    const digit = ZERO_WORDS.has(target) ? '0' : /^\d$/.test(target) ? target : UNITS.get(target)?.toString();
    return digit === undefined ? null : { value: digit.repeat(repeat), last: j };
  }
  let hundreds = HUNDREDS.get(word);
  let last = i;
  if (hundreds === undefined && UNITS.has(word)) {
    const j = nextWordIndex(tokens, i);
    if (HUNDRED_SUFFIXES.has(tokens[j]?.text ?? '')) {
      hundreds = UNITS.get(word);
      last = j;
    }
  }
  if (hundreds === undefined) return parseBelowHundred(tokens, i);
  let j = nextWordIndex(tokens, last);
  if (tokens[j]?.text === 'and') j = nextWordIndex(tokens, j);
  const rest = parseBelowHundred(tokens, j);
  if (!rest) return { value: `${hundreds}00`, last };
  return { value: `${hundreds}${rest.value.padStart(2, '0')}`, last: rest.last };
}

function toItems(tokens: Token[]): Item[] {
  const items: Item[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as Token;
    const text = token.text;
    if (token.kind === 'space') items.push({ kind: 'join', char: ' ' });
    else if (token.kind === 'mark') {
      if (JOINERS.has(text)) items.push({ kind: 'join', char: text });
      else if (text === ',' || text === ';') items.push({ kind: 'comma' });
      else if (text === '+') items.push({ kind: 'plus' });
      else items.push({ kind: 'break' });
    } else if (ZERO_WORDS.has(text)) items.push({ kind: 'zero' });
    else {
      const words = NUMBER_WORDS.has(text) ? parseNumberWords(tokens, i) : null;
      if (words) {
        const end = (tokens[words.last] as Token).end;
        items.push({ kind: 'num', digits: words.value, spelled: true, fromWords: true, start: token.start, end });
        i = words.last;
        continue;
      }
      const glued = decomposeGlued(text);
      if (glued) items.push({ kind: 'num', ...glued, fromWords: !/\d/.test(text), start: token.start, end: token.end });
      else items.push({ kind: 'break' });
    }
  }
  return items;
}

const BREAK: Item = { kind: 'break' };
const isNum = (item: Item | undefined, maxLength = Infinity): item is Extract<Item, { kind: 'num' }> =>
  item?.kind === 'num' && !item.fromWords && item.digits.length <= maxLength;
const isJoin = (item: Item | undefined, chars: string): boolean => item?.kind === 'join' && chars.includes(item.char);
const inRange = (digits: string, min: number, max: number) => Number(digits) >= min && Number(digits) <= max;

/**
 * Dates ("12-12-2026", "24/06/2026", "12/12") and dotted times ("18.00") that stand alone are
 * not parts of a phone number: turning them into breaks keeps "el 12-12-2026 18.00" apart.
 * "Alone" means no further digit group glued to them by the same kind of separator, so the
 * "10-11-12" inside "600-10-11-12" stays part of the phone.
 */
function dropDatesAndTimes(items: Item[]): Item[] {
  const out = [...items];
  const glued = (at: number, step: 1 | -1) => isJoin(out[at], '/.-') && isNum(out[at + step]);
  for (let i = 0; i < out.length; i++) {
    const a = out[i];
    if (!isNum(a, 2)) continue;
    const sep = out[i + 1];
    const b = out[i + 2];
    if (sep?.kind !== 'join' || !isNum(b, 2) || glued(i - 1, -1)) continue;
    const isTime = sep.char === '.' && inRange(a.digits, 0, 23) && b.digits.length === 2 && inRange(b.digits, 0, 59);
    if (isTime && !glued(i + 3, 1)) {
      out.fill(BREAK, i, i + 3);
      continue;
    }
    if (!'/.-'.includes(sep.char) || !inRange(a.digits, 1, 31) || !inRange(b.digits, 1, 12)) continue;
    const sep2 = out[i + 3];
    const year = out[i + 4];
    const hasYear =
      sep2?.kind === 'join' &&
      sep2.char === sep.char &&
      isNum(year) &&
      (/^(19|20)\d\d$/.test(year.digits) || year.digits.length === 2);
    const length = hasYear ? 5 : 3;
    if (!hasYear && sep.char !== '/') continue;
    if (glued(i + length, 1)) continue;
    out.fill(BREAK, i, i + length);
  }
  return out;
}

type Run = { groups: string[]; plus: boolean; spelled: boolean; start: number; end: number };

/**
 * A phone: nine or more digits from a group that starts with 6, 7, 8 or 9 (Spanish numbers), or
 * a run after "+", "00" or "34" (international prefixes). Other long runs (references,
 * "2025-0098-44", dates) are not phones.
 */
function isPhone(run: Run): boolean {
  const digits = run.groups.join('');
  if (digits.length < 9) return false;
  if (run.plus || digits.startsWith('00') || (digits.startsWith('34') && digits.length >= 11)) return true;
  let offset = 0;
  for (const group of run.groups) {
    if (digits.length - offset < 9) return false;
    if ('6789'.includes(digits.charAt(offset))) return true;
    offset += group.length;
  }
  return false;
}

/** The first phone number in the tokens of folded text (see lex), if any. */
export function findPhone(tokens: Token[]): PhoneMatch | null {
  const items = dropDatesAndTimes(toItems(tokens));
  let run: Run | null = null;
  // Lone "o"/"oh" seen since the last digit group: zeros only if another group follows.
  let zeros = 0;
  let comma = false;
  let plus = false;
  let lastSpelled = false;
  const close = (): PhoneMatch | null => {
    const done = run;
    run = null;
    zeros = 0;
    comma = false;
    if (done && isPhone(done)) return { start: done.start, end: done.end, spelled: done.spelled };
    return null;
  };
  for (const item of items) {
    if (item.kind === 'join') continue;
    if (item.kind === 'num') {
      // A comma separates numbers typed as digits ("a las 9, 10, 11") but not dictated words.
      const continues = run !== null && (!comma || (lastSpelled && item.fromWords));
      if (!continues) {
        const found = close();
        if (found) return found;
        run = { groups: [], plus, spelled: false, start: item.start, end: item.end };
      }
      const current = run as Run;
      if (zeros > 0) {
        current.groups.push('0'.repeat(zeros));
        current.spelled = true;
      }
      current.groups.push(item.digits);
      current.spelled ||= item.spelled;
      current.end = item.end;
      zeros = 0;
      comma = false;
      plus = false;
      lastSpelled = item.fromWords;
    } else if (item.kind === 'zero' && run !== null && !comma) {
      zeros += 1;
    } else if (item.kind === 'comma' && run !== null) {
      comma = true;
    } else {
      const found = close();
      if (found) return found;
      plus = item.kind === 'plus';
    }
  }
  return close();
}
