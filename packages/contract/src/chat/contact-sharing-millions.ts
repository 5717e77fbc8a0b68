// A whole number said in words with millions ("seiscientos nueve millones cuarenta y tres mil
// setecientos doce"): a nine-digit number read aloud as a quantity is still a phone number's
// digits. Anything else with millions or thousands stays a quantity ("dos millones de socios").
import { lazy } from './contact-sharing-lazy.ts';
import { NUMBER_STARTS, parseNumberWords } from './contact-sharing-numbers.ts';
import type { Token } from './contact-sharing-text.ts';

export const MILLIONS = lazy(() => new Set(['millon', 'millones', 'million', 'millions', 'milio', 'milioi']));
const THOUSAND = lazy(() => new Set(['mil', 'thousand', 'mila']));

/** The next word after spaces and commas ("… millones, ciento cuatro mil, …"), or -1. */
function nextWord(tokens: Token[], i: number): number {
  let j = i + 1;
  while (tokens[j] && (tokens[j]?.kind === 'space' || tokens[j]?.text === ',')) j++;
  return tokens[j]?.kind === 'word' ? j : -1;
}

/** Up to three digits said in words at token j ("cuarenta y tres", "ciento cuatro"), or null. */
function hundredsAt(tokens: Token[], j: number): { value: number; last: number } | null {
  if (j < 0 || !NUMBER_STARTS().has(tokens[j]?.text ?? '')) return null;
  const parsed = parseNumberWords(tokens, j);
  if (!parsed || parsed.value.length > 3) return null;
  return { value: Number(parsed.value), last: parsed.last };
}

/**
 * The digits of "<millions> millones <thousands> mil <units>" when `millions` (1–999, said
 * before token `at`, the word for millions) makes a nine-digit whole; `last` is its last token.
 */
export function wholeMillions(tokens: Token[], at: number, millions: number): { digits: string; last: number } | null {
  let value = millions * 1_000_000;
  let last = at;
  const thousands = hundredsAt(tokens, nextWord(tokens, last));
  let after = thousands ? nextWord(tokens, thousands.last) : -1;
  if (thousands && THOUSAND().has(tokens[after]?.text ?? '')) {
    value += thousands.value * 1000;
    last = after;
    after = -1;
  }
  const units = after >= 0 ? null : hundredsAt(tokens, nextWord(tokens, last));
  if (units) {
    value += units.value;
    last = units.last;
  }
  // A round amount ("seiscientos millones", "… quinientos mil") is a quantity: a phone said whole
  // has its thousands and its units.
  const digits = String(value);
  return digits.length === 9 && thousands && units ? { digits, last } : null;
}

/**
 * Digits said with thousands ("seis mil quinientos dieciséis", "mil novecientos treinta y tres",
 * "ochocientos cuatro mil ciento cuarenta"): `thousands` (1–999, or 1 for a bare "mil") before
 * token `at`, then one to three digits said after it. A round amount ("dos mil", "quinientos
 * mil") stays a quantity; whether the four to six digits are a group of a phone number is for the
 * phone's shape to say.
 */
export function saidThousands(tokens: Token[], at: number, thousands: number): { digits: string; last: number } | null {
  if (!THOUSAND().has(tokens[at]?.text ?? '') || thousands < 1 || thousands > 999) return null;
  const units = hundredsAt(tokens, nextWord(tokens, at));
  if (!units || units.value === 0) return null;
  return { digits: `${thousands}${String(units.value).padStart(3, '0')}`, last: units.last };
}
