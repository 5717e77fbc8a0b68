// Number words spelled letter by letter ("s e i s  u n o", "s.e.v.e.n . z.e.r.o", "n-o-u"): a run
// of single letters between marks or spaces is glued back and read as a string of digit words,
// whatever separates the letters and the words. Only a run that reads whole (every letter part
// of a digit word, two words at least) counts, so "y a o" and initials stay words.
import { UNITS } from './contact-sharing-numbers.ts';
import { lazy } from './contact-sharing-lazy.ts';
import type { Token } from './contact-sharing-text.ts';

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
};

/** Reads `letters` as digit words end to end (dynamic programming, longest word first), or null. */
function readDigits(letters: string): string | null {
  const units = UNITS();
  const longest = LONGEST();
  // best[k]: the digits of letters.slice(0, k), or undefined when it cannot be read.
  const best: (string | undefined)[] = [''];
  for (let k = 1; k <= letters.length; k++) {
    for (let n = Math.min(longest, k); n >= 1; n--) {
      const head = best[k - n];
      const value = head === undefined ? undefined : units.get(letters.slice(k - n, k));
      if (value !== undefined) {
        best[k] = `${head}${value}`;
        break;
      }
    }
  }
  const digits = best[letters.length];
  return digits !== undefined && digits.length >= 2 ? digits : null;
}

/** The run of single letters starting at token i (a letter), and what it reads as. */
export function spacedRun(tokens: Token[], i: number): SpacedRun {
  let letters = '';
  let last = i;
  let j = i;
  while (j < tokens.length) {
    if (isLetter(tokens[j])) {
      letters += (tokens[j] as Token).text;
      last = j;
      j++;
      continue;
    }
    let k = j;
    while (k < tokens.length && k - j < MAX_BETWEEN && tokens[k]?.kind !== 'word') k++;
    if (k === j || !isLetter(tokens[k])) break;
    j = k;
  }
  return { last, digits: letters.length >= MIN_LETTERS ? readDigits(letters) : null };
}
