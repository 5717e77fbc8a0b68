// Digits glued to words or look-alike letters, read as one group: "6oo", "1two3",
// "seiscerocero", "bi7bat" (the number words of contact-sharing-numbers.ts, greedy, no backtracking).
import { lazy } from './contact-sharing-lazy.ts';
import { UNITS } from './contact-sharing-numbers.ts';

const GLUED_UNITS = lazy(() => [...UNITS().keys()].filter((w) => w.length > 2).sort((a, b) => b.length - a.length));
const GLUED_PREFIXES = lazy(() => new Set(GLUED_UNITS().map((w) => w.slice(0, 2))));
const LOOK_ALIKES: Record<string, string> = { o: '0', l: '1', i: '1', z: '2' };
/** A Spanish ID (8 digits and a letter) is not a number with a look-alike letter. */
const ID_CARD = /^(\d{8}|[xyz]\d{7})[a-z]$/;

export type Glued = { digits: string; spelled: boolean };

/** A token made of digits, unit words and (next to digits) look-alike letters, or null. */
export function decomposeGlued(token: string): Glued | null {
  const hasDigit = /\d/.test(token);
  if (!hasDigit && !GLUED_PREFIXES().has(token.slice(0, 2))) return null;
  if (hasDigit && ID_CARD.test(token)) return null;
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
    const word = GLUED_UNITS().find((w) => token.startsWith(w, i));
    if (word) {
      digits += String(UNITS().get(word));
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
