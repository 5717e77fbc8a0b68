// Context around a name in the contact-sharing score: the word just before it ("por tg", "al
// movi", "mi insta", "coreos de TikTok"), a handle just after it ("búscame: martafit22",
// "salgo como martafit", "Threads: marta.fit"), descriptions of a network ("la app de las
// fotos", "la red del pajarito").
import { lazy, lazyWords } from './contact-sharing-lazy.ts';
import type { Token } from './contact-sharing-text.ts';
import { gluedName } from './contact-sharing-handles.ts';

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
/** Basque puts the word after the name: "whatsapp bidez", "zoom-en". */
const THROUGH_AFTER = lazy(() => new Set(['bidez', 'bitartez']));

const THROUGH = lazyWords('por per pel pola polo via by through on over');
const TO = lazyWords('al a ao to');
const POSSESSIVE = lazyWords('mi tu su mis tus sus meu teu seu my your nire zure vuestro vostre vosso');
const IN = lazyWords('en in dins');
const OF = lazyWords('de del dels of da do');
const POINTING = lazyWords('por per pel pola polo al ao en');
/** An app's emblem: "el pájaro", "el fantasmita" stand for it ("las fotos", "los vídeos" do not). */
const EMBLEMS = lazyWords('pajarito pajaro pajarillo fantasma fantasmita fantasmin mariposa globito avion avioncito');
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
  if (OF().has(word)) return ACCOUNT_NOUNS().has(words[j - 1] ?? '') ? 'possessive' : 'of';
  return null;
}

/** The same, from the words after a name ("whatsapp bidez"). */
export function pointAfter(words: readonly string[], last: number, tokens: readonly Token[], lastToken: number): Point {
  if (THROUGH_AFTER().has(words[last + 1] ?? '')) return 'through';
  if (tokens[lastToken + 1]?.text === '-' && tokens[lastToken + 2]?.text === 'en') return 'in';
  return null;
}

/** Words that cannot be a handle after "como" / ":" ("me encuentras como siempre"). */
const NOT_A_HANDLE = lazyWords(`
  siempre antes ayer hoy manana todos todo toda todas nadie el la los las lo un una unos unas de del que si no ya tu te yo
  mi en a nunca quieras quieres puedas prefieras sea es esta este esto eso dijimos acordamos quedamos dije hablamos os
  nos le les se usted ellos ella tal cual cuando donde mucho poco mas menos bien mal otro otra always usual usually the
  before ever normal normalmente habitual sabes ves puedes mejor peor cada casi unos unas hora horas minutos a las
  and i he she we they you it me us them this that what how para muy por con sin aqui ahi alli fuera dentro arriba
  abajo tarde noche recepcion sala entrada puerta almacen gimnasio gym vestuario pista piscina parking clase oficina
  mostrador barra planta pasillo calle esquina lunes martes miercoles jueves viernes sabado domingo detras delante
  cerca lejos alrededor zona centro barrio nombre apellido favor ese esa aquel aquella eso cual
`);
/** An ordinary word, never a handle ("este es mi perfil", "me encuentras como siempre"). */
export const plainWord = (word: string) => NOT_A_HANDLE().has(word);
/** Words between a name and its handle: "mi usuario es …", "salgo como …". */
const COPULAS = lazyWords('es is son sera soy era da dira como as com');
/** "por ahí como …", "también como …": filler before the handle. */
const PLACE_FILLERS = lazyWords('ahi alli tambien igual facil facilmente siempre');
/** "búscame por martafit": like "como". */
const BY = lazyWords('por by');
/** Other prepositions may come before a handle-shaped word only: "búscame en brais.move". */
const PREPOSITIONS = lazyWords('en on in a');
const HANDLE_MARKS = lazy(() => new Set([':', '→', '>', '=', '-', '👉', '➡']));

/** A word that looks like a handle: letters and digits mixed ("martafit22"), not a plain number. */
export const handleShaped = (text: string) =>
  (/\d/.test(text) && (text.match(/[a-z]/g)?.length ?? 0) >= 3) ||
  ((COMPOUND().test(text) || gluedName(text)) && !PLAIN().has(text));
/**
 * A name glued to a fitness word, as handles are made ("lauraspin", "thefitoriol",
 * "pilatesconana", "yogawithmaria"): at least three letters on the other side.
 */
