// Context around a name in the contact-sharing score: the word just before it ("por tg", "al
// movi", "mi insta", "coreos de TikTok") and descriptions of a network ("la app de las fotos",
// "la red del pajarito"). What a handle after it looks like: contact-sharing-handle-shape.ts.
import { lazy, lazyWords } from './contact-sharing-lazy.ts';
import type { Token } from './contact-sharing-text.ts';

export type Point = 'through' | 'to' | 'possessive' | 'in' | 'of' | null;

/** "canal de YouTube", "usuario de TikTok": an account on the network, as good as "mi". */
const ACCOUNT_NOUNS = lazy(
  () =>
    new Set([
      'canal',
      'perfil',
      'cuenta',
      'usuario',
      'user',
      'nick',
      'grupo',
      'compte',
      'usuari',
      'kontua',
      'account',
      'profile',
      'channel',
    ]),
);
/** Groups to talk in: "grupo de wa". */
const GROUPS = lazyWords('grupo grupos grup grups group groups taldea');
/** Chats and messages on a network: "el chat de Strava", "los mensajes de TikTok" (tenth round). */
const CHATS = lazyWords('chat chats xat mensajes mensaje privado privados dm md directos');
/** Requests sent on a network: "acepta mi solicitud de cel", "te mandé invitación de tg" (eighth round). */
const REQUESTS = lazyWords('solicitud solicitudes sollicitud peticion invitacion invitacio request requests invite');
/** Basque puts the word after the name: "whatsapp bidez", "zoom-en". */
const THROUGH_AFTER = lazy(() => new Set(['bidez', 'bitartez']));

/** "x" is "por" as typed on a phone ("hablamos x tele"). */
const THROUGH = lazyWords('por per pel pola polo via by through on over x');
const TO = lazyWords('al a ao to');
const POSSESSIVE = lazyWords('mi tu su mis tus sus meu teu seu my your nire zure vuestro vostre vosso');
const IN = lazyWords('en in dins');
const OF = lazyWords('de del dels of da do');
const POINTING = lazyWords('por per pel pola polo al ao en x');
/** An app's emblem: "el pájaro", "el fantasmita" stand for it ("las fotos", "los vídeos" do not). */
const EMBLEMS = lazyWords('pajarito pajaro pajarillo fantasma fantasmita fantasmin mariposa globito avion avioncito');
/** Owners of networks: "la de Zuckerberg", "la app de Elon" stand for what they own (eighth round). */
const OWNERS = lazyWords('zuckerberg zuck zuckenberg zukerberg musk elon durov dorsey bytedance meta');
/** "la de…", "la del…", "a dos…": "of" with or without its article glued to it. */
const OF_ARTICLE = lazyWords('de del dels da do das dos of');
const ARTICLES = lazyWords('el la l los las lo o the');

/** What the word before index i says about the name at i; articles are skipped when asked. */
export function pointBefore(words: readonly string[], i: number, skipArticle: boolean): Point {
  let j = i - 1;
  if (skipArticle && ARTICLES().has(words[j] ?? '')) j--;
  const word = words[j] ?? '';
  // "el meu insta", "o teu número": the possessive comes after the article.
  if (POSSESSIVE().has(word)) return 'possessive';
  if (THROUGH().has(word)) return 'through';
  if (TO().has(word)) return 'to';
  if (IN().has(word)) return 'in';
  // "grupo de wa", "el grup de tg": a group on a chat app is a place to talk there, as "por".
  if (OF().has(word) && (GROUPS().has(words[j - 1] ?? '') || CHATS().has(words[j - 1] ?? ''))) return 'through';
  // "solicitud de cel": a request on a network is reaching someone there, as "por".
  if ((OF().has(word) || IN().has(word)) && REQUESTS().has(words[j - 1] ?? '')) return 'through';
  if (OF().has(word)) return ACCOUNT_NOUNS().has(words[j - 1] ?? '') ? 'possessive' : 'of';
  return formerly(words, j);
}

/** "que (antes) era / se llamaba": a name given by what something was called. */
const WAS = lazyWords('era es fue llamaba llamaban deia');
const WHAT_WAS = lazyWords('lo la el app apli aplicacion red rede xarxa plataforma');

/**
 * "agrégame a la app que era Twitter", "en lo que antes era Twitter" (eighth round): a name in a
 * relative clause is pointed to by what points to the clause's head; adding or finding someone
 * there then counts as for a network described (contact-sharing-targets.ts).
 */
export const renamed = (words: readonly string[], i: number): boolean => formerly(words, i - 1) !== null;

function formerly(words: readonly string[], j: number): Point {
  if (!WAS().has(words[j] ?? '')) return null;
  let k = j - 1;
  if (words[k] === 'se') k--;
  if (words[k] === 'antes') k--;
  if (words[k] !== 'que' || !WHAT_WAS().has(words[k - 1] ?? '')) return null;
  return pointBefore(words, k - 1, true);
}

