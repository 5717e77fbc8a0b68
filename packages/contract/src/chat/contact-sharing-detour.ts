// The platform as a third party to get round (issue 26, seventh round): its fee or its being in
// the middle said ("la app se queda con un 15 %", "sin app de por medio", "que la app no se
// entere"), next to dealing directly; and the conversation itself moved elsewhere ("movamos la
// conversación a otro sitio"). Constructions, not phrases: any name of the platform, any word of
// its cut, any word of dealing directly.
import { lazyWords } from './contact-sharing-lazy.ts';
import { PLATFORM_NOUNS } from './contact-sharing-stems.ts';
import { bookingCancelled } from './contact-sharing-cancelled.ts';
import { dealtInPerson } from './contact-sharing-in-person.ts';

/** The platform's cut or its place in the middle: "comisión", "se queda", "se lleva", "pellizco". */
const CUT = /^(?:comisi|pellizc|porcentaje|tajada|mordida|intermediari|fee|fees|cut)/;
const KEEPS = lazyWords('queda lleva quedan llevan cobra cobran come');
/** Dealing directly: "directo", "entre nosotros", "tú y yo", "en mano", "por libre". */
const DIRECT =
  /^(?:directo|directa|directamente|direct|directly|particular|nosotros|nosotras|libre|mano|ma|aparte|billetes|efectivo|efectiu|metalico|cash|negro)$/;
/** "de por medio", "de en medio": the platform in the middle, removed or absent. */
const MIDDLE = lazyWords('medio mig');
const REMOVED = lazyWords('sin sense no quitamos quitemos quita quitar sacamos saquemos fuera falta');
/** Prepositions that put something on the platform: "en la app", "por la web", "desde FitCover". */
const ON = lazyWords('en por desde via a in on through');
/** What the conversation is: moved "a otro sitio", "fuera". */
/** "charla", "xerrada" and "chat" are also talks and other groups' chats: left out. */
const CONVERSATION = lazyWords('conversacion conversaciones conversa hizketaldia conversation');
const ELSEWHERE = lazyWords('otro otra otros otras outro outra altre altra fuera fora afuera elsewhere somewhere');
/** "la conversación de otro día": another time, not another place. */
const TIMES = lazyWords('dia dias momento rato vez veces semana tema');
/** Putting something through, with its object ("meterlo", "registrarla"), or passing through. */
const KEPT_OFF = /^(?:[a-z]{2,}(?:ar|er|ir)(?:lo|la|los|las)|pasar)$/;
/** "que la app no se entere": the platform kept from knowing. */
const KNOWING = lazyWords('entere enteren entera sepa sepan vea vean entero');

/** The words where the platform is a third party to get round, or null. */
export function platformDetour(words: readonly string[]): string | null {
  for (let p = 0; p < words.length; p++) {
    if (!PLATFORM_NOUNS().has(words[p] as string)) continue;
    const from = Math.max(0, p - 4);
    const around = words.slice(from, p + 6);
    // "sin app de por medio", "quitamos a la app de en medio".
    const middle = around.findIndex((w) => MIDDLE().has(w));
    // Not when what follows refuses it: "sin la app de por medio no hay seguro".
    const refused = (k: number) => words.slice(k + 1, k + 3).includes('no');
    if (
      middle >= 0 &&
      from + middle > p &&
      words.slice(from, p).some((w) => REMOVED().has(w)) &&
      !refused(from + middle)
    )
      return words.slice(from, from + middle + 1).join(' ');
    // "sin meterlo en la plataforma", "sin pasar por la app": kept off it (not when refused after:
    // "sin pasar por la app no se puede cobrar").
    const kept = [p - 3, p - 4].find(
      (k) => words[k] === 'sin' && KEPT_OFF.test(words[k + 1] ?? '') && ON().has(words[k + 2] ?? ''),
    );
    if (kept !== undefined && !refused(p)) return words.slice(kept, p + 1).join(' ');
    // "que la app no se entere", "sin que se entere FitCover".
    if (words[p + 1] === 'no' && words[p + 2] === 'se' && KNOWING().has(words[p + 3] ?? ''))
      return words.slice(p, p + 4).join(' ');
    const told = [p - 1, p - 2].find((k) => KNOWING().has(words[k] ?? '') && words[k - 1] === 'se');
    if (told !== undefined && (words[told - 2] === 'no' || words[told - 2] === 'que'))
      return words.slice(told - 2, p + 1).join(' ');
    // "la app se queda con un 15 %, lo hacemos directo": its cut, and dealing directly.
    // "La app cobra directamente de tu tarjeta" is the platform dealing: its cut must be said,
    // and the direct dealing must be another clause's, not on the platform ("directamente en la app").
    const cut = around.some((w) => CUT.test(w)) || (words[p + 1] === 'se' && KEEPS().has(words[p + 2] ?? ''));
    // "en la app" right after it, not "…billetes, que la plataforma se queda…" (another clause).
    const onPlatform = (k: number) =>
      words
        .slice(k + 1, k + 4)
        .some(
          (w, q) =>
            w === 'aqui' ||
            (PLATFORM_NOUNS().has(w) && [words[k + q], words[k + q - 1]].some((x) => ON().has(x ?? ''))),
        );
    // Only once a cut is said: otherwise every name of the platform would scan the whole message.
    const direct = cut && words.some((w, k) => (k < p - 1 || k > p + 3) && DIRECT.test(w) && !onPlatform(k));
    if (direct) return words.slice(p, Math.min(words.length, p + 4)).join(' ');
  }
  return null;
}

