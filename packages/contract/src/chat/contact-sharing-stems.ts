// Verbs found by their stem rather than listed form by form (issue 26, third round): writing and
// talking, finding and adding someone, searching for them. Near a channel's name they say
// someone means to talk there; next to a word that can only be a handle they point to an account.
import { handleLike, namedThing } from './contact-sharing-handle-shape.ts';
import type { WordInfo } from './contact-sharing-channels.ts';
import { lazy } from './contact-sharing-lazy.ts';
import type { Token } from './contact-sharing-text.ts';

/**
 * Writing, talking, sending and dealing in the five languages: "contéstame por…", "nos
 * escribimos por…", "lo tratamos tú y yo".
 */
const TALK_STEM =
  /^(?:escri[bu]|habl|charl|xerr|apan|arranx|contest|respond|mand[ae]|envi[aeo]|parl[aeo]|fal[aeo]m|falo|idatz|comunic|chate|text|messag|writ|talk|repl|answer|tratam|tratem|cerr[ae]mos|acord[ae]mos|arregl[ae]mos|gestion[ae]mos|organiz[ae]mos|formaliz[ae]mos|quedam|quedem)/;
/** Finding, adding and reaching someone: for an app to talk or a phone, not a network ("busca BodyPump en YouTube"). */
const REACH_STEM = /^(?:agreg|anad|busc|localiz|encontr|encuentr|pill[ao]|solicitud|acept|contact|sigue|segui|sigo)/;
/**
 * Searching, being found, followed, added or written to, a user name: "busca", "me encuentras",
 * "cerca'm", "bilatu", "aparezco", "se llama", "sígueme", "añade a", "escribe a".
 */
const SEEK_STEM =
  /^(?:busc|encuentr|encontr|search|look|find|cerca|troba|atop|bilat|aurki|salgo|aparezc|tecle|ponme|llama|llamo|sigueme|siguenos|seguidme|segueix|segueme|follow|agreg|anad|afeg|engad|gehitu|add|escri[bu]|write|pregunt|ask(?!o))/;
/** Seen there: "me verás como…", "apareces como…" ("sigue", "pon", "sale" say too many other things). */
const SEEN = /^(?:veras|vereis|aparece|apareces)$/;
/** …and in the present after "me" ("me ves como lauragym93"; "ves" alone is also "go" in Catalan). */
const SEEN_NOW = /^(?:ves|veis|veu|veus|tienes|teneis|tenes|localizas|localizais)$/;
const seen = (words: readonly string[], p: number) =>
  SEEN.test(words[p] as string) || (SEEN_NOW.test(words[p] as string) && words[p - 1] === 'me');
/**
 * Offered for whatever comes up (eighth round): "cualquier cosa: lauragym93", "para lo que sea,
 * …", "por si acaso …", "anything, …"; and a user name given as one ("de nick tengo …").
 */
const OFFER = new Map([
  ['cosa', 'cualquier'],
  ['sea', 'que'],
  ['necesites', 'que'],
  ['quieras', 'que'],
  ['acaso', 'si'],
  ['anything', ''],
  ['whatever', ''],
]);
const AND = lazy(() => new Set(['y', 'i', 'e', 'and', 'eta', 'ahi', 'alli']));
const offered = (words: readonly string[], p: number) => {
  const before = OFFER.get(words[p] as string);
  if (before !== undefined) return before === '' || words[p - 1] === before;
  return words[p - 1] === 'de' && ACCOUNT_NAME.test(words[p] as string);
};
/** "búscalo como Coreo1": a thing searched for, not a person. */
const THING = /(?:lo|la|los|las)$/;
/** Bounded, like every list looked through per name: time stays linear in length. */
const MAX_STEMS = 24;

export type Stems = { talk: number[]; reach: number[] };

/** Positions of talking and reaching verbs among the words. */
export function stemsOf(words: readonly string[]): Stems {
  const stems: Stems = { talk: [], reach: [] };
  words.forEach((w, p) => {
    if (w.length < 4 || stems.talk.length + stems.reach.length >= MAX_STEMS) return;
    // "en la red de monitores se habla bien de ti": impersonal, nobody is talking to anybody.
    if (words[p - 1] === 'se') return;
    if (TALK_STEM.test(w)) stems.talk.push(p);
    else if (REACH_STEM.test(w)) stems.reach.push(p);
  });
  return stems;
}

