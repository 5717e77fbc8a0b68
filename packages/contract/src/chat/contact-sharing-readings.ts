// Readings of a call word that are not a call (issue 26, fourth round): "llámame Laura", "¿te
// llamo Toni?" name someone; "mi hija me hizo una videollamada" tells what happened. And presence
// asked about a network: "¿estás en Twitch?", "¿andas por Bluesky?".
import { lazyWords } from './contact-sharing-lazy.ts';
import { DAYS } from './contact-sharing-said-otherwise.ts';
import type { Token } from './contact-sharing-text.ts';

/** Forms of "llamar" / "chamar" that also mean "to name". */
const NAMING = /^(?:llam|cham)/;

/** Forms of address one is called by: "no me llames señora", "llámame de usted". */
const ADDRESS_FORMS = lazyWords(
  'senora senor senorita usted don dona jefe jefa profe profesora profesor maestra maestro guapa guapo abuela abuelo mister miss',
);

/**
 * A call verb (the phrase's last word at `last`) followed right away, with only a space, by a
 * capitalised word: a name given ("llámame Laura", "te llamo Toni o prefieres otro nombre?").
 */
export function namesSomeone(
  words: readonly string[],
  tokens: readonly Token[],
  tokenIndex: readonly number[],
  last: number,
  cased: string,
): boolean {
  if (!NAMING.test(words[last] ?? '')) return false;
  // "no me llames señora", "llámame de tú": a form of address, in any case.
  if (
    ADDRESS_FORMS().has(words[last + 1] ?? '') ||
    (words[last + 1] === 'de' && (words[last + 2] === 'tu' || ADDRESS_FORMS().has(words[last + 2] ?? '')))
  )
    return true;
  const k = tokenIndex[last] ?? -1;
  const next = tokens[k + 2];
  if (tokens[k + 1]?.kind !== 'space' || next?.kind !== 'word' || next.text.length < 2) return false;
  const first = cased.charAt(next.start);
  const second = cased.charAt(next.start + 1);
  return first !== first.toLowerCase() && second === second.toLowerCase() && /\p{L}/u.test(first);
}

/** Forms of "llamar" that are the first or the third person alike ("que te llame"). */
const EITHER_PERSON = lazyWords('llame llamaria llamaba llamara llamase');
/** Who does it, right after such a form: "que te llame el fisio", "que te llame alguien". */
const SUBJECTS = lazyWords('el la alguien nadie mi su tu un una recepcion ella');

/** "que te llame el lunes", "la semana que viene": when, not who. */
const LATER = lazyWords('proximo proxima semana mes tarde noche manana');
const when = (word: string) => DAYS().has(word) || LATER().has(word);

/** "que te llame el fisio": someone else calls. */
export const someoneElseCalls = (words: readonly string[], last: number) =>
  (EITHER_PERSON().has(words[last] ?? '') && SUBJECTS().has(words[last + 1] ?? '') && !when(words[last + 2] ?? '')) ||
  toOthers(words, last) ||
  askedOfSomeone(words, last);

/** "dile a la de recepción que te llame": someone else is asked to call. */
const TELL = lazyWords('dile digale decidle pidele pidale diles');
const askedOfSomeone = (words: readonly string[], last: number) =>
  EITHER_PERSON().has(words[last] ?? '') && words.slice(Math.max(0, last - 8), last).some((w) => TELL().has(w));

/** Given to others: "dar un toque a los que lleguen tarde", "un toque a las alumnas". */
const OTHERS = lazyWords('todos todas cada quien quienes alumnos alumnas socios socias clientes chavales');
function toOthers(words: readonly string[], last: number): boolean {
  if (words[last + 1] !== 'a') return false;
  const who = words[last + 2] ?? '';
  // "a los que…", "a los de la fila de atrás", "a las alumnas".
  if (who === 'los' || who === 'las')
    return ['que', 'de', 'del'].includes(words[last + 3] ?? '') || OTHERS().has(words[last + 3] ?? '');
  return OTHERS().has(who);
}

/** Past tenses of doing, having and being: a call told, not proposed. */
const PAST = lazyWords(`
  hizo hice hicimos hicieron hiciste tuve tuvo tuvimos tuvieron tuviste estuve estuvo estuvimos estuvieron estaba
  estabamos estaban recibi recibio had did was were got
`);

/** "mi hija me hizo una videollamada", "estuve en una videollamada con el jefe". */
export const narrated = (words: readonly string[], first: number) =>
  words.slice(Math.max(0, first - 4), first).some((w) => PAST().has(w));

/** Second-person presence: "¿estás en…?", "¿andas por…?", "¿sales en…?" ("lo tienes en YouTube" is a video). */
const PRESENCE = lazyWords('estas estais andas andais sales');
const PRESENCE_PREPOSITIONS = lazyWords('en por a on in');
const ARTICLES = lazyWords('el la los las l the');

/** A network asked about with a presence verb just before it ("¿estás en Twitch?"). */
export function presenceAsked(words: readonly string[], first: number): boolean {
  // "¿estás en la app de…?": the article of a description is skipped.
  const at = ARTICLES().has(words[first - 1] ?? '') ? first - 1 : first;
  return PRESENCE_PREPOSITIONS().has(words[at - 1] ?? '') && PRESENCE().has(words[at - 2] ?? '');
}

/** Galician "in the": "no", "na", "nos", "nas" (Spanish and Catalan "no" is a negation). */
const IN_THE = lazyWords('no na nos nas');
/** Words only Galician says among the languages of Spain, or nearly: a message in Galician. */
const GALICIAN = lazyWords(`
  estou teno tes podes queres unha dunha nunha dun nun non moito moita tamen xa grazas atopame atopasme saio aparezo
  imos vou temos desta deste nesta neste aginda ainda mellor sempre pola polo mesmo ti cando onde
  mensagem mensagens voce fala combina tudo obrigado obrigada
`);
/** A verb with a pronoun glued to it ("búscame", "escríbeme", "sígueme"). */
const ENCLITIC = /^[a-z]{3,}(?:me|nos)$/;

