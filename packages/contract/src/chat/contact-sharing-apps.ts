// Apps and networks no lexicon of ours names (issue 26, fifth round): a capitalised name, or a
// name with a digit ("Lemon8"), in the slot a channel takes ("sígueme en …", "te escribo por
// …", "descárgate …") with a verb of following, finding, adding, writing or downloading near
// it. New apps appear every year; the slot and the verb say what the name is.
import { channelOf } from './contact-sharing-channels.ts';
import { isNamedPerson } from './contact-sharing-handles.ts';
import { lazyWords } from './contact-sharing-lazy.ts';
import { plainWord } from './contact-sharing-handle-shape.ts';
import type { Token } from './contact-sharing-text.ts';

/** Words before a name that put it in a channel's slot. */
const SLOT = lazyWords('en por on in per pel via dins mi tu my your meu teu');
/** "a" names a person ("escríbele a Kevin"), except after uploading: "subo mis coreos a Moj". */
const TO = lazyWords('a al to');
const UPLOAD = /^(?:sub[eoi]|cuelg|colg|upload|post)/;
/** Having or using an app takes it as object: "tengo Lemon8, agrégame". */
const HAVE = /^(?:tengo|tienes|tens|teno|uso|usas|have|use)$/;
/** Verbs that take an app as their object directly: "descárgate Likee", "instala Zalo". */
const INSTALL = /^(?:descarg|bajat|bajate|instal|download|install|get)/;
/** Following, adding, private messages, a user: only done online, so the name is an app's. */
const ONLINE =
  /^(?:sigue|sigu[ea]me|segui|segue|follow|agreg|anad|add|dame|privad|priv|dm|mensaj|messag|usuario|tengo|tienes|have)/;
/**
 * Finding and talking: also done at a place. Places of our lists, and messages that say when or
 * where to meet (MEETING), are left alone; a place we do not list, with no time ("búscame en
 * Atocha"), is read as an app: the price of catching "búscame en Likee" (ADR 0015, fifth round).
 */
const FIND_OR_TALK =
  /^(?:busc|encuentr|encontr|find|escri[bu]|habl|parl|contest|respond|repl|answer|fal[ao]|write|text|talk|contact)/;
/** Capitalised words that are not apps: places, seasons, months, days, fitness classes. */
const NOT_APPS = lazyWords(`
  madrid barcelona valencia sevilla bilbao malaga zaragoza murcia palma vigo gijon coruna granada alicante cordoba
  valladolid pamplona santander toledo cadiz huelva leon burgos salamanca girona tarragona lleida donostia vitoria
  oviedo logrono badajoz caceres almeria jaen castellon albacete ourense lugo santiago teruel soria segovia avila
  cuenca huesca zamora palencia ceuta melilla espana spain europa francia portugal navidad pascua semana santa
  reyes verano invierno primavera otono enero febrero marzo abril mayo junio julio agosto septiembre octubre
  noviembre diciembre lunes martes miercoles jueves viernes sabado domingo recepcion sala pilates zumba spinning
  yoga crossfit bodypump hiit tabata fitcover google maps gmail centro norte sur este oeste castellano catalan
  ingles frances euskera gallego aleman italiano espanol english spanish catalan french german italian portuguese
  basque galician arabic visa mastercard amex tarjeta efectivo spotify
  mis tus sus nuestro nuestra nuestros nuestras vuestro vuestra vuestros vuestras
`);
const FIND = /^(?:busc|encuentr|encontr|recoj|pill)/;
/** "búscala en Mis reservas": a thing looked for, not someone found. */
const THING = /^(?:busc|encuentr|encontr|recoj|pill)[a-z]*[aeiour](?:lo|la|los|las)$/;
const OTHER = new Set(['te', 'os', 'le', 'les', 'la', 'lo']);
/** A place to meet in the same message ("búscame en Decathlon, estoy en la caja", "a las 6"): a place, not an app. */
const MEETING = lazyWords(`
  salida entrada puerta caja esquina parking metro estacion plaza calle tienda barrio cafeteria bar portal
  andén anden parada taquilla mostrador tarde manana noche hora horas las
`);
const NAMED_AS = lazyWords('como es soy as is com soc');
const PAY = /^(?:pag[aoueá]|cobr|ingres|transfi|transfer|pay)/;
const PAID_THROUGH = lazyWords('por con via amb with per pel');
const LETTERS_AND_DIGIT = /^\p{L}{3,}\d{1,2}$/u;

/** A name no list knows that reads like an app's: capitalised mid-sentence, or letters with a digit. */
function appName(tokens: readonly Token[], words: readonly Token[], at: number, i: number, cased: string): boolean {
  const token = words[i] as Token;
  const raw = cased.slice(token.start, token.end);
  if (
    token.text.length < 3 ||
    channelOf(token.text) ||
    plainWord(token.text) ||
    NOT_APPS().has(token.text) ||
    isNamedPerson(token.text)
  )
    return false;
  if (LETTERS_AND_DIGIT.test(raw)) return true;
  if (!/^\p{Lu}/u.test(raw) || /^\p{Lu}+$/u.test(raw)) return false;
  // Sentence-initial capitals say nothing.
  for (let k = at - 1; k >= 0; k--) {
    const t = tokens[k] as Token;
    if (t.kind === 'space') continue;
    return t.kind === 'word' || t.text === ',';
  }
  return false;
}

/** The unknown app someone points to, or null. */
export function unknownApp(
  tokens: readonly Token[],
  words: readonly Token[],
  tokenIndex: readonly number[],
  cased: string,
): string | null {
  const texts = words.map((w) => w.text);
  if (texts.some((w) => MEETING().has(w))) return null;
  for (let i = 1; i < words.length; i++) {
    const before = texts[i - 1] as string;
    // "descárgate la Likee"; not "bájate en Fontana", where one gets off.
    const installed = INSTALL.test(before) || (INSTALL.test(texts[i - 2] ?? '') && !SLOT().has(before));
    const from = Math.max(0, i - 6);
    const around = texts.slice(from, i + 5);
    const uploaded = TO().has(before) && around.some((w) => UPLOAD.test(w));
    const slot = SLOT().has(before) || PAID_THROUGH().has(before);
    if (!slot && !installed && !uploaded && !HAVE.test(before)) continue;
    if (!appName(tokens, words, tokenIndex[i] ?? 0, i, cased)) continue;
    const verbs = around.filter((_, k) => k !== i - from && k !== i - 1 - from);
    const online = verbs.some((w) => ONLINE.test(w));
    // "te busco en Atocha": finding someone else is meeting them at a place.
    const met = verbs.some(
      (w, k) => FIND_OR_TALK.test(w) && !(FIND.test(w) && (OTHER.has(verbs[k - 1] ?? '') || THING.test(w))),
    );
    // "te pago por Wise", "págame con Verse": paying through an app is paying outside the platform.
    const paid = PAID_THROUGH().has(before) && verbs.some((w) => PAY.test(w));
    // "habla con Recursos Humanos": "con" is a slot for paying only.
    const reached = paid || ((online || met) && (SLOT().has(before) || !PAID_THROUGH().has(before)));
    // "estoy en Kwai como paufit", "mi Lemon8 es saracorre": a name given for the app.
    const named =
      NAMED_AS().has(texts[i + 1] ?? '') &&
      /^[a-z][a-z0-9._]{3,}$/.test(texts[i + 2] ?? '') &&
      !plainWord(texts[i + 2] ?? '');
    if (installed || reached || named) return texts[i] as string;
  }
  return null;
}
