// A filler said again between each two groups of a dictated number ("612 la 345 la 678", "612
// con 345 con 678") joins them like "y" (issue 26, ninth round): the phone finder
// (contact-sharing-phone.ts) then reads one chain. Words that relate two numbers ("de", "por")
// and labels never do.
import type { Item } from './contact-sharing-digits.ts';
import { lazyWords } from './contact-sharing-lazy.ts';
import { ADDRESS_WORDS, REFERENCE_WORDS } from './contact-sharing-phone-words.ts';

type Word = Extract<Item, { kind: 'word' }>;

/**
 * "612 la 345 la 678", "612 con 345 con 678": one short word said alone between each two groups,
 * the same each time, is a filler of the dictation, like "y" (a label names one number only).
 */
export function markRepeatedFillers(items: Item[]): void {
  // The lone word between the last two groups, and between the two before them.
  let lone: number | null = null;
  let previous: number | null = null;
  let words: number[] = [];
  for (let k = 0; k < items.length; k++) {
    const item = items[k] as Item;
    if (item.kind === 'break') {
      [lone, previous, words] = [null, null, []];
    } else if (item.kind === 'word') words.push(k);
    else if (item.kind === 'num') {
      previous = lone;
      lone = words.length === 1 ? (words[0] as number) : null;
      words = [];
      const a = previous === null ? null : (items[previous] as Word);
      const b = lone === null ? null : (items[lone] as Word);
      if (a && b && a.text === b.text && fillerLike(b)) {
        items[previous as number] = { ...a, cls: 'join' };
        items[lone as number] = { ...b, cls: 'join' };
      }
    }
  }
}

/** Words that relate two numbers ("64 de 643", "3 por 4", "de 6 a 8"): never a filler. */
const RELATING = lazyWords('de del a al of to por x per entre sobre');
const fillerLike = (w: Word) =>
  (w.cls === 'function' || w.cls === 'other') &&
  !RELATING().has(w.text) &&
  w.text.length <= 5 &&
  !REFERENCE_WORDS().has(w.text) &&
  !ADDRESS_WORDS().has(w.text);
