// Someone else's number or contact asked for (issue 26, eleventh round): "pásame el número de Bea",
// "¿y el número del coordinador? pásamelo", "pásame el contacto de tu compañera". A way to reach a
// person outside the platform is asked for whoever it belongs to; "el número de la sala", "el
// número de socio" and "el número de alumnos" are things, ids and counts, never a person. And
// "¿cuál es tu dirección?" where a mail is spoken of.
import { lazyWords } from './contact-sharing-lazy.ts';
import type { Token } from './contact-sharing-text.ts';

/** A way to reach someone, by its noun. */
const REACH_NOUNS = lazyWords(`numero num numerito movil cel celu celular fijo contacto contactos contacte correo mail
  email whatsapp wasap wsp insta`);
/** Who it belongs to: a person by their role, in the singular ("de la directora", "del profe"). */
const PEOPLE = lazyWords(`directora director coordinador coordinadora companera companero compi jefe jefa dueno duena
  encargado encargada recepcionista gerente responsable monitor monitora entrenador entrenadora profe profesor
  profesora amiga amigo fisio fisioterapeuta nutricionista sustituto sustituta suplente mujer marido novia novio
  hermana hermano prima primo madre padre colega administradora administrador`);
/** A line by where it rings: "número de empresa", "móvil del trabajo", "fijo de casa". */
const LINES = lazyWords('empresa trabajo curro casa oficina despacho');
const ORDER = lazyWords('otra otro nueva nuevo antigua antiguo anterior');
const DETERMINERS = lazyWords('la el tu mi su vuestra vuestro nuestra nuestro esa ese aquella aquel otra otro');
/** "número de socio", "número de sala": an id, whatever the noun that follows. */
const IDS = lazyWords(`socio socia sala pedido factura reserva cuenta clase serie cliente enero febrero marzo abril mayo
  junio julio agosto septiembre setiembre octubre noviembre diciembre lunes martes miercoles jueves viernes sabado domingo`);

/**
 * The person the reach noun at `p` belongs to, if any: a role ("el número de la directora") or a
 * capitalised name ("el contacto de Bea"), after "de" / "del".
 */
function belongsTo(
  words: readonly string[],
  tokens: readonly Token[],
  tokenIndex: readonly number[],
  cased: string,
  p: number,
): number {
  if (words[p + 1] !== 'de' && words[p + 1] !== 'del') return -1;
  let k = p + 2;
  // "de la otra profe", "de tu nueva compi": a determiner, and another or an adjective of order.
  if (words[p + 1] === 'de' && DETERMINERS().has(words[k] ?? '')) k++;
  if (k > p + 2 && ORDER().has(words[k] ?? '')) k++;
  const word = words[k] ?? '';
  if (IDS().has(word)) return -1;
  if (PEOPLE().has(word)) return k;
  // "¿tienes número de empresa o personal?": whose line, by where it rings.
  if (k === p + 2 && LINES().has(word)) return k;
  // A name: capitalised and not the first word of the message ("de Bea", "de Ana María").
  const token = tokens[tokenIndex[k] ?? -1];
  if (!token || words[p + 1] !== 'de' || k !== p + 2) return -1;
  const first = cased.charAt(token.start);
  return word.length >= 2 && /\p{Lu}/u.test(first) && /^\p{L}+$/u.test(word) ? k : -1;
}

/** A reach noun of someone else's, asked for within a few words: the phrase, or null. */
export function someoneElsesContact(
  words: readonly string[],
  tokens: readonly Token[],
  tokenIndex: readonly number[],
  cased: string,
  asks: readonly number[],
): string | null {
  if (asks.length === 0) return null;
  for (let p = 0; p < words.length; p++) {
    if (!REACH_NOUNS().has(words[p] as string)) continue;
    const owner = belongsTo(words, tokens, tokenIndex, cased, p);
    if (owner < 0) continue;
    if (asks.some((a) => a >= p - 5 && a <= owner + 4)) return words.slice(p, owner + 1).join(' ');
  }
  return null;
}

const MAIL = lazyWords('correo correu mail email gmail hotmail outlook emaila');
const YOUR = lazyWords('tu su vuestra your');

/**
 * "Te escribo un correo…, ¿cuál es tu dirección?": your address, where a mail is spoken of, is
 * the e-mail's (not "tu dirección de casa" nor "la dirección del gimnasio"); or null.
 */
export function mailAddressAsked(words: readonly string[]): string | null {
  const p = words.findIndex((w, k) => w === 'direccion' && YOUR().has(words[k - 1] ?? ''));
  if (p < 0 || words[p + 1] === 'de' || words[p + 1] === 'del') return null;
  return words.some((w) => MAIL().has(w)) ? words.slice(p - 1, p + 1).join(' ') : null;
}