/** "ABC1234", "RES734383": capitals and digits are a code, a reference, never a handle. */
const code = (tokens: Token[], k: number, cased: string) => {
  const token = tokens[k];
  return token !== undefined && /\d/.test(token.text) && /^[\p{Lu}\d]+$/u.test(cased.slice(token.start, token.end));
};
/** "la contraseña abc12345", "código gym2024": a code given as one. */
const SECRET = /^(?:contrasena|clave|password|pass|pin|codigo|code|wifi|ref|referencia|localizador|cupon)$/;
/** One's own user name: "mi nick", "mi nombre de usuario" ("lauramoves es el usuario" is a login). */
const ACCOUNT_NAME =
  /^(?:usuari|nick|user|alias|username|erabiltzaile|nombre|cuenta|perfil|compte|kontu|profile|account)/;
const MINE = new Set(['mi', 'my', 'meu', 'nire']);
/** The possessive of one's own user name, where the handle is looked for around. */
const ownAccount = (words: readonly string[], p: number) =>
  MINE.has(words[p] as string) && words.slice(p + 1, p + 4).some((w) => ACCOUNT_NAME.test(w));

/** "un perfil", "una monitora": someone of a kind is sought ("buscamos un perfil de…"). */
const INDEFINITE = new Set(['un', 'una', 'unos', 'unas']);
const ROLES = new Set([
  'perfil',
  'perfiles',
  'monitor',
  'monitora',
  'monitores',
  'instructor',
  'instructora',
  'instructores',
  'sustituto',
  'sustituta',
  'sustitutos',
  'persona',
  'personas',
  'profe',
  'profesor',
  'profesora',
  'entrenador',
  'entrenadora',
]);
/**
 * A verb of searching that seeks no one's account: a name said ("la wifi se llama…"), someone or
 * someone of a kind ("buscamos un perfil más de crossfit"), or a thing to do ("el Aqua.Center
 * busca cubrir body pump"): an infinitive after it that is no handle.
 */
function seekingOther(
  words: readonly string[],
  p: number,
  tokens: Token[],
  tokenIndex: readonly number[],
  cased: string,
) {
  if (words[p - 1] === 'se') return true;
  const next = words[p + 1] ?? '';
  if (ROLES.has(next) || (INDEFINITE.has(next) && ROLES.has(words[p + 2] ?? ''))) return true;
  return /^[a-z]{2,}(?:ar|er|ir)$/.test(next) && !handleLike(tokens, tokenIndex[p + 1] ?? -1, cased);
}

/**
 * A word that can only be a handle, with a verb of searching or being found up to six words
 * before or four after it ("busca coachpaula y me hablas", "soy marta_fit, búscame"), or null.
 */
export function seekHandle(
  words: readonly string[],
  infos: readonly WordInfo[],
  tokens: Token[],
  tokenIndex: readonly number[],
  cased: string,
): string | null {
  const seeking = words
    .flatMap((w, p) =>
      (SEEK_STEM.test(w) && !THING.test(w) && !seekingOther(words, p, tokens, tokenIndex, cased)) ||
      seen(words, p) ||
      ownAccount(words, p)
        ? [p]
        : [],
    )
    .slice(0, MAX_STEMS);
  // An offer names the handle as the last thing said ("cualquier cosa: sala2 a las 19:00" is a room).
  const offers = words.flatMap((_, p) => (offered(words, p) ? [p] : [])).slice(0, MAX_STEMS);
  if (seeking.length === 0 && offers.length === 0) return null;
  const last = words.length - 1;
  const handle = words.findIndex(
    (_, p) =>
      (seeking.some((s) => p >= s - 4 && p <= s + 6 && p !== s) ||
        offers.some((s) => p > s && p <= s + 3 && (p === last || AND().has(words[p + 1] ?? '')))) &&
      !infos[p]?.channel &&
      !code(tokens, tokenIndex[p] ?? -1, cased) &&
      !words.slice(Math.max(0, p - 2), p).some((w) => SECRET.test(w)) &&
      !namedThing(words.slice(Math.max(0, p - 5), p)) &&
      handleLike(tokens, tokenIndex[p] ?? -1, cased),
  );
  return handle >= 0 ? (words[handle] as string) : null;
}

