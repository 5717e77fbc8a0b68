// The penalties of a phone-shaped candidate (contact-sharing-phone.ts), taken from its shape
// (contact-sharing-phone-shape.ts): what makes it something else: lists of days and hours,
// counting, rising round figures, postal codes, years, a reference or an address before it, a
// verb whose subject the list is.
import type { Num } from './contact-sharing-digits.ts';
import { lazyWords } from './contact-sharing-lazy.ts';
import { stemsOf } from './contact-sharing-stems.ts';
import { ADDRESS_WORDS, PHONE_CUES, REFERENCE_WORDS, labelFollows, phoneCueAt } from './contact-sharing-phone-words.ts';

/** Digit groups joined into one chain, and what was between and around them. */
export type Chain = {
  groups: Num[];
  /** Filler words before each group, and whether they included a sequencing word ("luego"). */
  fillers: number[];
  sequenced: boolean[];
  /** A "+" right before each group. */
  plus: boolean[];
  before: string[];
  /** More of the words before, for a label named further back ("el localizador de la incidencia es…"). */
  labelBefore: string[];
  /** The word right before each group ("el 612, el 345 y el 678": "el" each time), or "". */
  intros: string[];
  /** Joined by a word said before each group; the first word after the last group. */
  listed?: boolean;
  after?: string;
  /** …and the word after that ("llama y…", not "llama a recepción"). */
  afterNext?: string;
  /** A month right before the first group or right after the last ("… y 15 de junio"). */
  dated?: boolean;
};

// Weights of the candidate score's penalties (block at 1, like every other signal).
const PENALTY = {
  filler: 0,
  soft: 0.2,
  split: 0.1,
  smallList: 1,
  postalCode: 0.6,
  year: 0.5,
  reference: 0.6,
  address: 0.6,
  longChain: 0.3,
  predicate: 0.6,
};
export const CUE_BONUS = 0.2;
/** Verbs whose subject is the list before them: "el 927, el 947 y el 402 son los modelos". */
const PREDICATES = lazyWords('son estan tienen cuestan valen salen paran van quedan llevan pesan miden are cost');

/** A call or a message asked for right after the number: it is a phone, whatever label named it. */
const CALL_AFTER =
  /^(?:llama|llamame|llamadme|llamalo|marca|marcame|marcalo|escribeme|whatsappeame|wasapeame|call|text)$/;
const TO_SOMEONE = new Set(['a', 'al', 'to']);
const GIVING = lazyWords('doy paso dejo mando envio tienes toma apunta give send dono passo deixo ematen');
const MINE = lazyWords('mi my meu meva nire');

/** Words that may stand between a label and its number: "la factura es la 612…", "código de: …". */
const LABEL_FILLERS = lazyWords(
  'es el la los las lo de del n no num nro nº is the of number numero mi su tu en fitcover plataforma app web d di il dyal numarul este ist',
);
/** "nº de pedido", "número de socio": the number of a label is a label. */
const NUMBER_OF = lazyWords('n no num nro numero number codigo code id');
/** "de" before a label: "el de la oficina", "el del local", a number of that place. */
const OWNER = lazyWords('de del da do dels');
/**
 * A label names the number after it when only filler stands between them ("reserva 612…",
 * "la factura es la 612…"), and not when it owns an elided number ("el de la oficina es 655…")
 * or other words follow it ("reserva conmigo en el 655…", "para la clase de mañana, 655…").
 */
function labelled(before: readonly string[]): boolean {
  for (let k = before.length - 1; k >= 0; k--) {
    const w = before[k] as string;
    if (REFERENCE_WORDS().has(w)) {
      // "de la oficina": the place owns the number, unless a label comes first ("código de reserva").
      const owner = OWNER().has(before[k - 1] ?? '') ? k - 1 : OWNER().has(before[k - 2] ?? '') ? k - 2 : -1;
      return owner < 0 || before.slice(0, owner).some((x) => REFERENCE_WORDS().has(x) || NUMBER_OF().has(x));
    }
    if (LABEL_FILLERS().has(w)) continue;
    // "el dorsal del corredor 612…", "la factura de marzo 612…": a complement of the label.
    const of = OWNER().has(before[k - 1] ?? '') ? k - 1 : OWNER().has(before[k - 2] ?? '') ? k - 2 : -1;
    if (of < 0) return false;
    k = of;
  }
  return false;
}