/** The same, from the words after a name ("whatsapp bidez"). */
export function pointAfter(words: readonly string[], last: number, tokens: readonly Token[], lastToken: number): Point {
  if (THROUGH_AFTER().has(words[last + 1] ?? '')) return 'through';
  if (tokens[lastToken + 1]?.text === '-' && tokens[lastToken + 2]?.text === 'en') return 'in';
  return null;
}

// ---- networks described instead of named ----

const HEADS = lazyWords(
  'app apps apli aplicacion aplicacio red rede xarxa chat network aplikazioa sarea plataforma canal',
);
/** What a network looks like or is for; the words that follow "la app de…" / "la red del…". */
const DESCRIPTORS = lazyWords(`
  fotos foto cielo pajarito pajaro pajaros ocellet ocell paxaro txori bird verde verda green azul blau blue fantasma fantasmita
  fantasmin ghost videos video bailes baile avion avioncito camara mariposa historias stories reels directos globo
  globito x profesional profesionales curriculums curriculum morada mensajeria mensajes amarilla amarillo yellow photo
  photos cortos selfies filtros pajaritos bailecitos bailecito bailar icono logo papel larga largos tiktoks coreos
  pajarillo pajarraco trabajos trabajo empleo llamadas checks tics ticks burbujas bocadillos
`);
/** Descriptors that name an app even without "app" / "red": "la del fantasmita", "la de las fotos". */
const COLOURS = lazyWords(
  'verde azul morada morado amarilla amarillo negra negro roja rojo rosa naranja blanca blanco',
);
const STRONG_DESCRIPTORS = lazyWords(
  'logo icono camara play fotos cielo pajarito pajaro fantasma fantasmita fantasmin videos mensajes mensajeria reels stories historias mariposa globito avion avioncito bailecitos pajarillo checks tics ticks burbujas bocadillos curriculums',
);

/** The index of the head of a network description ending at descriptor index i, or -1. */
const DIMINUTIVE = /(?:it|ill)[oa]s?$/;
/** A descriptor in the plural or singular, or as a diminutive ("mariposita", "globo", "mensaje"). */
/** Emblems only in the plural: "a check" and "a tic" are ordinary words. */
const PLURAL_ONLY = lazyWords('checks tics ticks');
function describes(set: Set<string>, word: string, singular = false): boolean {
  if (set.has(word) || (singular && set.has(`${word}s`) && !PLURAL_ONLY().has(`${word}s`))) return true;
  if (!DIMINUTIVE.test(word)) return false;
  const base = word.replace(/(?:c?it|ill)([oa])(s?)$/, '$1$2');
  return base !== word && base.length >= 4 && (set.has(base) || set.has(base.replace(/s$/, '')));
}

export function descriptionHead(words: readonly string[], i: number): number {
  // "la app naranja", "la red morada": an app is told by its colour too.
  // The singular of a plural descriptor only for the strong ones ("mensaje"; "coreo" is a class).
  const word = words[i] ?? '';
  // "por la app: 3 x 28 €": a product, not the network X.
  if (word === 'x' && [words[i - 1], words[i + 1]].some((w) => /^\d/.test(w ?? ''))) return -1;
  if (!describes(DESCRIPTORS(), word) && !describes(STRONG_DESCRIPTORS(), word, true) && !COLOURS().has(word))
    return -1;
  // "the photo app", "the bird app": English puts the head after.
  if (HEADS().has(words[i + 1] ?? '')) return i;
  // "por el pájaro azul", "en el fantasmita": a strong descriptor with an article after "por".
  if (EMBLEMS().has(words[i] ?? '') && ARTICLES().has(words[i - 1] ?? '') && POINTING().has(words[i - 2] ?? ''))
    return i - 1;
  for (let j = i - 1; j >= Math.max(0, i - 5); j--) {
    const word = words[j] ?? '';
    if (HEADS().has(word)) return describedBetween(words, j, i) ? j : -1;
    // "la del fantasmita", "la de las fotos": an article, then "de". "la de los dos checks": not
    // "los dos", which is inside what follows "de".
    const strong = describes(STRONG_DESCRIPTORS(), words[i] ?? '', true);
    if (strong && ARTICLES().has(word) && OF_ARTICLE().has(words[j + 1] ?? '') && j + 1 < i) {
      if (OF_ARTICLE().has(words[j - 1] ?? '')) continue;
      return j;
    }
    // "la verde de los mensajes": an article and a colour before "de".
    if (strong && ARTICLES().has(word) && COLOURS().has(words[j + 1] ?? '') && OF_ARTICLE().has(words[j + 2] ?? ''))
      return j;
  }
  return -1;
}

/**
 * "Described" only when the words between the head and the descriptor tie them together: articles
 * and "de" ("la app de las fotos"), a colour or a word of kind ("la red esa de los vídeos"), or a
 * clause that says what it is for ("la app donde subes fotos", "la red para fotos"). "El chat de la
 * app no carga las fotos", "mi perfil de la app tiene las fotos": a sentence about the app, not a name.
 */