/**
 * "no" before a name at `first` is Galician "in the" ("búscame no face", "no insta estou como
 * …"): in a message with a word only Galician says, or right after a verb with its pronoun and
 * no pause between ("búscame, no en face" would be Spanish).
 */
export function galicianIn(
  words: readonly string[],
  first: number,
  tokens: readonly Token[],
  tokenIndex: readonly number[],
): boolean {
  if (!IN_THE().has(words[first - 1] ?? '')) return false;
  if (words.some((w) => GALICIAN().has(w))) return true;
  const verb = first - 2;
  if (verb < 0 || !ENCLITIC.test(words[verb] ?? '')) return false;
  const between = tokens.slice((tokenIndex[verb] ?? 0) + 1, tokenIndex[first] ?? 0);
  return between.every((t) => t.kind !== 'mark');
}

/** What an address goes on with: a provider, an ending, a dot said. */
const ADDRESS_WORDS = lazyWords(`
  gmail hotmail yahoo outlook icloud protonmail proton gmx msn live punto punt dot puntu com es net org cat eus
`);
const capitalised = (cased: string, token: Token | undefined) =>
  token !== undefined && /^\p{Lu}\p{Ll}/u.test(cased.slice(token.start, token.end));

/**
 * An e-mail word (at word index `i`) that is part of a name: capitalised with a capitalised word
 * after it that no address has ("Arroba Fitness"), nor a dot or an ending within three words.
 */
export function inName(
  words: readonly string[],
  tokens: readonly Token[],
  tokenIndex: readonly number[],
  i: number,
  cased: string,
): boolean {
  const k = tokenIndex[i] ?? -1;
  if (!capitalised(cased, tokens[k]) || tokens[k + 1]?.kind !== 'space') return false;
  if (!capitalised(cased, tokens[k + 2]) || words.slice(i + 1, i + 4).some((w) => ADDRESS_WORDS().has(w))) return false;
  return !tokens.slice(k + 1, tokenIndex[i + 3] ?? tokens.length).some((t) => t.text === '.' || t.text === '@');
}

/** Kept private: "…son confidenciales", "…están protegidos", "…está prohibido". */
const PRIVATE = /^(?:confidencial|privad|protegid|prohibid|reservad|confidential|private|protected)/;
/** Asked for or handed over, after a negation: "no los pidas", "no se comparten". */
const HANDED =
  /^(?:pid|ped|compart|d[ae]s$|deis$|dar$|dar(?:te|os|le|les)$|pasar(?:te|os|le|les)?$|facilit|shar|ask|give)/;

/**
 * Contact details (a phrase ending at `last`) spoken of as a rule: private, or not to be asked
 * for or shared ("los datos de contacto de los socios son confidenciales, no los pidas").
 */
export function ruledPrivate(words: readonly string[], last: number): boolean {
  const after = words.slice(last + 1, last + 9);
  return after.some(
    (w, k) =>
      PRIVATE.test(w) || (HANDED.test(w) && after.slice(Math.max(0, k - 3), k).some((x) => x === 'no' || x === 'not')),
  );
}

/** "nunca pidas datos de contacto", "no compartas tus datos de contacto": refused before them. */
export function refusedBefore(words: readonly string[], first: number): boolean {
  const before = words.slice(Math.max(0, first - 4), first);
  const verb = before.findIndex((w) => HANDED.test(w));
  return (
    verb > 0 &&
    before.slice(Math.max(0, verb - 2), verb).some((w) => w === 'no' || w === 'nunca' || w === 'never' || w === 'not')
  );
}

/** Taken or accepted by a third person or place ("la cafetería acepta bizum"); "¿aceptas bizum?" asks. */
const THIRD_TAKES = /^(?:acepta|aceptan|admite|admiten|cobra|cobran)$/;
const ASKED_OF_YOU = lazyWords('usted ustedes vosotros tu me nos le les si');
/** …said of a subject before the verb: "¿acepta bizum?" and "¿usted acepta bizum?" ask the other. */
export const takenByOthers = (words: readonly string[], first: number) =>
  first >= 2 && THIRD_TAKES.test(words[first - 1] ?? '') && !ASKED_OF_YOU().has(words[first - 2] ?? '');

/**
 * The members' money, not the instructor's: "el bizum de la cuota lo tienen domiciliado los
 * socios", "el cobro en efectivo de las cuotas lo lleva recepción", "los socios hicieron un bizum".
 */
const MEMBERS_MONEY = lazyWords('cuotas socios socias matricula matriculas abonados abonadas');
/** "la cuota del gym", not the platform's ("la plataforma me ha subido la cuota"). */
const GYM = lazyWords('gym gimnasio gimnas club socio socia socios los');
export const membersMoney = (words: readonly string[]) =>
  words.some(
    (w, k) =>
      MEMBERS_MONEY().has(w) ||
      (w === 'cuota' && (words[k + 1] === 'del' || words[k + 1] === 'de') && GYM().has(words[k + 2] ?? '')),
  );
/** Refused right after by the one who takes it: "pago en efectivo no aceptamos en la tienda". */
const REFUSING = lazyWords('aceptamos admitimos cogemos aceptan admiten acepta admite');
export const refusedByTaker = (words: readonly string[], last: number) =>
  words[last + 1] === 'no' && REFUSING().has(words[last + 2] ?? '');
