// Numbers of other kinds in the stream of digit groups (contact-sharing-digits.ts): times, full
// dates, decimals and quantities ("12 €", "3 kg", "45 min") become breaks; short dates, ranges
// and rep pyramids stay as suspect groups when other groups stand next to them; codes glued to
// letters ("AK-870-735") become breaks.
import { BREAK, type Item, type Num } from './contact-sharing-digits.ts';
import { lazy, lazyWords } from './contact-sharing-lazy.ts';
import { COUNTED_WORDS, PHONE_CUES, UNIT_WORDS } from './contact-sharing-phone-words.ts';

/** Letters glued to digits by a mark ("AK-870-735", "683.526.322-Y", "DM-144-003") make a code. */
const CODE_LETTERS = /^[a-z]{1,4}$/;
/** Between two messages (contact-sharing-phone.ts). */
export const MESSAGE_BOUNDARY = '\u241e';
const CODE_MARKS = lazy(() => new Set(['-', '.', '/', '_']));

const isNum = (item: Item | undefined, maxLength = Infinity): item is Num =>
  item?.kind === 'num' && !item.spelled && item.digits.length <= maxLength;
const sepChar = (item: Item | undefined) => (item?.kind === 'sep' ? item.char : '');
const inRange = (digits: string, min: number, max: number) => Number(digits) >= min && Number(digits) <= max;

/** Index of the next non-space item after i (at most one space skipped). */
function skipSpace(items: Item[], i: number): number {
  return sepChar(items[i]) === ' ' ? i + 1 : i;
}

/**
 * Turns into breaks what is a number of another kind: "a sep b" with no space, where a further
 * "sep number" would make it part of a longer dotted or dashed phone instead.
 * - times 18:30, 18.30, 12:30:15; dates 24/06/2026, 24-06-2026, 2026-06-24, 24.06.2026;
 * - decimals 29,95 and 1.5;
 * - short dates 24/06 and ranges 9-11: breaks when they stand alone, kept as suspect groups
 *   when other digit groups stand right next to them ("911 – 632 – 7–2 5");
 * - quantities: a number next to a unit mark or followed by a unit word ("12 €", "3 kg", "45 min").
 */
/** Breaks every group glued by marks (no space) to the letters of a code, in both directions. */
function markCodes(items: Item[]): void {
  for (let i = 0; i < items.length; i++) {
    const item = items[i];
    if (item?.kind !== 'word' || !CODE_LETTERS.test(item.text) || PHONE_CUES().has(item.text)) continue;
    // "807-oh": a zero said in a dictation, not the letters of a code.
    if (item.cls === 'zero') continue;
    for (const step of [1, -1]) {
      let k = i + step;
      while (CODE_MARKS().has(sepChar(items[k])) && items[k + step]?.kind === 'num') {
        items[k + step] = BREAK;
        k += 2 * step;
      }
    }
  }
}

/**
 * "25-23-21-19", "8-10-12-14": four or more small numbers dashed, each further from the first and
 * not all single digits, are a rep pyramid or a range of weights, not a number dictated in pieces.
 */
function markPyramids(items: Item[]): void {
  for (let i = 0; i < items.length; i++) {
    let k = i;
    const values: number[] = [];
    while (isNum(items[k], 2) && Number((items[k] as Num).digits) <= 31) {
      values.push(Number((items[k] as Num).digits));
      if (sepChar(items[k + 1]) !== '-' || !isNum(items[k + 2])) break;
      k += 2;
    }
    const from = i;
    // Each run is read once: linear time.
    i = k;
    // Single digits dashed ("6-7-8-9 1-2-3-4-5") may be a number said digit by digit.
    if (values.length < 4 || values.every((v) => v < 10)) continue;
    const up = values.every((v, n) => n === 0 || v > (values[n - 1] as number));
    const down = values.every((v, n) => n === 0 || v < (values[n - 1] as number));
    if (up || down) items.fill(BREAK, from, k + 1);
  }
}

