// Readings of a call word that are not a call (issue 26, fourth round): "llámame Laura", "¿te
// llamo Toni?" name someone; "mi hija me hizo una videollamada" tells what happened. And presence
// asked about a network: "¿estás en Twitch?", "¿andas por Bluesky?".
import { lazyWords } from './contact-sharing-lazy.ts';
import type { Token } from './contact-sharing-text.ts';

/** Forms of "llamar" / "chamar" that also mean "to name". */
const NAMING = /^(?:llam|cham)/;

/**
 * A call verb (the phrase's last word at `last`) followed right away, with only a space, by a
 * capitalised word: a name given ("llámame Laura", "te llamo Toni o prefieres otro nombre?").
 */
export function namesSomeone(
  words: readonly string[],
  tokens: readonly Token[],
  tokenIndex: readonly number[],
  last: number,
  cased: string,
): boolean {
  if (!NAMING.test(words[last] ?? '')) return false;
  const k = tokenIndex[last] ?? -1;
  const next = tokens[k + 2];
  if (tokens[k + 1]?.kind !== 'space' || next?.kind !== 'word' || next.text.length < 2) return false;
  const first = cased.charAt(next.start);
  const second = cased.charAt(next.start + 1);
  return first !== first.toLowerCase() && second === second.toLowerCase() && /\p{L}/u.test(first);
}

/** Forms of "llamar" that are the first or the third person alike ("que te llame"). */
const EITHER_PERSON = lazyWords('llame llamaria llamaba llamara llamase');
/** Who does it, right after such a form: "que te llame el fisio", "que te llame alguien". */
const SUBJECTS = lazyWords('el la alguien nadie mi su tu un una recepcion ella');

/** "que te llame el fisio": someone else calls. */
export const someoneElseCalls = (words: readonly string[], last: number) =>
  EITHER_PERSON().has(words[last] ?? '') && SUBJECTS().has(words[last + 1] ?? '');

/** Past tenses of doing, having and being: a call told, not proposed. */
const PAST = lazyWords(`
  hizo hice hicimos hicieron hiciste tuve tuvo tuvimos tuvieron tuviste estuve estuvo estuvimos estuvieron estaba
  estabamos estaban recibi recibio had did was were got
`);

/** "mi hija me hizo una videollamada", "estuve en una videollamada con el jefe". */
export const narrated = (words: readonly string[], first: number) =>
  words.slice(Math.max(0, first - 4), first).some((w) => PAST().has(w));

/** Second-person presence: "¿estás en…?", "¿andas por…?", "¿sales en…?" ("lo tienes en YouTube" is a video). */
const PRESENCE = lazyWords('estas estais andas andais sales');
const PRESENCE_PREPOSITIONS = lazyWords('en por a on in');
const ARTICLES = lazyWords('el la los las l the');

/** A network asked about with a presence verb just before it ("¿estás en Twitch?"). */
export function presenceAsked(words: readonly string[], first: number): boolean {
  // "¿estás en la app de…?": the article of a description is skipped.
  const at = ARTICLES().has(words[first - 1] ?? '') ? first - 1 : first;
  return PRESENCE_PREPOSITIONS().has(words[at - 1] ?? '') && PRESENCE().has(words[at - 2] ?? '');
}
