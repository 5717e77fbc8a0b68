// Phrases and words said of something else than a way out (issue 26, twelfth round): what a
// phrase of the score means in the sentence it is in. "Te marco la de las 20:15" marks a class,
// "me llamas la atención" is an idiom, "en tu cuenta de FitCover" is the platform's, "fuera de
// aquí hace frío" is the weather, "desde la oferta, no por el chat" is the platform's own feature,
// "un horario es un número de contacto" is what the filter takes it for, "media arroba" a weight,
// "factura nº 7149…" a label, "en el número 18" an address.
import { lazy, lazyWords } from './contact-sharing-lazy.ts';
import { REFERENCE_WORDS } from './contact-sharing-phone-words.ts';

/** What something is taken for: "piensa que un horario es un número de contacto", "lo lee como un contacto". */
const TAKEN_FOR = lazyWords('es parece sea era seria fuera como confunde confunda toma tome detecta lee');
export const classifiedAs = (words: readonly string[], first: number) =>
  (words[first - 1] === 'un' || words[first - 1] === 'una') && TAKEN_FOR().has(words[first - 2] ?? '');

/** The platform's own features, gone through instead of the chat ("desde la oferta, no por el chat"). */
const FEATURES = lazyWords(
  'oferta ofertas reserva reservas perfil formulario boton seccion pestana apartado calendario candidatura',
);
const THROUGH = lazyWords('desde en con mediante usando');
export function throughFeature(words: readonly string[], first: number): boolean {
  for (let k = Math.max(0, first - 6); k < first; k++) {
    if (!FEATURES().has(words[k] as string)) continue;
    if (THROUGH().has(words[k - 1] ?? '') || THROUGH().has(words[k - 2] ?? '')) return true;
  }
  return false;
}

/** "te marco la de las 20:15", "me marcas como ausente": a class or a mark, not a number dialled. */
const MARKED = lazyWords('la el las los lo como una un');
/** Days a thing is on: "te marco la del lunes", "que te llame el lunes". */
export const DAYS = lazyWords('lunes martes miercoles jueves viernes sabado domingo finde fin dia');
/** "me llamas la atención", "llamo a la puerta", "llama al timbre": idioms of calling. */
const CALLED_THING = lazyWords('atencion puerta timbre ascensor portero orden');
/** "fuera de aquí hace un frío que pela": the weather outdoors. */
const WEATHER = lazyWords('hace hacia llueve llovia nieva hay sopla');
const PLATFORM_NAMES = lazyWords('fitcover app plataforma aplicacion usuario');
const GYM_PLACES = lazyWords(
  'sala salas recepcion puerta entrada vestuario vestuarios gimnasio gym box estudio pista piscina parking oficina despacho',
);

/**
 * A phrase said of something else than a call or a way out: a class marked, an idiom of calling,
 * one's account on the platform ("en tu cuenta de FitCover"), the weather outside, video calls
 * given up ("las clases por videollamada ya no las hacemos").
 */
export function saidOfSomethingElse(words: readonly string[], first: number, last: number): boolean {
  const end = words[last] ?? '';
  const next = words[last + 1] ?? '';
  const after = words.slice(last + 1, last + 4);
  // "te marco el ritmo", not "te marco el lunes": a day after it is when to call.
  if ((end === 'marco' || end === 'marcas') && MARKED().has(next) && !DAYS().has(words[last + 2] ?? '')) return true;
  if (/^(?:llam|marc)/.test(end) && after.some((w) => CALLED_THING().has(w))) return true;
  if (end === 'cuenta' && next === 'de' && after.some((w) => PLATFORM_NAMES().has(w))) return true;
  if (end === 'aqui' && words[first] === 'fuera' && WEATHER().has(next)) return true;
  // "¿dónde te encuentro mañana? ¿en la sala o en recepción?": a place in the gym.
  if (
    /^(?:encuentro|localizo|pillo|busco)$/.test(end) &&
    words.slice(last + 1, last + 8).some((w) => GYM_PLACES().has(w))
  )
    return true;
  return /^video/.test(end) && givenUp(words, last);
}