export function markQuantities(items: Item[]): void {
  markCodes(items);
  markPyramids(items);
  for (let i = 0; i < items.length; i++) {
    const a = items[i];
    if (a?.kind !== 'num') continue;
    const next = items[skipSpace(items, i + 1)];
    // Only a currency comes before its number ("€30"); "n° 612…", "#612…" label what follows.
    const unitBefore = items[i - 1]?.kind === 'break' && (items[i - 1] as { unit?: string }).unit === 'before';
    if ((next?.kind === 'word' && UNIT_WORDS().has(next.text)) || (next?.kind === 'break' && next.unit) || unitBefore) {
      items[i] = BREAK;
      // "9.516 €", "1,200 kg": the thousands before the mark are the same quantity.
      const mark = sepChar(items[i - 1]);
      if ((mark === '.' || mark === ',') && a.digits.length === 3 && isNum(items[i - 2], 3)) items[i - 2] = BREAK;
      continue;
    }
    // "los tres primeros 611", "los tres del medio 341": a count that introduces the digits, like
    // a filler word.
    if (next?.kind === 'word' && a.digits.length === 1 && (COUNTED_WORDS().has(next.text) || countedPart(items, i))) {
      items[i] = { kind: 'word', cls: 'sequence', text: a.digits, token: a.token };
      continue;
    }
    if (a.spelled) continue;
    const sep = sepChar(items[i + 1]);
    const b = items[i + 2];
    if (!sep || sep === ' ' || !isNum(b)) continue;
    // Times are isolated from their own kind only: "18:00-19:00" is two times, and
    // "662:23:31:61", four groups in a row, is no time; "." and "," likewise ("18.00-19.00" is two
    // times, "600.12.34" a phone); "/" and "-" from any mark.
    const isolatedFrom = sep === ':' || sep === '.' || sep === ',' ? sep : 'any';
    if (isolatedFrom && glued(items, i - 1, -1, isolatedFrom)) continue;
    let length = 3;
    const c = items[i + 4];
    const threeParts = sepChar(items[i + 3]) === sep && isNum(c);
    if (threeParts) length = 5;
    if (isolatedFrom && glued(items, i + length, 1, isolatedFrom)) continue;
    const found = otherNumber(a.digits, sep, b.digits, threeParts ? (c as Num).digits : null);
    // "12,05 €": a decimal with its unit is a quantity, however suspect it looked.
    const kind = found === 'soft' && sep === ',' && unitAfter(items, i + length) ? 'hard' : found;
    if (kind === 'dotted' || (kind === 'soft' && (groupNear(items, i - 1, -1) || groupNear(items, i + length, 1)))) {
      items[i] = { ...a, soft: true };
      items[i + 2] = { ...b, soft: true };
      if (threeParts) items[i + 4] = { ...(c as Num), soft: true };
    } else if (kind === 'hard' && sep === '.' && !threeParts && dictatedAcross(items, i, length)) {
      // "736 04 || 00.51": a dotted pair alone between pieces of a number sent over messages is
      // a suspect pair. A comma stays a decimal ("9 y 60 || 5,14 || 357": a price between).
      items[i] = { ...a, soft: true };
      items[i + 2] = { ...b, soft: true };
    } else if (kind) items.fill(BREAK, i, i + length);
  }
}

/** "tres del medio", "dos del final": a count of the part of a number named after it. */
function countedPart(items: Item[], i: number): boolean {
  const of = items[skipSpace(items, i + 1)];
  if (of?.kind !== 'word' || (of.text !== 'del' && of.text !== 'de')) return false;
  const part = items[skipSpace(items, skipSpace(items, i + 1) + 1)];
  return part?.kind === 'word' && PARTS().has(part.text);
}
const PARTS = lazyWords('medio centro final principio inicio');

/** A unit word or mark right after items[at] ("€", "kg", "euros"). */
function unitAfter(items: Item[], at: number): boolean {
  const next = items[skipSpace(items, at)];
  return (next?.kind === 'word' && UNIT_WORDS().has(next.text)) || (next?.kind === 'break' && next.unit !== undefined);
}

/** A group of the sender's other message next to items[i…i+length) on either side, across the boundary. */
const dictatedAcross = (items: Item[], i: number, length: number) =>
  groupNear(items, i - 1, -1, true) || groupNear(items, i + length, 1, true);