const FITNESS =
  'fit|yoga|gym|coach|spin|box|pilates|moves?|zen|flow|run|body|strong|power|core|dance|cross|stretch|active|trainer|training|train|entrena|corre|mueve|baila|fuerza|suda|lifts?|sweat|hiit|barre|trx|wellness|athletic|zumba|runs|runner';
/** Before a name only the words that nothing ordinary starts with ("coreografía", "boxeador"). */
const FITNESS_FIRST = 'fit|yoga|gym|coach|pilates|spin|zen';
const COMPOUND = lazy(
  () =>
    new RegExp(
      `^(?:[a-z]{3,}(?:${FITNESS})|(?:the)?(?:${FITNESS_FIRST})(?:con|with|by|de)?[a-z]{3,}|(?:${FITNESS})(?:con|with|by|x)[a-z]{3,})$`,
    ),
);
/** Ordinary words that have that shape. */
const PLAIN = lazyWords(`
  fitness crossfit bodypump bodycombat bodybalance bodyattack bodystep running spinning boxeo kickboxing trainers
  training coaching powerlifting corestability bodyweight crosstraining gymkana gymkhana yogui yoguis zumba
  runner runners flowers dancer dancers bodyboard cardiobox aquagym aquafit aerobox corepower poweryoga
  outfit outfits profit benefit hardcore encore nobody somebody everybody anybody interactive overflow workflow
  cashflow superpower horsepower inbox outbox dropbox xbox sandbox jukebox gymnastics gymnasium spinning fitball
  fitboxing yogalates zentangle conmueve remueve promueve recorre socorre transcorre discorre escurre descorre
  reentrena autofuerza contrafuerza
`);
/** "MartaFit", "HugoMad": a capital inside a word. */
const camel = (cased: string, token: Token) => /\p{Ll}\p{Lu}/u.test(cased.slice(token.start, token.end));
/** "marta.fit", "marta_fit": a word glued by "." or "_" to another word. */
const glued = (tokens: Token[], k: number) =>
  /^[._]+$/.test(tokens[k + 1]?.text ?? '') && tokens[k + 1]?.kind === 'mark' && tokens[k + 2]?.kind === 'word';

/** A word token (index k in `tokens`) that can only be a handle: "marta_fit", "coachpaula22", "MartaFit". */
export const handleLike = (tokens: Token[], k: number, cased: string): boolean => {
  const token = tokens[k];
  if (token?.kind !== 'word' || !/[a-z]/.test(token.text)) return false;
  return handleShaped(token.text) || glued(tokens, k) || (camel(cased, token) && !PLAIN().has(token.text));
};

/**
 * True when a handle follows the token at index `last` (an index in `tokens`): a mark such as
 * ":" then a word; "como" / "as" then a word that is not ordinary; or a handle-shaped word.
 */
export function handleAfter(tokens: Token[], last: number, cased: string, shapedOnly = false, named = false): boolean {
  let k = last + 1;
  let words = 0;
  let marked = false;
  // "mi usuario lauramoves": a name for an account comes right after it, like after "como".
  let como = named;
  let preposition = false;
  while (k < tokens.length && words < 3) {
    const token = tokens[k] as Token;
    if (token.kind === 'space') {
      k++;
      continue;
    }
    if (token.kind === 'mark') {
      // "búscame, soy …": a comma may come before the copula.
      if (token.text === ',' && COPULAS().has(tokens[k + 1]?.kind === 'space' ? (tokens[k + 2]?.text ?? '') : '')) {
        k++;
        continue;
      }
      if (!HANDLE_MARKS().has(token.text) && token.text !== '"' && token.text !== "'") return false;
      marked = marked || HANDLE_MARKS().has(token.text);
      k++;
      continue;
    }
    const text = token.text;
    if (handleShaped(text) || glued(tokens, k) || camel(cased, token)) return true;
    if (/^\d+$/.test(text) || (shapedOnly && (marked || como))) return false;
    if ((marked || como) && !preposition && !NOT_A_HANDLE().has(text)) return true;
    if (PLACE_FILLERS().has(text)) {
      // "me encuentras por ahí como …": the place is nowhere in particular.
    } else if (PREPOSITIONS().has(text) && !preposition) preposition = true;
    else if (COPULAS().has(text) || BY().has(text)) como = true;
    else return false;
    words++;
    k++;
  }
  return false;
}

