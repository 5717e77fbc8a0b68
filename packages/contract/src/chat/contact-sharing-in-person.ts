// A deal closed in person (issue 26, twelfth round): "las próximas sustituciones las acordamos en
// persona", "ven el jueves y lo arreglamos todo cara a cara", "pásate y lo cerramos sin tanto chat".
// Meeting at the gym is ordinary; agreeing, closing or signing the work there, away from the
// chat, is the platform left. Talking in person ("lo hablamos en persona") is not enough.
import { lazyWords } from './contact-sharing-lazy.ts';

/** Agreeing, settling, closing, negotiating: the deal, not the talk (nor signing papers at the desk). */
const DEAL = /^(?:acord|arregl|cerr|cierr|pact|negoci|apañ|apan|concret)/;
/** "en persona", "cara a cara", "sin tanto chat", "de palabra". */
const IN_PERSON = [
  ['en', 'persona'],
  ['cara', 'a', 'cara'],
  ['sin', 'tanto', 'chat'],
  ['sin', 'chat'],
  ['de', 'palabra'],
  ['en', 'directo'],
];
/** What may stand between: the deal and its terms ("lo cerramos", "arreglamos el precio"), not a thing ("cerramos la sala"). */
const TERMS =
  lazyWords(`lo la los las le les todo todos el un una nos te se y de del al mejor ya luego tu yo usted nosotros
  trato precio precios sueldo tarifa tarifas condiciones detalles pago pagos sustituciones clases resto tema eso`);
const MEET = lazyWords('vemos veamos vernos quedamos quedemos');
const OF = lazyWords('de del');
const ARTICLES = lazyWords('el la los las un una');
/** "no cerramos nada en persona", "nunca cerramos": refused. */
const REFUSED = lazyWords('no nunca jamas ni');

export function dealtInPerson(words: readonly string[]): string | null {
  for (let p = 0; p < words.length; p++) {
    if (!DEAL.test(words[p] as string) || REFUSED().has(words[p - 1] ?? '')) continue;
    // "nos vemos fuera y lo negociamos": met outside first, then the deal.
    // Not "quedamos fuera del gimnasio y cerramos la puerta": a place, and a thing closed.
    const from = Math.max(0, p - 6);
    const metOutside = words
      .slice(from, p)
      .findIndex((w, k, before) => MEET().has(w) && before[k + 1] === 'fuera' && !OF().has(before[k + 2] ?? ''));
    const aThing = ARTICLES().has(words[p + 1] ?? '') && !TERMS().has(words[p + 2] ?? '');
    if (metOutside >= 0 && !aThing) return words.slice(from + metOutside, p + 1).join(' ');
    for (let q = p + 1; q <= p + 6 && q < words.length; q++) {
      const said = IN_PERSON.find((phrase) => phrase.every((w, k) => words[q + k] === w));
      if (said) return words.slice(p, q + said.length).join(' ');
      if (!TERMS().has(words[q] as string)) break;
    }
  }
  return null;
}