/** Being outside: "fuera", "fora", "kanpoan", "outside", "skip". */
/** Also kept away from or behind its back: "al margen de la app", "a espaldas de FitCover". */
const OUTSIDE = lazy(
  () => new Set(['fuera', 'afuera', 'fora', 'kanpoan', 'kanpora', 'outside', 'skip', 'aparte', 'margen', 'espaldas']),
);
/** What this platform is called: "la app", "esta aplicación", "la plataforma", "FitCover". */
export const PLATFORM_NOUNS = lazy(
  () =>
    new Set([
      'app',
      'aplicacion',
      'aplicacio',
      'aplikazioa',
      'aplikazio',
      'apps',
      'plataforma',
      'platform',
      'fitcover',
      'chat',
      'xat',
      'web',
    ]),
);
/**
 * Leaving proposed (first person plural, subjunctive or imperative) in the five languages, and
 * in Spanish any verb of leaving, skipping or avoiding so conjugated, "nos" glued or not
 * ("saltémonos la app", "evitemos la plataforma", "prescindamos del chat").
 */
const LEAVE_PROPOSED =
  /^(?:salgamos|salgamonos|dejemos|abandonemos|vayamonos|vamonos|larguemonos|saiamos|deixemos|sortim|sortiu|deixem|abandonem|irten|utzi|leave|lets|(?:dej|abandon|salt|larg|evit|esquiv|ignor|aparc|borr|cerr)(?:emos|emonos)|(?:prescind|sal|huy)g?(?:amos|amonos))$/;
/** Leaving told in the present, then doing it directly: "dejamos la app y lo hacemos directo". */
const LEAVE_TOLD = /^(?:dejamos|saltamos|quitamos|pasamos|evitamos|salimos)$/;
const DIRECTLY = /^(?:directo|directa|directamente|aparte|particular|libre)$/;
/** Avoiding something, said of the platform: forget it, skip it, take it out of the way. */
const AVOID = /^(?:olvidate|olvidemos|olvidemonos|oblidat|oblidem|esquivemos|prescindamos|ignoremos|bypass|forget)$/;
/** Skipping it: "pasemos de la plataforma", "quitemos la app de en medio". */
const SKIP = /^(?:pasemos|pasamos|passem|quitemos|quitamos|saquemos|sacamos)$/;
/** After "sin la app": it is needed, it does not work, it is how it goes ("sin la app no puedes"). */
const STAYS = new Set(['puedes', 'puedo', 'funciona', 'hay', 'se', 'es', 'va', 'tienes', 'podemos', 'cannot', 'can']);
const CASH_OR_BETTER = new Set(['mejor', 'millor', 'mellor', 'efectivo', 'mano', 'metalico', 'cash']);
const PREFER = /^(?:prefier|prefer|prefereix|mejor|millor|mellor|nahiago)/;
const USE = /^(?:usar|utilizar|use|using|fer servir|emprar|usala|usarla|erabili)$/;
// "importe", not "importa" (it matters).
const PAYING = /^(?:pag[aou]|cobr[aeo]|diner|precio|preu|importes?$|abon|tratos?$)/;

/** "tú y yo", "entre nosotros", "directamente": dealt with by the two alone. */
const betweenUs = (before: readonly string[]) =>
  before.some(
    (w, k) => DIRECTLY.test(w) || w === 'nosotros' || (w === 'yo' && before[k - 1] === 'y' && before[k - 2] === 'tu'),
  );

/**
 * Leaving or paying around the platform said with words in any order: "mellor fóra desta
 * aplicación", "el pago mejor fuera", "skip the app". Not when what follows refuses it ("fuera
 * de la app no hay seguro").
 */