/**
 * A digit group reachable from items[at] in direction `step` over separators, and over up to two
 * linking words when the group is in the sender's other message ("670-21 || más: 20-24", "6-24 ||
 * luego 8 9 11"): a number dictated in pieces. "8-27 y 17-27" in one message are two ranges.
 */
function groupNear(items: Item[], at: number, step: 1 | -1, across = false): boolean {
  let words = 0;
  let crossed = false;
  for (let k = at; k >= 0 && k < items.length; k += step) {
    const item = items[k] as Item;
    if (item.kind === 'num') return crossed || (words === 0 && !across);
    if (item.kind === 'word' && (item.cls === 'join' || item.cls === 'sequence') && ++words <= 2) continue;
    if (item.kind !== 'sep') return false;
    if (item.char === MESSAGE_BOUNDARY) crossed = true;
  }
  return false;
}

/**
 * True when items[at] is `sep` (or any mark) glued to a further number in direction `step`, also
 * one written with look-alike letters ("8I5.3O6.44.3": "44.3" is no decimal).
 */
function glued(items: Item[], at: number, step: 1 | -1, sep: string): boolean {
  const char = sepChar(items[at]);
  return (sep === 'any' ? char !== '' && char !== ' ' : char === sep) && items[at + step]?.kind === 'num';
}

/** "hard": a time, a full date, a decimal; "soft": a short date or a range; null: maybe a phone. */
function otherNumber(a: string, sep: string, b: string, c: string | null): 'hard' | 'soft' | 'dotted' | null {
  const year = (y: string) => /^(19|20)\d\d$/.test(y) || y.length === 2;
  if (c !== null) {
    const clock =
      sep === ':' && a.length <= 2 && inRange(a, 0, 23) && b.length === 2 && c.length === 2 && inRange(b, 0, 59);
    if (clock) return 'hard';
    if (!'/-.'.includes(sep)) return null;
    const dayMonthYear = inRange(a, 1, 31) && a.length <= 2 && inRange(b, 1, 12) && b.length <= 2 && year(c);
    const yearMonthDay = /^(19|20)\d\d$/.test(a) && inRange(b, 1, 12) && inRange(c, 1, 31) && c.length <= 2;
    if (dayMonthYear || yearMonthDay) return 'hard';
    // "15-16-18", "8-10-12": reps or a pyramid, suspect when it stands next to other groups.
    // Three single digits ("6-1-2 3-4-5 6-7-8") are a number dictated digit by digit.
    const small = (x: string) => x.length <= 2 && inRange(x, 0, 31);
    const digits = a.length + b.length + c.length === 3;
    return sep === '-' && !digits && small(a) && small(b) && small(c) ? 'soft' : null;
  }
  const time = a.length <= 2 && inRange(a, 0, 23) && b.length === 2 && inRange(b, 0, 59);
  if ((sep === ':' || sep === '.') && time) return 'hard';
  // "610.46" may be a price, or the head of a mobile number whose tail follows ("610.46 · 8346"):
  // suspect next to other groups, like a short date.
  if (sep === ',' && a.length === 3 && /^[6-9]/.test(a) && b.length === 2) return 'soft';
  // "743 , 17,48 , 96": two digits after a comma, between other groups, is a pair of them.
  if (sep === ',' && a.length === 2 && b.length === 2) return 'soft';
  // "64.25", "379.09": with no unit, a dot before two digits is as much a pair of groups as a
  // decimal (Spanish decimals take a comma): a suspect pair wherever it stands.
  if (sep === '.' && a.length <= 3 && b.length === 2) return 'dotted';
  if ((sep === ',' || sep === '.') && a.length <= 3 && b.length <= 2) return 'hard';
  if (sep === '/' && a.length <= 2 && b.length <= 2 && inRange(a, 1, 31) && inRange(b, 1, 12)) return 'soft';
  // Hours in either order ("22-6", a night shift), days in order ("3-14").
  const hours = inRange(a, 0, 24) && inRange(b, 0, 24) && a !== b;
  const range = a.length <= 2 && b.length <= 2 && (hours || (Number(a) < Number(b) && inRange(b, 1, 31)));
  return sep === '-' && range ? 'soft' : null;
}
