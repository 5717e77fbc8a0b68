// Normalisation for the contact-sharing detector: one spelling for every way of writing a letter
// or a digit. Unicode compatibility forms (fullwidth, mathematical, circled, superscript letters
// and digits) go through NFKD; accents, keycaps and invisible characters go; decimal digits of
// any script become ASCII; letters that only look Latin (small capitals, Cyrillic, Greek, IPA,
// regional indicators) become the Latin letter they imitate; every dash becomes "-".
import { CONFUSABLES } from './contact-sharing-confusables.ts';

export type Folded = {
  /** Normalised, case kept: "Vale.Es" and "X" need the case. */
  cased: string;
  /** Normalised and lower-cased; the same length as `cased`. */
  folded: string;
};

const ND = /\p{Nd}/u;
const STRIP = /[\p{M}\p{Cf}]/u;
const digitCache = new Map<number, string>();

/**
 * The value of a decimal digit of any script: Unicode encodes them in runs of ten from zero, so
 * the value is the distance from the start of the run.
 */
function digitValue(code: number): string {
  const cached = digitCache.get(code);
  if (cached !== undefined) return cached;
  let start = code;
  while (start > code - 9 && ND.test(String.fromCodePoint(start - 1))) start--;
  const value = String((code - start) % 10);
  digitCache.set(code, value);
  return value;
}

/** Ordinal marks ("3º 2ª") would fold to letters: they become "#", a mark that ends a number. */
const ORDINALS = /[ºª°]/g;

const CYRILLIC = /\p{Script=Cyrillic}/u;
const APOSTROPHES = new Set(["'", '\u2019', '\u02bc']);

/** Printable ASCII, tabs and line breaks: nothing to fold but the case. */
const ASCII = /^[\t\n\r\x20-\x7e]*$/;

export function foldText(text: string): Folded {
  if (ASCII.test(text)) return { cased: text, folded: text.toLowerCase() };
  const decomposed = text.replace(ORDINALS, '#').normalize('NFKD');
  let cased = '';
  let previous = '';
  for (const ch of decomposed) {
    const code = ch.codePointAt(0) as number;
    // "дев'ять", "п'ять": Ukrainian writes an apostrophe inside a word; the word is one.
    const inCyrillic = CYRILLIC.test(previous);
    previous = ch;
    if (inCyrillic && APOSTROPHES.has(ch)) continue;
    if (code < 128) {
      cased += ch;
      continue;
    }
    const mapped = CONFUSABLES().get(ch);
    if (mapped !== undefined) cased += mapped;
    else if (STRIP.test(ch)) continue;
    else if (ND.test(ch)) cased += digitValue(code);
    else cased += ch;
  }
  const folded = cased.toLowerCase();
  // A few letters change length when lower-cased; then case is not worth keeping.
  return { cased: folded.length === cased.length ? cased : folded, folded };
}

// ---- tokens ----

export type Token = { text: string; start: number; end: number; kind: 'word' | 'space' | 'mark' };

/** A punctuation mark strictly between the tokens at `from` and `to` ("privado, no"). */
export const markBetween = (tokens: readonly Token[], from: number, to: number) =>
  tokens.slice(from + 1, to).some((t) => t.kind === 'mark');

const WORD_CHAR = /[\p{L}\p{N}]/u;
const SPACE_CHAR = /\s/u;

/** Letter or digit in any script; ASCII answered without a regex. */
export function isWordChar(ch: string): boolean {
  const code = ch.charCodeAt(0);
  if (code < 128) return (code >= 48 && code <= 57) || (code >= 97 && code <= 122) || (code >= 65 && code <= 90);
  return WORD_CHAR.test(ch);
}

function isSpace(ch: string): boolean {
  const code = ch.charCodeAt(0);
  if (code < 128) return code === 32 || (code >= 9 && code <= 13);
  return SPACE_CHAR.test(ch);
}

/** Words (letters and digits), runs of spaces, and single marks, in one linear pass. */
export function lex(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const start = i;
    const ch = text.charAt(i);
    if (isWordChar(ch)) {
      while (i < text.length && isWordChar(text.charAt(i))) i++;
      tokens.push({ text: text.slice(start, i), start, end: i, kind: 'word' });
    } else if (isSpace(ch)) {
      while (i < text.length && isSpace(text.charAt(i))) i++;
      tokens.push({ text: ' ', start, end: i, kind: 'space' });
    } else {
      i++;
      tokens.push({ text: ch, start, end: i, kind: 'mark' });
    }
  }
  return tokens;
}