/** "…por videollamada ya no las hacemos": a way of working given up. */
export const givenUp = (words: readonly string[], last: number) =>
  words
    .slice(last + 1, last + 5)
    .some((w, k, later) => w === 'ya' && later[k + 1] === 'no' && /^l[aeo]s?$/.test(later[k + 2] ?? ''));

/** "ha adelgazado casi una arroba": the old weight, not an at sign. */
export const oldWeight = (words: readonly string[], first: number, match: string) =>
  match === 'arroba' && (words[first - 1] === 'una' || words[first - 1] === 'media');

/** Who "n" (número) belongs to, or an ask right before it: "tu n", "mi n", "el n", "tienes n". */
const ABBREVIATED_OWNER = lazyWords('tu mi su el tienes pasas pasame dame');
/** "pásame tu n", "¿tienes n?": the letter for "número" counts only as one's own or the other's, never a label's ("factura nº 7149…", "fila n"). */
export const labelLetter = (words: readonly string[], first: number, last: number, match: string) =>
  match === 'n' && (!ABBREVIATED_OWNER().has(words[first - 1] ?? '') || /^\d/.test(words[last + 1] ?? ''));

const DIGIT_WORDS = lazyWords('cero uno dos tres cuatro cinco seis siete ocho nueve');
/** One's own or the other's: "mi número", "tu usuario". */
export const POSSESSIVES = lazyWords('mi my meu nire su tu');
/**
 * "en el número 18 de la calle", "tarjeta a tu nombre, número 0092": a numbered thing, an address
 * or a place ("mi número 6 cuatro…" is one's own, and goes on).
 */
export function numberedThing(words: readonly string[], first: number, last: number): boolean {
  const short = /^\d{1,4}$/.test(words[last + 1] ?? '');
  const goesOn = /^\d/.test(words[last + 2] ?? '') || DIGIT_WORDS().has(words[last + 2] ?? '');
  // "bici número dieciséis": a thing's number; "mi número favorito": a favourite, nobody's line.
  const thing = REFERENCE_WORDS().has(words[first - 1] ?? '') && words[first - 1] !== 'linea';
  const notALine = NOT_A_LINE().has(words[last + 1] ?? '');
  return (short && !goesOn && !POSSESSIVES().has(words[first - 1] ?? '')) || thing || notALine;
}
/** After "número": a number that is no one's line ("favorito", "de la suerte") or no contact ("datos fiscales"). */
const NOT_A_LINE = lazyWords('favorito favorita preferido preferida ganador premiado fiscales');

/** A place said alone ("en la puerta", "en persona") is where to meet, not how to pay. */
const MEETING_PLACES = lazy(() => new Set(['en la puerta', 'en persona', 'cara a cara']));
export const meetingPlace = (match: string) => MEETING_PLACES().has(match);

/** "el médico le insta a moverse" (urges), "el café insta" (instant): not the network. */
const CLITICS = lazy(() => new Set(['le', 'les', 'nos', 'os', 'me', 'se']));
const INSTANT = lazy(() => new Set(['cafe', 'sopa', 'caldo', 'pure', 'fideos', 'noodles', 'avena']));
export const instaOtherwise = (words: readonly string[], i: number) =>
  words[i] === 'insta' &&
  ((CLITICS().has(words[i - 1] ?? '') && words[i + 1] === 'a') || INSTANT().has(words[i - 1] ?? ''));

/** "…ya no se acepta", "…ya no se admite": what is said is no longer taken (with the platform said to stay). */
const TAKEN = lazyWords('acepta aceptan aceptamos admite admiten admitimos permite permiten vale');
export const noLongerTaken = (words: readonly string[], last: number) =>
  words
    .slice(last + 1, last + 7)
    .some(
      (w, k, later) =>
        w === 'ya' &&
        later[k + 1] === 'no' &&
        (TAKEN().has(later[k + 2] ?? '') || (later[k + 2] === 'se' && TAKEN().has(later[k + 3] ?? ''))),
    );