const isYear = (digits: string) => /^(19[5-9]\d|20[0-4]\d)$/.test(digits);
const isPostalCode = (digits: string) => digits.length === 5 && Number(digits) >= 1000 && Number(digits) <= 52999;

/** "el número del grupo de sustitutos: …": a group's number is a phone's. */
const groupsNumber = (words: readonly string[]) =>
  words.some(
    (w, k) =>
      (w === 'numero' || w === 'num') &&
      (words[k + 1] === 'del' || words[k + 1] === 'de') &&
      (words[k + 2] === 'grupo' || words[k + 3] === 'grupo'),
  );

/** Labels of codes only ("talla", "sala", "marcas" may come before a phone dictated). */
const CODE_LABELS = lazyWords(`
  codigo pedido referencia ref localizador factura licencia llicencia licenza poliza expediente id ticket albaran
  socio socia dni nie nif cif order invoice booking code reserva lote serie modelo matricula colegiado colegiada
  pasaporte passaporte passport reference reservation erreferentzia ordine commande tessera facturii
`);
const LABEL_GLUE = lazyWords('es el la este esta n no num nro numero is the de del');
/** The last word before the number that is not glue ("pedido", "este código es el") is a code's label. */
function codeLabelled(before: readonly string[]): boolean {
  for (let k = before.length - 1; k >= 0; k--) {
    const word = before[k] as string;
    if (CODE_LABELS().has(word)) return true;
    if (!LABEL_GLUE().has(word)) return false;
  }
  return false;
}

/**
 * Labels that name a code from further back in its clause, after an article or "número de" ("el
 * número de socio que me dieron es 613…", "Nº de incidencia del aire: 783…", "die Buchungsnummer
 * ist 742…"), in the languages instructors write in.
 */
const CLAUSE_LABELS = lazyWords(`
  folio cita contrato contratto orden commande tessera buchungsnummer bestellnummer kundennummer
  rechnungsnummer mitgliedsnummer facturii fatura encomenda inscricao inscripcion incidencia cliente socio socia
  poliza apolice polizza pedido factura referencia localizador expediente albaran licencia serie matricula
  pasaporte passaporte passport reserva booking order invoice
`);
const LABEL_DETERMINERS = lazyWords('el la los las de del do da di dyal der die das n no num nro numero nummer number');
/** A postscript starts a clause of its own: "te confirmo la reserva. pd 6 7 3…". */
const POSTSCRIPT = lazyWords('pd ps');
/** …and no verb of talking or reaching stands between the label and the number ("para la factura hablamos en el 760…"). */
function labelledInClause(before: readonly string[]): boolean {
  const { talk, reach } = stemsOf(before);
  const last = Math.max(-1, ...talk, ...reach, ...before.flatMap((w, k) => (POSTSCRIPT().has(w) ? [k] : [])));
  return before.some(
    (w, k) => k > last && CLAUSE_LABELS().has(w) && (k === 0 || LABEL_DETERMINERS().has(before[k - 1] as string)),
  );
}

