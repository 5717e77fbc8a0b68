// What a handle looks like (issue 26): words that are never one ("me encuentras como siempre"),
// words that can only be one ("martafit22", "marta_fit", "MartaFit", a name glued to a fitness
// word), and a handle right after a name or a cue ("búscame: martafit22", "salgo como martafit").
import { LEXICON } from './contact-sharing-lexicon.ts';
import { gluedName } from './contact-sharing-handles.ts';
import { lazy, lazyWords } from './contact-sharing-lazy.ts';
import type { Token } from './contact-sharing-text.ts';
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
const HANDLE_MARKS = lazy(() => new Set([':', '→', '>', '=', '-', '👉', '➡', '▶', '►', '⇒']));

/** Things of the gym a name or a code belongs to: "la wifi", "la clave", "el cupón", "la clase". */
const THINGS = lazyWords(`wifi wi fi ssid clave claves contrasena contrasenya password pass pin codigo codi code cupon
  cupones descuento promo ref referencia localizador pedido factura reserva archivo fichero carpeta documento playlist
  lista taquilla sala clase sesion rutina coreografia cancion`);
const OWNERS = lazyWords('mi mis tu tus su sus my your');
/** Between a thing and its name: "la clase se llama …", "el cupón de descuento es …". */
const NAMING_BRIDGE = lazyWords(
  'se llama llaman es son sera era de del la el los las nuevo nueva : gym gimnasio centro box club invitados invitado guest guests aparece aparecen figura como',
);

/**
 * The words before a name (in order, nearest last) make it a thing's name or code ("la clase se
 * llama cardio_martes", "usa el cupón VERANO_25"), not an account: after at most four words
 * that only bridge, a thing of the gym.
 */
export function namedThing(before: readonly string[]): boolean {
  for (let k = before.length - 1; k >= Math.max(0, before.length - 5); k--) {
    const word = before[k] as string;
    if (THINGS().has(word)) return true;
    // "la red del gym es FitClub_Invitados": the place's network is its wifi.
    // …and a network's name given after "red:" ("Red: Pilates_Studio, contraseña…").
    // …and "la red es FitLab_Invitados", not "mi red es…".
    const next = before[k + 1];
    const place = next === 'del' || next === 'de' || next === 'es' || k === before.length - 1;
    if (word === 'red' && place && !OWNERS().has(before[k - 1] ?? '')) return true;
    if (!NAMING_BRIDGE().has(word)) return false;
  }
  return false;
}

/** A word that looks like a handle: letters and digits mixed ("martafit22"), not a plain number. */
export const handleShaped = (text: string) =>
  (/\d/.test(text) && (text.match(/[a-z]/g)?.length ?? 0) >= 3) ||
  ((COMPOUND().test(text) || gluedName(text)) && !PLAIN().has(text));
/**
 * A name glued to a fitness word, as handles are made ("lauraspin", "thefitoriol",
 * "pilatesconana", "yogawithmaria"): at least three letters on the other side.
 */
const FITNESS =
  'fit|yoga|gym|coach|spin|box|pilates|moves?|zen|flow|run|body|strong|power|core|dance|cross|stretch|active|trainer|training|train|entrena|corre|mueve|baila|fuerza|suda|lifts?|sweat|hiit|barre|trx|wellness|athletic|zumba|runs|runner|workout|fitness';
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
/** "MartaFit", "HugoMad": a capital inside a word; not a laugh ("xD"). */
const camel = (cased: string, token: Token) =>
  /\p{Ll}\p{Lu}/u.test(cased.slice(token.start, token.end)) && !/^x+d+$/.test(token.text);
/** Words that end a sentence on their own: "vale.", "ok.", "perfecto." (then a missing space). */
export const SENTENCE_ENDS = lazyWords(`
  vale ok okey okay perfecto perfecta genial bien si claro listo lista gracias hecho bueno buena entendido estupendo
  guay correcto exacto fenomenal vaya venga tranquilo tranquila nada todo ya hola adios super fantastico
  de acuerdo yes sure great thanks fine cool perfect nice alright done good awesome perfecte entesos fet grazas
  perfeito
`);

