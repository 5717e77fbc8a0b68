// Number words spelled letter by letter ("s e i s  u n o", "s.e.v.e.n . z.e.r.o", "n-o-u"): a run
// of single letters between marks or spaces is glued back and read as a string of digit words,
// whatever separates the letters and the words. Only a run that reads whole (every letter part
// of a digit word, two words at least) counts, so "y a o" and initials stay words.
import { UNITS } from './contact-sharing-numbers.ts';
import { lazy } from './contact-sharing-lazy.ts';
import type { Token } from './contact-sharing-text.ts';
import { typedNumberWord } from './contact-sharing-typo-digits.ts';

/** The longest digit word ("bederatzi"). */
const LONGEST = lazy(() => Math.max(...[...UNITS().keys()].map((w) => w.length)));
/** Non-word tokens allowed between two letters of a run (" . ", " - "). */
const MAX_BETWEEN = 3;
const MIN_LETTERS = 6;

const isLetter = (token: Token | undefined) =>
  token?.kind === 'word' && token.text.length === 1 && token.text >= 'a' && token.text <= 'z';

export type SpacedRun = {
  /** Index of the run's last letter token. */
  last: number;
  /** The digits it reads as, or null when it is not a string of digit words. */
  digits: string | null;
  /** Token indices of the first and last letters read (a word or two around may be left out). */
  from: number;
  to: number;
};

/** What a prefix of the letters reads as: its digits, and how many letters were left out before. */
type Reading = { digits: string; skipped: number };

/**
 * Reads `letters` as digit words (and digits) end to end: dynamic programming, the longest word
 * first, one pass, linear in the length; it stops as soon as no reading can go on. Up to `slack`
 * letters may be left out at either end. Short words count too ("sisudos": sis, u, dos).
 */
function read(letters: string, slack: number): { digits: string; head: number; tail: number } | null {
  const units = UNITS();
  const longest = LONGEST();
  // best[k]: the reading of letters.slice(0, k), or undefined when there is none.
  const best: (Reading | undefined)[] = [];
  for (let k = 0; k <= slack && k <= letters.length; k++) best[k] = { digits: '', skipped: k };
  let lastRead = 0;
  for (let k = 1; k <= letters.length; k++) {
    if (k - lastRead > longest) break;
    const ch = letters.charAt(k - 1);
    let found: Reading | undefined;
    if (ch >= '0' && ch <= '9') {
      const before = best[k - 1];
      if (before) found = { digits: `${before.digits}${ch}`, skipped: before.skipped };
    } else {
      for (let n = Math.min(longest, k); n >= 1 && !found; n--) {
        const before = best[k - n];
        if (!before) continue;
        const piece = letters.slice(k - n, k);
        let value = units.get(piece);
        // "siesunodos": a piece typed as it sounds, or with two letters swapped, reads as its word.
        if (value === undefined && n >= 4 && n <= 8) value = units.get(typedNumberWord(piece) ?? '');
        if (value !== undefined) found = { digits: `${before.digits}${value}`, skipped: before.skipped };
      }
    }
    // A real reading beats leaving the first letters out.
    if (found && (!best[k] || best[k]?.digits === '')) best[k] = found;
    if (best[k]?.digits) lastRead = k;
  }
  for (let tail = 0; tail <= slack; tail++) {
    const reading = best[letters.length - tail];
    if (reading?.digits) return { digits: reading.digits, head: reading.skipped, tail };
  }
  return null;
}

/** Reads `letters` as digit words (and digits) end to end, or null. */
export const readDigits = (letters: string): string | null => read(letters, 0)?.digits ?? null;

/**
 * The run of single letters starting at token i (a letter), and what it reads as. One or two
 * letters at either end may be words of their own ("o meu é s e i s…": "e"), and are left out.
 */
export function spacedRun(tokens: Token[], i: number): SpacedRun {
  const letters: number[] = [];
  let j = i;
  while (j < tokens.length) {
    if (isLetter(tokens[j])) {
      letters.push(j);
      j++;
      continue;
    }
    let k = j;
    while (k < tokens.length && k - j < MAX_BETWEEN && tokens[k]?.kind !== 'word') k++;
    if (k === j || !isLetter(tokens[k])) break;
    j = k;
  }
  const last = letters.at(-1) ?? i;
  const text = letters.map((k) => (tokens[k] as Token).text).join('');
  const reading = text.length >= MIN_LETTERS ? read(text, 2) : null;
  if (reading && reading.digits.length >= 2) {
    const from = letters[reading.head] as number;
    return { last, digits: reading.digits, from, to: letters[letters.length - 1 - reading.tail] as number };
  }
  return { last, digits: null, from: i, to: last };
}

/** A token of digit words glued together, with or without digits ("sisudos", "bi7bat"), read whole. */
export function readGlued(token: string): string | null {
  if (token.length < 4 || token.length > 60 || !/^[a-z0-9]+$/.test(token)) return null;
  const digits = readDigits(token);
  if (!digits) return null;
  const typed = token.match(/\d/g)?.length ?? 0;
  // One word at least next to digits; two words at least without ("dos" alone is read elsewhere).
  return digits.length - typed >= (typed > 0 ? 1 : 2) ? digits : null;
}