/** `winked`: the message says its label is not what it seems ("…tú me entiendes"), or winks (😏). */
export function penalties(
  chain: Chain,
  from: number,
  to: number,
  national: boolean,
  cue: boolean,
  winked: 'said' | 'emoji' | null = null,
): number {
  const window = chain.groups.slice(from, to + 1);
  const groups = window.map((g) => g.digits);
  let total = 0;
  for (let k = from + 1; k <= to; k++) total += PENALTY.filler * (chain.fillers[k] ?? 0);
  const messages = (window.at(-1) as Num).message - (window[0] as Num).message;
  // A pair that looks like a date or a decimal is explained when the number is sent in pieces.
  if (messages === 0) total += PENALTY.soft * Math.floor(window.filter((g) => g.soft).length / 2);
  // A number sent in four pieces costs no more than in three ("952 || 57 || 68 || 31").
  total += PENALTY.split * Math.min(messages, 2);
  // "luego", "y el resto" between groups, or the next message: someone is dictating a number.
  const sequenced = messages > 0 || chain.sequenced.slice(from + 1, to + 1).some(Boolean);
  // Days and hours: "6, 7, 8, 9, 10", "los días 6 8 10 9 14 16". A dictated phone is in single
  // digits, in groups from 32 up ("600 12 34 56"), with zeros ("6 15 11 30 00") or with words.
  const values = groups.map(Number);
  const small = values.every((v) => v <= 31) && !groups.some((g) => g.length > 1 && g.startsWith('0'));
  const ascending = small && values.every((v, k) => k === 0 || v >= (values[k - 1] as number));
  const typed = window.every((g) => !g.spelled);
  const twoDigitDays = values.filter((v) => v >= 10).length >= 2;
  if (groups.length >= 4 && !sequenced && (ascending || (small && typed && twoDigitDays))) total += PENALTY.smallList;
  // Days of a month, also when sent over messages: "turnos 6, 7, 8 || 13, 14 || y 15 de junio".
  else if (groups.length >= 4 && chain.dated && small && typed) total += PENALTY.smallList;
  // Counting up or down by one: "10, 9, 8, 7, 6, 5, 4, 3, 2, 1", "la 6, la 7, la 8…".
  const counted = values.every(
    (v, k) => k < 2 || v - (values[k - 1] as number) === (values[1] as number) - (values[0] as number),
  );
  const byOne = Math.abs((values[1] ?? 0) - (values[0] ?? 0)) === 1;
  if (groups.length >= 4 && !sequenced && counted && byOne) total += PENALTY.smallList;
  // Round figures going up: "discos de 70, 80, 90, 100".
  const round = values.every((v, k) => v % 5 === 0 && v > 0 && (k === 0 || v > (values[k - 1] as number)));
  if (groups.length >= 3 && !sequenced && round) total += PENALTY.smallList;
  // "6437 37000", "seis cuatro tres siete 37000": a number written 4 + 5. A postal code does not
  // follow four digits, nor digits said in words.
  const fourFive = (groups.at(-1) as string).length === 5 && groups.slice(0, -1).join('').length === 4;
  const postal = !fourFive && !window.some((g) => g.spelled) && groups.some(isPostalCode);
  if (national && !sequenced && !cue && postal) total += PENALTY.postalCode;
  // A year stands at an end of what it dates ("el 6 de 2024"); one between two groups ("682 2036
  // 20"), or in a list said group by group ("un 655, un 90 y un 2012"), is a group of a number.
  const yearAtEnd = isYear(groups[0] as string) || isYear(groups.at(-1) as string);
  if (national && !sequenced && !cue && !chain.listed && yearAtEnd) total += PENALTY.year;
  const sameMessages = chain.groups.filter((g) => g.message >= (window[0] as Num).message).length;
  if (sameMessages - groups.length >= 3) total += PENALTY.longChain;
  // "el 927, el 947 y el 402 son los modelos", "928, 689 y 739 son las visitas": a list, typed, the
  // subject of a verb (a number said in words is dictated).
  const subject = chain.listed || (!sequenced && !cue && typed && groups.length === 3);
  if (subject && to === chain.groups.length - 1 && PREDICATES().has(chain.after ?? '')) total += PENALTY.predicate;
  if (from === 0) {
    const before = chain.before;
    // A phone cue before wins over a label, in the plural too ("para reservas privadas: 612…").
    // Giving one's own anything ("te doy mi línea: 655…") is giving a phone, not naming a label.
    const given = before.some((w) => GIVING().has(w)) && before.some((w) => MINE().has(w));
    // "el código de mi clase es el 744307230, llama y te lo explico": a call asked for right after.
    const calledAfter =
      to === chain.groups.length - 1 && CALL_AFTER.test(chain.after ?? '') && !TO_SOMEONE.has(chain.afterNext ?? '');
    const cued =
      given ||
      calledAfter ||
      before.some(
        (w, k) => (phoneCueAt(before, k) || PHONE_CUES().has(w.replace(/e?s$/, ''))) && !labelFollows(before, k),
      ) ||
      groupsNumber(chain.labelBefore);
    // "oficina: +34 954…": a number written with its country's prefix is a phone, whatever names it.
    // Nobody says a reference in words: a label before a number said whole in words names a phone.
    const spelledWhole = window.every((g) => g.spelled);
    // "apúntate este código 664…": a code's label right before the number names it, whatever cue
    // is around (unless a wink says it is no code).
    const named = codeLabelled(before) && !winked;
    const label = labelled(chain.labelBefore) || (labelledInClause(chain.labelBefore) && !cued);
    if (label && (!cued || named) && winked !== 'said' && national && !spelledWhole) total += PENALTY.reference;
    // "c/ Mayor", not the French "c'est".
    if (before.some((w, k) => ADDRESS_WORDS().has(w) && !(w === 'c' && before[k + 1] === 'est')))
      total += PENALTY.address;
  }
  return total;
}