export function leavingAround(words: readonly string[], negations: ReadonlySet<string>): string | null {
  for (let p = 0; p < words.length; p++) {
    // "salgamos de esta app", "dejemos el chat de la web": a proposal to leave, not an account of it.
    if (LEAVE_PROPOSED.test(words[p] as string) && !negations.has(words[p - 1] ?? '')) {
      for (let q = p + 1; q <= p + 3 && q < words.length; q++)
        if (PLATFORM_NOUNS().has(words[q] as string)) return words.slice(p, q + 1).join(' ');
    }
    if (LEAVE_TOLD.test(words[p] as string) && !negations.has(words[p - 1] ?? '')) {
      const q = words.findIndex((w, k) => k > p && k <= p + 3 && PLATFORM_NOUNS().has(w));
      if (q > 0 && words.slice(q + 1, q + 8).some((w) => DIRECTLY.test(w))) return words.slice(p, q + 1).join(' ');
    }
    // "olvídate de la app", "quitamos la app de en medio", "lo hablamos sin la app": the platform
    // as what is avoided. Not when something refuses it after ("sin la app no puedes reservar").
    const skip =
      SKIP.test(words[p] as string) && (words[p + 1] === 'de' || words.slice(p + 2, p + 8).includes('medio'));
    // "sin app" after a preference or a pairing: "mejor en persona y sin app"; not "la clase es sin app".
    // Also with a payment or a preference near: "me pagas cuando nos veamos, sin app", "sin app mejor";
    // or dealt with between the two: "gestionándolo tú y yo, sin FitCover".
    const without =
      (words[p] === 'sin' || words[p] === 'sense') &&
      (words[p - 1] === 'y' ||
        words[p - 1] === 'mejor' ||
        words.slice(Math.max(0, p - 5), p + 6).some((w) => PAYING.test(w) || CASH_OR_BETTER.has(w)) ||
        betweenUs(words.slice(Math.max(0, p - 6), p)));
    const avoids = AVOID.test(words[p] as string) || skip || without;
    if (avoids && !negations.has(words[p - 1] ?? '')) {
      for (let q = p + 1; q <= p + 3 && q < words.length; q++) {
        if (!PLATFORM_NOUNS().has(words[q] as string)) continue;
        // "sin app de mapas": another app, named by what it is for.
        const other = words[q + 1] === 'de' && !['la', 'el', 'esta', 'este', 'en'].includes(words[q + 2] ?? '');
        const refused = other || words.slice(q + 1, q + 3).some((w) => negations.has(w) || STAYS.has(w));
        if (!refused) return words.slice(p, q + 1).join(' ');
      }
    }
    // "prefiero no usar el chat de la web": choosing not to use it.
    if (PREFER.test(words[p] as string) && negations.has(words[p + 1] ?? '') && USE.test(words[p + 2] ?? '')) {
      for (let q = p + 3; q <= p + 6 && q < words.length; q++)
        if (PLATFORM_NOUNS().has(words[q] as string)) return words.slice(p, q + 1).join(' ');
    }
    if (!OUTSIDE().has(words[p] as string) || refusedByUs(words, p, negations)) continue;
    for (let q = p + 1; q <= p + 3 && q < words.length; q++) {
      if (PLATFORM_NOUNS().has(words[q] as string) && !negations.has(words[q + 1] ?? ''))
        return words.slice(p, q + 1).join(' ');
    }
    // "pagada fuera de plazo": outside of something else, not of the platform.
    if (words[p] === 'aparte' || words[p + 1] === 'de' || words[p + 1] === 'del') continue;
    for (let q = Math.max(0, p - 3); q <= p + 3 && q < words.length; q++) {
      // "nada de pagos por fuera": refused by name.
      const refusedPay = words[q - 1] === 'de' && negations.has(words[q - 2] ?? '');
      if (q !== p && PAYING.test(words[q] as string) && !negations.has(words[p + 1] ?? '') && !refusedPay)
        return words.slice(Math.min(p, q), Math.max(p, q) + 1).join(' ');
    }
  }
  return null;
}

/** What one does not do, in the first person: "no trabajamos", "nunca doy", "no cobro". */
const OUR_DOING =
  /^(?:trabaj(?:o|amos)|doy|damos|hago|hacemos|acept(?:o|amos)|cobr(?:o|amos)|pag(?:o|amos)|qued(?:o|amos)|compart(?:o|imos)|trat(?:o|amos)|contrat(?:o|amos)|gestion(?:o|amos)|oper(?:o|amos))$/;
export function refusedByUs(words: readonly string[], first: number, negations: ReadonlySet<string>): boolean {
  for (let k = Math.max(0, first - 5); k < first - 1; k++)
    if (negations.has(words[k] as string) && OUR_DOING.test(words[k + 1] as string)) return true;
  return false;
}