/**
 * "marta.fit", "marta_fit": a word glued by "." or "_" to another word; "10.000" is a number, and
 * "hola.te escribo" a full stop that lost its space.
 */
const glued = (tokens: Token[], k: number) =>
  /^[._]+$/.test(tokens[k + 1]?.text ?? '') &&
  !(tokens[k + 1]?.text === '.' && SENTENCE_ENDS().has(tokens[k]?.text ?? '')) &&
  tokens[k + 1]?.kind === 'mark' &&
  tokens[k + 2]?.kind === 'word' &&
  /[a-z]/.test(`${tokens[k]?.text ?? ''}${tokens[k + 2]?.text ?? ''}`);

/** The platform's own name names its own things ("la wifi es FitCover_5"), never a contact outside. */
const platformOwn = (word: string) => word.startsWith('fitcover');

/** A word token (index k in `tokens`) that can only be a handle: "marta_fit", "coachpaula22", "MartaFit". */
export const handleLike = (tokens: Token[], k: number, cased: string): boolean => {
  const token = tokens[k];
  if (token?.kind !== 'word' || !/[a-z]/.test(token.text) || platformOwn(token.text)) return false;
  return handleShaped(token.text) || glued(tokens, k) || (camel(cased, token) && !PLAIN().has(token.text));
};

/** The word after a question mark at `k`, when it has digits and letters only a handle has ("¿me sigues? alba89"). */
function namedAfterQuestion(tokens: Token[], k: number): boolean {
  while (tokens[k]?.kind === 'space') k++;
  const next = tokens[k];
  return next?.kind === 'word' && /\d/.test(next.text) && /[a-z]{3}/.test(next.text) && handleShaped(next.text);
}

const PLATFORM_PLACES = lazyWords('plataforma fitcover app aplicacion buscador');
const IN_OR_OF = lazyWords('en de del por dentro');
/**
 * "en la plataforma salgo como Caro Barrios", "búscame en la lista de la plataforma, salgo como
 * Dani R.": a name one goes by on the platform, said in the words before the cue (six at most).
 */
function onThePlatformBefore(tokens: Token[], last: number): boolean {
  const words: string[] = [];
  for (let k = last; k >= 0 && words.length < 8; k--)
    if (tokens[k]?.kind === 'word') words.unshift(tokens[k]?.text ?? '');
  return words.some(
    (w, k) => PLATFORM_PLACES().has(w) && words.slice(Math.max(0, k - 2), k).some((x) => IN_OR_OF().has(x)),
  );
}

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
  if (onThePlatformBefore(tokens, last)) return false;
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
      // "¿me sigues? alba89": a question, then a name with digits that only a handle can be.
      if (token.text === '?') return namedAfterQuestion(tokens, k + 1);
      if (!HANDLE_MARKS().has(token.text) && token.text !== '"' && token.text !== "'") return false;
      marked = marked || HANDLE_MARKS().has(token.text);
      k++;
      continue;
    }
    const text = token.text;
    if (platformOwn(text)) return false;
    // "en el cuadrante sale como ZMB148": capitals and digits are a code, not an account.
    if (shapedOnly && /\d/.test(text) && /^[\p{Lu}\d]+$/u.test(cased.slice(token.start, token.end))) return false;
    if (handleShaped(text) || glued(tokens, k) || camel(cased, token)) return true;
    if (/^\d+$/.test(text) || (shapedOnly && (marked || como))) return false;
    if ((marked || como) && !preposition && !NOT_A_HANDLE().has(text)) return true;
    // "estoy en x como …", "salgo en tiktok como …": the place is where the name is.
    if (preposition && !como && (text === 'x' || LEXICON().has(text))) {
      k++;
      continue;
    }
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
