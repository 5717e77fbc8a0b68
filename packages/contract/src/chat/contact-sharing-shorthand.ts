// Words as typed on a phone, read as the words they stand for before phrases are looked up
// (issue 26, seventh round): "x fuera" is "por fuera", "d la app" "de la app", "aki" "aquí",
// "q" "que", "t" "te", "afuera" "fuera". Only the words the score reads change; the tokens
// (handles, links, numbers) stay as typed.
import { LEET, channelOf, deLeet, isSpecVariant } from './contact-sharing-channels.ts';
import { lazy } from './contact-sharing-lazy.ts';
import type { Token } from './contact-sharing-text.ts';

const SHORTHAND = lazy(
  () =>
    new Map([
      ['d', 'de'],
      ['aki', 'aqui'],
      ['aqi', 'aqui'],
      ['aky', 'aqui'],
      ['q', 'que'],
      ['k', 'que'],
      ['ke', 'que'],
      ['qe', 'que'],
      ['xq', 'porque'],
      ['pq', 'porque'],
      ['xk', 'porque'],
      ['pk', 'porque'],
      ['porq', 'porque'],
      ['t', 'te'],
      ['m', 'me'],
      ['tb', 'tambien'],
      ['tmb', 'tambien'],
      ['xa', 'para'],
      ['dnd', 'donde'],
      ['msj', 'mensaje'],
      ['mnsj', 'mensaje'],
      ['afuera', 'fuera'],
      ['ahy', 'ahi'],
      ['tmbn', 'tambien'],
      ['nro', 'numero'],
      ['bzm', 'bizum'],
      ['bzum', 'bizum'],
      ['bizm', 'bizum'],
      ['bisum', 'bizum'],
      ['nmro', 'numero'],
      ['numr', 'numero'],
    ]),
);
const DIGIT = /\d/;
/** A number, not a word in leetspeak ("h4bl4m0s x fu3r4"). */
const NUMBER = /^\d/;
const LETTERS = /^[a-z]+$/;
const APOSTROPHES = new Set(["'", '’', '`', '´']);

/**
 * The words of a message with shorthand read out. "x" is "por" between two words ("hablamos x
 * fuera", "x fuera te sale mejor"), never next to a number ("3 x 12", "4 x 8 reps"), at the
 * end ("series de 10 x") nor as a capital ("en X").
 */
export function readShorthand(wordTokens: readonly Token[], cased: string): string[] {
  // Once one long word is in leetspeak, short ones are too ("s4lg4m0s d3 l4 4pp").
  const leet = wordTokens.some((t) => t.text.length >= 4 && DIGIT.test(t.text) && LETTERS.test(deLeet(t.text)));
  return wordTokens.map((t, i) => {
    const word = t.text;
    if (word === 'x') {
      const before = wordTokens[i - 1]?.text ?? '';
      const after = wordTokens[i + 1]?.text ?? '';
      const capital = cased.charAt(t.start) === 'X';
      return capital || !after || NUMBER.test(before) || NUMBER.test(after) ? word : 'por';
    }
    // "¿tu nº?": an ordinal mark (folded to "#") after "n" abbreviates "número"; before a figure
    // it labels it ("taquilla nº 12").
    if (word === 'n' && cased.charAt(t.end) === '#' && !NUMBER.test(wordTokens[i + 1]?.text ?? '')) return 'numero';
    // "Passa'm", "d'acord", "I'm": a letter glued by an apostrophe is an elision, read as typed.
    if (word.length === 1 && (APOSTROPHES.has(cased.charAt(t.start - 1)) || APOSTROPHES.has(cased.charAt(t.end))))
      return word;
    // "h4bl4m0s x fu3r4": a word written in leetspeak is read as its letters. A channel's name so
    // written keeps its own reading ("t3l3gr4m" is a variant of the spec's word).
    if (leet && DIGIT.test(word)) {
      const letters = word.length >= 4 ? deLeet(word) : word.replace(/[0134579]/g, (d) => LEET[d] ?? d);
      if (letters !== word && LETTERS.test(letters) && !channelOf(letters) && !isSpecVariant(letters)) return letters;
    }
    // "pp a mi mail", "págame por pp": PayPal, only where money is ("el PP" is a party).
    if (word === 'pp' && paid(wordTokens, i)) return 'paypal';
    // "por privadoooo", "pasameee": a letter held three times or more is said once.
    const said = word.length >= 3 && word !== 'www' ? word.replace(HELD, '$1') : word;
    return SHORTHAND().get(said) ?? said;
  });
}

const HELD = /(\p{L})\1{2,}/gu;

/** Paying, charging or sending money within four words, or PayPal's "friends and family" anywhere. */
const MONEY = /^(?:pag|cobr|pay|transf|ingres)/;
const paid = (words: readonly Token[], i: number) =>
  words.slice(Math.max(0, i - 4), i + 5).some((w, k) => k !== Math.min(i, 4) && MONEY.test(w.text)) ||
  words.some((w, k) => w.text === 'friends' && words[k + 2]?.text === 'family');