const TIES = lazyWords(`
  de del la el las los les un una unos unas y e o esa ese esta este aquella aquel tipica tipico famosa famoso
  nueva nuevo vieja viejo clasica clasico otra otro mismo misma siempre of the a an with
`);
const CLAUSE = lazyWords('que donde para con en per amb where for that which to');
const OBJECT_ARTICLES = new Set(['la', 'el', 'los', 'las', 'un', 'una']);
function describedBetween(words: readonly string[], head: number, descriptor: number): boolean {
  // "por el chat de la plataforma la foto del parte": an article right after the head opens the
  // verb's object, not the head's description ("la app de las fotos").
  if (descriptor > head + 1 && OBJECT_ARTICLES.has(words[head + 1] ?? '')) return false;
  for (let k = head + 1; k < descriptor; k++) {
    const word = words[k] ?? '';
    if (CLAUSE().has(word)) return true;
    if (!TIES().has(word) && !COLOURS().has(word) && !DESCRIPTORS().has(word)) return false;
  }
  return true;
}

/** "por el verde", "al azul", "per la verda": a colour alone, through or to which one goes, may be an app. */
const THROUGH_COLOUR = lazyWords('por per x via');
const TO_COLOUR = lazyWords('al pel pol polo pola');
/** Colours of Catalan and Basque, and Basque ones glued to "-tik" / "-an" (through, in). */
const MORE_COLOURS = lazyWords('verda blava vermella groga lila berde berdea urdin urdina');
const BASQUE_THROUGH = /^(?:berde|urdin|more|hori)e?(?:tik|an|ra)$/;
/** "berdetik": the case ending points to it, as "por" does. */
export const colourThrough = (word: string) => BASQUE_THROUGH.test(word);
/** "¿tienes la verde?": an app had or used. */
const HAVING = lazyWords('tienes tenes tens tes teneis usas uses');
export function colourApp(words: readonly string[], i: number): boolean {
  if (colourThrough(words[i] ?? '')) return true;
  if (!COLOURS().has(words[i] ?? '') && !MORE_COLOURS().has(words[i] ?? '')) return false;
  const before = words[i - 1] ?? '';
  if (TO_COLOUR().has(before)) return true;
  // "¿tienes la verde?", "la verde de siempre".
  const ofAlways = words[i + 1] === 'de' && words[i + 2] === 'siempre';
  if (ARTICLES().has(before) && (HAVING().has(words[i - 2] ?? '') || ofAlways)) return true;
  return ARTICLES().has(before) && THROUGH_COLOUR().has(words[i - 2] ?? '');
}

// ---- any network described: "la red de los hilos", "la app con el icono de la cámara" ----

/** What follows a head to describe it: "de…", "con…", or one adjective then one of them ("que…" is a clause). */
const MODIFIERS = lazyWords('de del dels da do das dos con amb of with');
/** "con" describes with an article after it ("la app con el icono…"; "por la app con calma" does not). */
const WITH = lazyWords('con amb with');
/** Descriptions of this platform, the gym or the bookings: "la app de reservas", "la app del gimnasio". */
const LOCAL = lazyWords(`
  fitcover plataforma app aplicacion reservas reserva gimnasio gimnas gym club centro clase clases socios siempre
  aqui esta este entrenador entrenadora entrenamiento entrenos pagos pago voleibol tenis padel porteria pista sala
  banco tiempo grupo metro bus autobus transporte mapas vecinos comunidad nuevo todas todos forma formas momento
  hoy manana vez acuerdo hecho verdad calma tranquilidad referencia ref codigo oferta ofertas solicitud factura recibo
`);
/** Heads of a vague description: an app or a network ("el chat de…" is usually this one's). */
const VAGUE_HEADS = lazyWords('app apps apli aplicacion aplicacio red rede xarxa network aplikazioa sarea');

/**
 * The last word of a network described by whatever follows its head, with no descriptor of ours
 * ("la red de los hilos", "la app china de los bailes"): the head at
 * h after an article, a modifier right after it (or after one adjective), nothing local in the
 * next four words. -1 when there is none.
 */
export function vagueDescription(words: readonly string[], h: number): number {
  // "la de los bailes", "el de los vídeos": no head at all, an article then what it is for.
  if (ARTICLES().has(words[h] ?? '') && OF_ARTICLE().has(words[h + 1] ?? '')) {
    const d = ARTICLES().has(words[h + 2] ?? '') ? h + 3 : h + 2;
    if (describes(DESCRIPTORS(), words[d] ?? '') || OWNERS().has(words[d] ?? '')) return d;
    // "la de Mark Zuckerberg": a first name before the owner's.
    return OWNERS().has(words[d + 1] ?? '') ? d + 1 : -1;
  }
  if (!VAGUE_HEADS().has(words[h] ?? '') || !ARTICLES().has(words[h - 1] ?? '')) return -1;
  const at = MODIFIERS().has(words[h + 1] ?? '') ? h + 1 : MODIFIERS().has(words[h + 2] ?? '') ? h + 2 : -1;
  if (at < 0 || at + 1 >= words.length) return -1;
  if (WITH().has(words[at] ?? '') && !ARTICLES().has(words[at + 1] ?? '')) return -1;
  const described = words.slice(h + 1, at + 4);
  if (described.some((w) => LOCAL().has(w))) return -1;
  return Math.min(words.length - 1, at + 3);
}
