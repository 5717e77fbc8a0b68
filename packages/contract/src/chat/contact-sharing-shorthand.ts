// Words as typed on a phone, read as the words they stand for before phrases are looked up
// (issue 26, seventh round): "x fuera" is "por fuera", "d la app" "de la app", "aki" "aquí",
// "q" "que", "t" "te", "afuera" "fuera". Only the words the score reads change; the tokens
// (handles, links, numbers) stay as typed.
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
    ]),
);
const DIGIT = /\d/;
const APOSTROPHES = new Set(["'", '’', '`', '´']);

/**
 * The words of a message with shorthand read out. "x" is "por" between two words ("hablamos x
 * fuera", "x fuera te sale mejor"), never next to a number ("3 x 12", "4 x 8 reps"), at the
 * end ("series de 10 x") nor as a capital ("en X").
 */
export function readShorthand(wordTokens: readonly Token[], cased: string): string[] {
  return wordTokens.map((t, i) => {
    const word = t.text;
    if (word === 'x') {
      const before = wordTokens[i - 1]?.text ?? '';
      const after = wordTokens[i + 1]?.text ?? '';
      const capital = cased.charAt(t.start) === 'X';
      return capital || !after || DIGIT.test(before) || DIGIT.test(after) ? word : 'por';
    }
    // "Passa'm", "d'acord", "I'm": a letter glued by an apostrophe is an elision, read as typed.
    if (word.length === 1 && (APOSTROPHES.has(cased.charAt(t.start - 1)) || APOSTROPHES.has(cased.charAt(t.end))))
      return word;
    return SHORTHAND().get(word) ?? word;
  });
}