/**
 * Dodging a cut, proposed or told to someone: "nos ahorramos", "te saltas", "olvidamos",
 * "ahorrarnos", "evitemos" (not "me olvidé de restarla": what one did).
 */
const DODGE =
  /^(?:ahorr|estalvi|salt|evit|esquiv|olvid|oblid)(?:amos|emos|as|es|ais|eis|arnos|arte|aros|emonos|ate|aos|em|eu)$/;
/** …or making it smaller, as a purpose: "así la comisión es menor". */
const SMALLER = lazyWords('menor menos mitad');
const PURPOSE = lazyWords('asi para');
/** Giving it away for nothing, asked why: "¿para qué regalarle el 10 % a la plataforma?". */
const GIFT = /^regal(?:ar|arle|arles|amos|as|ais|arselo|arsela)$/;
/** The platform's own plans, where a smaller cut is what is bought ("con el plan PRO pagas menos comisión"). */
const PLANS = lazyWords('plan planes pro basico suscripcion premium tarifa');

/**
 * The platform's cut dodged, in any order, up to six words before it or four after: "nos ahorramos los dos la comisión",
 * "olvidamos la comisión", "así la comisión es menor", "¿para qué regalarle el 10 % a la
 * plataforma?"; or null. Not refused ("no te olvides de la comisión"), nor made smaller by the
 * platform's plans.
 */
export function cutDodged(words: readonly string[]): string | null {
  for (let p = 0; p < words.length; p++) {
    const word = words[p] as string;
    if (GIFT.test(word) && words[p - 1] === 'que' && (words[p - 2] === 'para' || words[p - 2] === 'por')) {
      const q = words.findIndex((w, k) => k > p && k <= p + 6 && (CUT.test(w) || PLATFORM_NOUNS().has(w)));
      if (q > 0) return words.slice(p - 2, q + 1).join(' ');
    }
    if (!CUT.test(word)) continue;
    const from = Math.max(0, p - 6);
    const around = words.slice(from, p + 5);
    if (around.some((w) => PLANS().has(w))) continue;
    const purpose = words.slice(Math.max(0, p - 3), p).some((w) => PURPOSE().has(w));
    const k = around.findIndex((w, q) => from + q !== p && (DODGE.test(w) || (purpose && SMALLER().has(w))));
    const at = from + k;
    if (k >= 0 && !words.slice(Math.max(0, at - 2), at).includes('no'))
      return words.slice(Math.min(p, at), Math.max(p, at) + 1).join(' ');
  }
  return null;
}

/** Publishing on the platform: "publicar", "publiques", "publico", "subir la oferta". */
const PUBLISH = /^publi(?:c|q)/;
/** To the other alone: "directamente", "a mí", "por privado". */
const TO_ME_ALONE = /^(?:directamente|directo|directa|privado|priv)$/;
/** Handed over: "te las digo", "me la das", "te la paso", "te aviso". */
const GIVEN =
  /\b(?:te|me|os|nos) (?:lo |la |los |las )?(?:digo|dices|das|doy|paso|pasas|ofrezco|ofreces|mando|mandas|aviso|avisas|cuento)\b/;

/**
 * Work kept off the platform: "las próximas no las voy a publicar aquí, te las digo
 * directamente", "no publiques la clase, me la das a mí directamente"; or null.
 */
