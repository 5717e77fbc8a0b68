// The platform's own call, chat and payments (issue 26, sixteenth and seventeenth rounds): "la app
// tiene videollamada integrada", "te llamo por la app", "la videollamada de la app se ha
// cortado", "text me here", "pon tu IBAN en tu perfil de la plataforma". What is said to go
// through the platform is no way out of it.
import { lazyWords } from './contact-sharing-lazy.ts';

const OWN_NOUNS = lazyWords('plataforma app aplicacion fitcover chat txat xat');
const HERE = lazyWords('aqui here hemen aki qui aca');
/** The words that put a call somewhere: "por la app", "de la app", "pola app", "per l'app", "in the chat". */
const THROUGH = lazyWords('por en desde de pola pela per via through on in dalla nella sur dans');
const ARTICLES = lazyWords('la el l a the this esta este le o');
/** "que por aquí no se puede", "fuera de la app", "sin la app": the platform as what is left;
 * "llámame y lo hablamos, por aquí es un rollo": another clause. */
const LEAVING = lazyWords('que than fuera salir salimos sin no porque y e i and pero but');
/** How far after the call word the platform may be said: "te llamo otra vez por aquí". */
const REACH = 4;

/** "la app tiene videollamada integrada", "desde la propia plataforma", "el botón de la app". */
export const platformsOwnCall = (words: readonly string[]) =>
  words.some(
    (w, k) =>
      w === 'integrada' ||
      w === 'integrado' ||
      ((w === 'propia' || w === 'propio') && OWN_NOUNS().has(words[k + 1] ?? '')) ||
      // "¿la app tiene videollamada?"
      ((w === 'tiene' || w === 'tienen') && OWN_NOUNS().has(words[k - 1] ?? '')) ||
      (w === 'boton' && words.slice(k + 1, k + 6).some((x) => OWN_NOUNS().has(x))),
  );

/**
 * The call word ending at `last` goes through the platform, said right after it: "te llamo por
 * la app", "hacemos una llamada rápida por aquí", "la videollamada de la app se ve fatal",
 * "truca'm per l'app", "text me here". Not when the platform is what is left or refused: "te
 * llamo, que por aquí no se puede", "llámame fuera de la app".
 */
export function callThroughPlatform(words: readonly string[], last: number): boolean {
  for (let k = last + 1; k <= last + REACH && k < words.length; k++) {
    const word = words[k] as string;
    if (LEAVING().has(word)) return false;
    let place = k;
    if (THROUGH().has(word)) {
      place = ARTICLES().has(words[k + 1] ?? '') ? k + 2 : k + 1;
      if (!OWN_NOUNS().has(words[place] ?? '') && !HERE().has(words[place] ?? '')) continue;
    } else if (!HERE().has(word) && word !== 'aplikaziotik') continue;
    // "por aquí no se puede", "en la app no sale": the platform refused right after.
    return !words.slice(place + 1, place + 3).includes('no');
  }
  return false;
}

/** Where the platform keeps one's payment details (not "la app" alone: "a tu IBAN, que por la app no"). */
const PROFILE = lazyWords('perfil profile ajustes');
/**
 * "pon tu IBAN en tu perfil de la plataforma", "te lo paga la app, revisa tu IBAN en el perfil":
 * the platform pays to the account in one's profile. Not when the IBAN is asked for or given
 * (`asked`): "pásame tu IBAN y te hago la transferencia".
 */
export const ibanOnPlatform = (words: readonly string[], match: string, asked: boolean) =>
  !asked && /\biban\b/.test(match) && words.some((w) => PROFILE().has(w));
