// Tens said apart from a typed digit (issue 26, eighth round): "ninety 7". The parser reads
// them as one number below a hundred (97), as "ninety seven" would be; a number
// dictated group by group may mean the tens digit, a zero and the digit (907). The second
// reading is made here, in place and of the same length, so that the phone finder can be asked
// again only for the rare messages that have such a pair and the positions of a match still
// point into the folded text.
import { lazy } from './contact-sharing-lazy.ts';
import { ENGLISH_TENS, TENS } from './contact-sharing-numbers.ts';
import { findPhone, type PhoneFinds, type PhoneMatch } from './contact-sharing-phone.ts';

/**
 * An English tens word (English joins tens and a unit without "and": "ninety 7"; the other
 * languages are read apart already), one space, one typed digit that is not followed by another.
 */
const APART = lazy(() => new RegExp(`\\b(${[...ENGLISH_TENS()].join('|')}) ([0-9])(?![0-9])`, 'g'));

const TY_DIGIT = /ty [0-9]/;

/** "ninety 7" → "9 0    7" (same length); null when the text has no such pair. */
export function tensApart(folded: string): string | null {
  // Every English tens word ends in "ty": most messages are turned away by one plain search.
  if (!TY_DIGIT.test(folded)) return null;
  let changed = false;
  const text = folded.replace(APART(), (_, word: string, digit: string) => {
    changed = true;
    const tens = `${TENS().get(word) ?? ''} 0`;
    return `${tens.padEnd(word.length)} ${digit}`;
  });
  return changed ? text : null;
}

const better = (a: PhoneMatch | null, b: PhoneMatch | null) => (b && (!a || b.score > a.score) ? b : a);

/** The phone finder on the messages as written, and again with tens read apart when that differs. */
export function findPhoneEitherWay(messages: string[]): PhoneFinds {
  const finds = findPhone(messages);
  const apart = messages.map(tensApart);
  if (apart.every((m) => m === null)) return finds;
  const other = findPhone(messages.map((m, i) => apart[i] ?? m));
  return { single: better(finds.single, other.single), split: better(finds.split, other.split) };
}
