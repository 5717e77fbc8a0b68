// The shape of a phone-shaped candidate (contact-sharing-phone.ts): how much its digits alone look
// like a number to call (a mobile, a landline, +34, international, one from abroad), before the
// penalties of contact-sharing-phone-score.ts.

// Weights of the candidate score (block at 1, like every other signal).
export const SHAPE = { mobile: 1.3, landline: 1.2, prefixed: 1.5, international: 1.4 };

/** The shape weight of `digits` (whole groups, the first one `first`) as a phone number, or 0. */
export function shapeOf(digits: string, first: string, plusBefore: boolean): number {
  const n = digits.length;
  if (plusBefore && n >= 8 && n <= 15) return SHAPE.international;
  if (digits.startsWith('00') && n >= 11 && n <= 15) return SHAPE.international;
  if ((first === '34' || first === '0034') && n === first.length + 9 && '6789'.includes(digits.charAt(first.length))) {
    return SHAPE.prefixed;
  }
  // "34616782384", "34724 499 351": the country's code glued to a mobile or a landline.
  if (n === 11 && first.length > 2 && digits.startsWith('34') && '679'.includes(digits.charAt(2))) return SHAPE.mobile;
  if (n !== 9) return 0;
  const lead = digits.charAt(0);
  if (lead === '6' || lead === '7') return SHAPE.mobile;
  if (lead === '8' || lead === '9') return SHAPE.landline;
  return 0;
}

/**
 * A number from abroad, as instructors from there give theirs: French, Romanian, Dutch or British
 * (0 and 9 or 10 digits: "06 12 34 56 78", "0744 123 456", "07911 123456"), German mobiles
 * ("0151 86747376") and Italian ones ("351 234 5678"). Counted only where a phone cue names it
 * ("mon numéro c'est le…", "meine Nummer ist…"): without one, ten digits are as often a code.
 */
const ABROAD = /^(?:0[1-9]\d{8,9}|01[5-7]\d{9}|3[1-9]\d{8})$/;
export const abroadShape = (digits: string): number => (ABROAD.test(digits) ? SHAPE.landline - 0.4 : 0);

/**
 * Eight (or ten) digits said all in words over four groups or more ("seis, cero, noventa y dos,
 * sesenta y cuatro, veinticuatro"): a mobile or a landline dictated with one digit lost or
 * doubled, as people and their generators do; nobody says a reference that way. Worth a little
 * less than nine. `groups[from…to]` are the groups that make `digits`.
 */
const SHORT_SPELLED = 0.3;
export function shortSpelled(
  digits: string,
  groups: readonly { spelled: boolean }[],
  from: number,
  to: number,
): number {
  if ((digits.length !== 8 && digits.length !== 10) || to - from < 3 || !'679'.includes(digits.charAt(0))) return 0;
  for (let k = from; k <= to; k++) if (!groups[k]?.spelled) return 0;
  return SHAPE.mobile - SHORT_SPELLED;
}