export function unpublished(words: readonly string[]): string | null {
  for (let p = 0; p < words.length; p++) {
    if (!PUBLISH.test(words[p] as string)) continue;
    // Refused ("no publiques"), not a condition ("si no publicas la oferta…").
    const no = words.lastIndexOf('no', p);
    if (no < p - 4 || no < 0 || words[no - 1] === 'si') continue;
    // Given to one of the two directly ("te las digo directamente", "me la das a mí directamente"),
    // and not then on the platform ("directamente te aviso por aquí").
    const q = words.findIndex(
      (w, k) => k > p && k <= p + 10 && TO_ME_ALONE.test(w) && GIVEN.test(words.slice(k - 6, k).join(' ')),
    );
    if (q > 0 && !words.slice(q + 1, q + 6).some((w) => w === 'aqui' || PLATFORM_NOUNS().has(w)))
      return words.slice(p, q + 1).join(' ');
  }
  return null;
}

/** The conversation moved elsewhere: "movamos la conversación a otro sitio"; or null. */
export function conversationMoved(words: readonly string[]): string | null {
  for (let p = 0; p < words.length; p++) {
    if (!CONVERSATION().has(words[p] as string)) continue;
    for (let q = p + 1; q <= p + 4 && q < words.length; q++) {
      if (!ELSEWHERE().has(words[q] as string)) continue;
      if (TIMES().has(words[q + 1] ?? '')) break;
      // "la charla de fuera del gimnasio": a place named after "fuera de".
      if (words[q + 1] === 'de' || words[q + 1] === 'del') break;
      return words.slice(p, q + 1).join(' ');
    }
  }
  return null;
}

/** Paying or giving: "pagamos", "pagarle", "darle", "soltar". */
const PAY = /^(?:pag[aoeu]|pagu|cobr|dar(?:le|les)?$|damos|demos|solt)/;
/** What may stand between paying and the platform: "a los de", "nada a", "ni un duro a". */
const TO_WHOM = lazyWords('a al los las la el de del le les nada ni un una duro euro centimo su parte por');
/** "así no…", "para no…", "y no…", "sin…": a purpose, not a question about how things work. */
const SO_THAT = lazyWords('asi para y que pues');

/** The platform left unpaid on purpose: "así no pagamos a los de FitCover", "sin pagarle nada a la app". */
export function platformUnpaid(words: readonly string[]): string | null {
  for (let p = 1; p < words.length; p++) {
    if (!PLATFORM_NOUNS().has(words[p] as string)) continue;
    let v = p - 1;
    while (v > 0 && p - v <= 4 && TO_WHOM().has(words[v] as string)) v--;
    if (!PAY.test(words[v] ?? '') || v === p) continue;
    // "así no le pagamos…": a pronoun between.
    const n = ['le', 'les', 'se'].includes(words[v - 1] ?? '') ? v - 2 : v - 1;
    const refused = words[n] === 'sin' || (words[n] === 'no' && SO_THAT().has(words[n - 1] ?? ''));
    if (refused) return words.slice(n, p + 1).join(' ');
  }
  return null;
}

/** Recording or declaring, said to someone or of us: "no lo registras", "que no lo anotemos". */
const RECORD = /^(?:registr|anot|declar|factur|reflej)(?:as|es|ais|eis|amos|emos)$/;
/** …as an infinitive with what is kept out: "sin registrarlo", "sin declararlo". */
const RECORD_IT = /^(?:registr|anot|declar|factur|reflej)ar(?:lo|la|los|las)$/;
const PLACES = lazyWords('aqui app web plataforma fitcover sistema aplicacion');
const CLITICS = lazyWords('lo la los las le se nos nada');

/** Kept off the platform's records: "te lo doy en recepción y no lo registras aquí". */
export function unrecorded(words: readonly string[]): string | null {
  for (let r = 1; r < words.length; r++) {
    const word = words[r] as string;
    const clitic = CLITICS().has(words[r - 1] ?? '') ? r - 1 : r;
    const told = RECORD.test(word) && words[clitic - 1] === 'no';
    const without = RECORD_IT.test(word) && words[r - 1] === 'sin';
    // "que no quede constancia en la app", "que no conste aquí".
    const trace = (word === 'quede' || word === 'conste') && words[r - 1] === 'no' && words[r - 2] === 'que';
    if (!told && !without && !trace) continue;
    const place = words.slice(r + 1, r + 5).findIndex((w) => PLACES().has(w));
    if (place >= 0) return words.slice(r - 1, r + 2 + place).join(' ');
  }
  return null;
}

/** The first detour the words make, or null: every construction above, then those of their own files. */
export function detourOf(words: readonly string[]): string | null {
  return (
    platformDetour(words) ??
    conversationMoved(words) ??
    platformUnpaid(words) ??
    unrecorded(words) ??
    bookingCancelled(words) ??
    cutDodged(words) ??
    unpublished(words) ??
    dealtInPerson(words)
  );
}