// ---- networks described instead of named ----

const HEADS = lazyWords('app apps apli aplicacion aplicacio red rede xarxa chat network aplikazioa sarea plataforma');
/** What a network looks like or is for; the words that follow "la app de…" / "la red del…". */
const DESCRIPTORS = lazyWords(`
  fotos foto pajarito pajaro pajaros ocellet ocell paxaro txori bird verde verda green azul blau blue fantasma fantasmita
  fantasmin ghost videos video bailes baile avion avioncito camara mariposa historias stories reels directos globo
  globito x profesional profesionales curriculums curriculum morada mensajeria mensajes amarilla amarillo yellow photo
  photos cortos selfies filtros pajaritos bailecitos bailecito bailar icono logo papel larga largos tiktoks coreos
  pajarillo pajarraco trabajos trabajo empleo llamadas rutinas
`);
/** Descriptors that name an app even without "app" / "red": "la del fantasmita", "la de las fotos". */
const COLOURS = lazyWords(
  'verde azul morada morado amarilla amarillo negra negro roja rojo rosa naranja blanca blanco',
);
const STRONG_DESCRIPTORS = lazyWords(
  'logo icono camara play fotos pajarito pajaro fantasma fantasmita fantasmin videos mensajes mensajeria reels stories historias mariposa globito avion avioncito bailecitos pajarillo',
);

/** The index of the head of a network description ending at descriptor index i, or -1. */
const DIMINUTIVE = /(?:it|ill)[oa]s?$/;
/** A descriptor in the plural or singular, or as a diminutive ("mariposita", "globo", "mensaje"). */
function describes(set: Set<string>, word: string, singular = false): boolean {
  if (set.has(word) || (singular && set.has(`${word}s`))) return true;
  if (!DIMINUTIVE.test(word)) return false;
  const base = word.replace(/(?:c?it|ill)([oa])(s?)$/, '$1$2');
  return base !== word && base.length >= 4 && (set.has(base) || set.has(base.replace(/s$/, '')));
}

export function descriptionHead(words: readonly string[], i: number): number {
  // "la app naranja", "la red morada": an app is told by its colour too.
  // The singular of a plural descriptor only for the strong ones ("mensaje"; "coreo" is a class).
  const word = words[i] ?? '';
  if (!describes(DESCRIPTORS(), word) && !describes(STRONG_DESCRIPTORS(), word, true) && !COLOURS().has(word))
    return -1;
  // "the photo app", "the bird app": English puts the head after.
  if (HEADS().has(words[i + 1] ?? '')) return i;
  // "por el pájaro azul", "en el fantasmita": a strong descriptor with an article after "por".
  if (EMBLEMS().has(words[i] ?? '') && ARTICLES().has(words[i - 1] ?? '') && POINTING().has(words[i - 2] ?? ''))
    return i - 1;
  for (let j = i - 1; j >= Math.max(0, i - 5); j--) {
    const word = words[j] ?? '';
    if (HEADS().has(word)) return j;
    // "la del fantasmita", "la de las fotos": an article, then "de".
    const strong = describes(STRONG_DESCRIPTORS(), words[i] ?? '', true);
    if (strong && ARTICLES().has(word) && OF_ARTICLE().has(words[j + 1] ?? '') && j + 1 < i) return j;
    // "la verde de los mensajes": an article and a colour before "de".
    if (strong && ARTICLES().has(word) && COLOURS().has(words[j + 1] ?? '') && OF_ARTICLE().has(words[j + 2] ?? ''))
      return j;
  }
  return -1;
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
  hoy manana vez acuerdo hecho verdad calma tranquilidad
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
  if (!VAGUE_HEADS().has(words[h] ?? '') || !ARTICLES().has(words[h - 1] ?? '')) return -1;
  const at = MODIFIERS().has(words[h + 1] ?? '') ? h + 1 : MODIFIERS().has(words[h + 2] ?? '') ? h + 2 : -1;
  if (at < 0 || at + 1 >= words.length) return -1;
  if (WITH().has(words[at] ?? '') && !ARTICLES().has(words[at + 1] ?? '')) return -1;
  const described = words.slice(h + 1, at + 4);
  if (described.some((w) => LOCAL().has(w))) return -1;
  return Math.min(words.length - 1, at + 3);
}
