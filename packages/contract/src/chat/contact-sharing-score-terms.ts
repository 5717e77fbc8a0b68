// The contact-sharing score of the phrases found in a message (contact-sharing-score.ts): calls,
// leaving the platform and paying outside it (intents), "búscame" and the like with a handle
// after them (find), and contact words ("número", "correo") offered or asked for (contact).
import type { Signal } from './contact-sharing-score.ts';
import { pointBefore } from './contact-sharing-context.ts';
import { handleAfter, plainWord } from './contact-sharing-handle-shape.ts';
import { lazy, lazyWords } from './contact-sharing-lazy.ts';
import { refusedByUs } from './contact-sharing-stems.ts';
import {
  classifiedAs,
  labelLetter,
  meetingPlace,
  noLongerTaken,
  POSSESSIVES,
  numberedThing,
  oldWeight,
  saidOfSomethingElse,
  throughFeature,
} from './contact-sharing-said-otherwise.ts';
import { DISCOURSE } from './contact-sharing-phone-words.ts';
import {
  inName,
  namesSomeone,
  narrated,
  refusedBefore,
  ruledPrivate,
  membersMoney,
  refusedByTaker,
  someoneElseCalls,
  takenByOthers,
} from './contact-sharing-readings.ts';
import { callThroughPlatform, ibanOnPlatform, platformsOwnCall } from './contact-sharing-own-call.ts';
import { NEGATIONS, type Term } from './contact-sharing-terms.ts';
import { markBetween, type Token } from './contact-sharing-text.ts';

export type Found = { term: Term; first: number; last: number };

export const HANDLE_BONUS = 0.7;
export const PLATFORM_PENALTY = 0.7;
/** "tg?", "messenger?": a message that is a channel's name and little else asks for it. */
export const ALONE_BONUS = 0.7;
export const TALK_WINDOW = { before: 6, after: 5 };
const CONTACT_BONUS = { possessive: 0.4, possessiveNumber: 0.7, article: 0.2, ask: 0.7, alone: 0.4 };

/** Contact details by name: "datos de contacto", "contact details". */
const CONTACT_NOUNS = /\b(?:contacto|contacte|contact)\b/;
/** "Follow me", "follow us": "sígueme", "seguidme", "seguime". */
const FOLLOW = /^(?:sigue|segui)(?:me|nos|dme)$/;
/** Preferring: "mejor", "millor", "mellor", "better". */
const PREFER = lazyWords('mejor millor mellor better hobe preferiblemente');
/** Nouns of a profile or an account, which a sentence after a colon may describe. */
const PROFILE_NOUNS = lazyWords('perfil cuenta canal compte kontua profile account');
const PRONOUNS = lazyWords('te os le les');
/** The gym's own lists, where one appears by one's name. */
const ROSTERS = lazyWords('cuadrante horario horarios lista listado planilla turnos calendario nomina contrato ficha');
/** Which one: "¿a qué correo…?", "¿en cuál número…?", "which number…". */
const WHICH = lazyWords('que cual what which zein quin quina cal');
/** Sending, writing, calling or reaching someone there. */
const REACHING = /^(?:escri|mand|envi|llam|contact|localiz|pill|truc|cham|send|write|call|text|reach)/;

/** "no dar mi número", "no paso el contacto": refusals. */
const GIVE = lazy(
  () => new Set(['dar', 'pasar', 'compartir', 'doy', 'paso', 'comparto', 'damos', 'pasamos', 'compartimos', 'dejar']),
);
/** "salgo", "saio": how one appears on a list ("salgo como…"), or going out ("salgo por metro Colón"). */
const GOING_OUT = lazyWords('salgo saio');
const OUT_BY = lazyWords('por de del a al hacia pronto tarde ya ahora en pola');
/** What an account is called by: the word after "mi usuario" is the handle. */
const ACCOUNT_NAMES = lazy(() => new Set(['usuario', 'user', 'nick', 'alias', 'handle', 'username', 'usuari']));
/** Words that say where things stay when something is refused: "Bizum no, pagamos por la app". */
export const STAYING = lazy(() => new Set(['presencial', 'app', 'plataforma', 'aqui', 'fitcover']));
/** Nouns that carry a contact word: "otra forma de contacto", "alguna vía de contacto". */
const FORM_OF = lazyWords('forma manera via medio modo datos');

/** "beacoach es mi usuario": a word that is no ordinary one, then "es", before the account at `first`. */
const handleBefore = (words: readonly string[], first: number) => {
  const name = words[first - 2] ?? '';
  return IS().has(words[first - 1] ?? '') && name.length >= 4 && /[a-z]/.test(name) && !plainWord(name);
};
const IS = lazyWords('es is era sera');

/** A mark between word `w` and the next word ("privado, no"). */
export const markAfterWord = (tokens: readonly Token[], tokenIndex: readonly number[], w: number) =>
  markBetween(tokens, tokenIndex[w] ?? 0, tokenIndex[w + 1] ?? 0);

export const near = (positions: number[], first: number, last: number, before: number, after: number) =>
  positions.some((p) => p >= first - before && p <= last + after);

/** What the phrases are scored against: the message's words and the positions of its cues. */
export type TermContext = {
  words: readonly string[];
  tokens: Token[];
  tokenIndex: number[];
  cased: string;
  found: Found[];
  /** Words said, greetings and fillers aside. */
  said: number;
  talk: number[];
  asks: number[];
  pay: number[];
  platform: number[];
  talkStems: number[];
  reachStems: number[];
};

const PAYMENT = /\b(?:bizum\w*|efectivo|metalico|cash|transferencia|transfe)\b/;
/** A sentence that opens with "no", or "no hace falta que", a few words before. */
const openedRefusing = (words: readonly string[], first: number) =>
  (words[0] === 'no' && first <= 5 && /^(?:hacemos|damos|hay|ofrecemos|tenemos|hace)$/.test(words[1] ?? '')) ||
  words
    .slice(Math.max(0, first - 5), first)
    .join(' ')
    .includes('no hace falta que');

export function scoreTerms(ctx: TermContext): Signal[] {
  const { words, tokens, tokenIndex, cased, found, said, talk, asks, pay, platform, talkStems, reachStems } = ctx;
  const lastToken = (wordIndex: number) => tokenIndex[wordIndex] ?? 0;
  const signals: Signal[] = [];
  for (const { term, first, last } of found) {
    const match = words.slice(first, last + 1).join(' ');
    // "ha adelgazado casi una arroba": the old weight, not an at sign.
    if (oldWeight(words, first, match)) continue;
    if (term.kind === 'intent') {
      // "llámame Laura", "mi hija me hizo una videollamada": a name given, a call told.
      const told =
        narrated(words, first) || namesSomeone(words, tokens, tokenIndex, last, cased) || someoneElseCalls(words, last);
      if (term.reason === 'telefono' && told) continue;
      if (saidOfSomethingElse(words, first, last)) continue;
      // "los datos de contacto de los socios son confidenciales", "nunca pidas datos de contacto": a
      // rule about them, not an offer ("te paso mis datos de contacto, no los compartas" is one).
      const ownedOrAsked = pointBefore(words, first, false) === 'possessive' || near(asks, first, first, 4, 0);
      const ruled =
        (!ownedOrAsked && (ruledPrivate(words, last) || classifiedAs(words, first))) || refusedBefore(words, first);
      if (term.reason === 'contacto' && CONTACT_NOUNS.test(match) && ruled) continue;
      // "el club se llama Arroba Fitness": an e-mail word inside a name.
      if (term.reason === 'email' && first === last && inName(words, tokens, tokenIndex, first, cased)) continue;
      if (term.negatable && words.slice(Math.max(0, first - 3), first).some((w) => NEGATIONS().has(w))) continue;
      // "Nada de pagos por fuera": refused by name.
      if (
        term.reason === 'contacto' &&
        words
          .slice(Math.max(0, first - 4), first)
          .join(' ')
          .startsWith('nada de')
      )
        continue;
      // "proponla desde la oferta, no por el chat": one of the platform's own features instead.
      if (words[first] === 'no' && throughFeature(words, first)) continue;
      // "la cafetería ya acepta bizum": a payment app someone else takes.
      if (term.reason === 'contacto' && first === last && takenByOthers(words, first)) continue;
      // "el cobro en efectivo de las cuotas lo lleva recepción": the members' money, or refused.
      const payment = term.bonusFrom === 'pay' || PAYMENT.test(match);
      if (payment && (membersMoney(words) || refusedByTaker(words, last))) continue;
      // "No hacemos clases por videollamada", "No hace falta que me llames": refused from the start.
      if (term.reason === 'telefono' && openedRefusing(words, first)) continue;
      // "hacemos la llamada desde la propia plataforma": the platform's own call.
      // "DM me the list here": a message through the platform too.
      const messaged = term.reason === 'telefono' || /^(?:dm|message|text)\b/.test(match);
      if (messaged && (platformsOwnCall(words) || callThroughPlatform(words, last))) continue;
      // "pon tu IBAN en tu perfil de la plataforma": where the platform pays.
      if (ibanOnPlatform(words, match, near(asks, first, first, 4, 0))) continue;
      // "nosotros no trabajamos fuera de la plataforma", "no doy mis datos fuera de la app": a rule one keeps.
      if (term.reason === 'contacto' && refusedByUs(words, first, NEGATIONS())) continue;
      // "Bizum no, por la app", "Videollamadas no, todo presencial": opened with and refused.
      const stays = platform.length > 0 || words.some((w) => STAYING().has(w));
      // "Bizum no, por la app": a "no" that ends a clause does not start the phrase after it.
      if (NEGATIONS().has(words[first] ?? '') && first < last && markAfterWord(tokens, tokenIndex, first)) continue;
      // …but "en privado, no aquí": after a comma, "no" refuses what follows.
      const refused = words[last + 1] === 'no' && !markAfterWord(tokens, tokenIndex, last);
      if (refused && stays) continue;
      // "el pago en efectivo en recepción ya no se acepta, todo por la app": no longer taken.
      if (stays && noLongerTaken(words, last)) continue;
      // A platform cue inside the phrase is what it leaves ("no pasamos por la plataforma").
      const around = platform.filter((p) => p < first || p > last);
      if (term.local && near(around, first, last, 3, 5)) continue;
      // "fuera de la app no hay seguro, así que todo por aquí": said to stay, not to leave.
      if (term.reason === 'contacto' && platform.length > 0 && NEGATIONS().has(words[last + 1] ?? '')) continue;
      // Verbs by their stem count for leaving the platform, not for e-mail ("la plataforma manda
      // la factura por correo").
      const stemmed = term.reason === 'email' ? [] : [...talkStems, ...reachStems];
      const from = term.bonusFrom === 'pay' ? pay : term.bonusFrom === 'verb' ? talkStems : [...talk, ...stemmed];
      const context = from.filter((p) => p < first || p > last);
      const talked = term.talkBonus && near(context, first, last, TALK_WINDOW.before, TALK_WINDOW.after);
      // "¿Llamada?": a message that is the phrase and nothing else asks for it.
      // "En mano mejor", "por otro lado mejor": the phrase and a preference, little else.
      const preferred = said <= last - first + 3 && words.some((w, k) => (k < first || k > last) && PREFER().has(w));
      // A place said alone ("en la puerta", "en persona") is where to meet, not how to pay.
      const alone = (said <= last - first + 1 || preferred) && !meetingPlace(match) ? ALONE_BONUS : 0;
      signals.push({
        reason: term.reason,
        weight: term.weight + (talked ? (term.talkBonus as number) : 0) + Math.min(alone, 0.5),
        match,
      });
    } else if (term.kind === 'find') {
      // "salgo por metro Colón", "salgo de casa a las 8": going out somewhere, not a name one appears as.
      if (GOING_OUT().has(words[last] ?? '') && OUT_BY().has(words[last + 1] ?? '')) continue;
      const named =
        ACCOUNT_NAMES().has(words[last] ?? '') && (first < last || POSSESSIVES().has(words[first - 1] ?? ''));
      // "mi perfil: socia desde 2019": after a profile's noun, a plain word with a sentence after
      // it describes the profile; only a word shaped like a handle names it then.
      // "seguidme: brazos arriba, 4 tiempos": "follow me" is also what a class is told.
      const prose =
        (PROFILE_NOUNS().has(words[last] ?? '') || FOLLOW.test(words[last] ?? '')) &&
        words.slice(last + 2).filter((w) => !DISCOURSE().has(w)).length > 0;
      // "en el cuadrante aparezco como Inés C.", "búscame: Sophie en el cuadrante": how one is
      // named on a list of the gym's.
      const listed = words.slice(Math.max(0, first - 4), last + 6).some((w) => ROSTERS().has(w));
      if (handleAfter(tokens, lastToken(last), cased, term.shaped || prose || listed, named))
        signals.push({ reason: 'red_social', weight: 1, match });
      // "beacoach es mi usuario": the name said before "is my account".
      else if (named && first < last && handleBefore(words, first))
        signals.push({ reason: 'red_social', weight: 1, match: words.slice(first - 2, last + 1).join(' ') });
    } else if (term.kind === 'contact') {
      // "pásame tu n", "¿tienes n?": the letter for "número" only as one's own or the other's,
      // never as a label's ("factura nº 7149…", "fila n").
      if (labelLetter(words, first, last, match)) continue;
      // "en el número 18 de la calle", "tarjeta a tu nombre, número 0092": a numbered thing, an
      // address or a place ("mi número 6 cuatro…" is one's own, and goes on).
      if (numberedThing(words, first, last)) continue;
      // "prefiero no dar mi número", "no te paso mi número": refused, not offered.
      const verb = words[first - 2] === 'mi' || words[first - 2] === 'el' ? first - 3 : first - 2;
      const to = PRONOUNS().has(words[verb - 1] ?? '') ? verb - 2 : verb - 1;
      if (NEGATIONS().has(words[to] ?? '') && GIVE().has(words[verb] ?? '')) continue;
      const point = pointBefore(words, first, false);
      const isNumber = term.reason === 'telefono';
      // "dame un número", "pásame el número": but "dime si llegó el correo".
      // "¿alguna otra forma de contacto?": what is asked for, whatever noun carries it.
      const asked = FORM_OF().has(words[first - 2] ?? '') && words[first - 1] === 'de' ? first - 2 : first;
      const article = ['un', 'algun', 'alguna', 'otra', 'otro', 'some', ...(isNumber ? ['el', 'the'] : [])].includes(
        words[asked - 1] ?? '',
      );
      let weight = term.weight;
      if (point === 'possessive') weight += isNumber ? CONTACT_BONUS.possessiveNumber : CONTACT_BONUS.possessive;
      else if (article) weight += CONTACT_BONUS.article;
      else if (term.reason === 'email' && (point === 'to' || point === 'through')) weight += CONTACT_BONUS.possessive;
      // "¿a qué correo te lo mando?", "which number do I text?": asking which one to reach ("¿a
      // qué mail te mando las playlists?" too, where "te mando" also offers).
      if (WHICH().has(words[asked - 1] ?? '') && words.slice(last + 1, last + 5).some((w) => REACHING.test(w)))
        weight += CONTACT_BONUS.article + CONTACT_BONUS.ask;
      else if (near(asks, asked, last, 4, 3)) weight += CONTACT_BONUS.ask;
      // "¿Tienes correo?": asked for with nothing between.
      if (asks.includes(first - 1)) weight += CONTACT_BONUS.article;
      // "¿Tu contacto?", "¿tu número?": a message that is little else asks for it.
      if (point === 'possessive' && said <= 3) weight += CONTACT_BONUS.alone;
      if (term.reason === 'email' && handleAfter(tokens, lastToken(last), cased)) weight += HANDLE_BONUS;
      // "¿me pones por aquí tu número?": yours asked for here is still yours given.
      const yoursAsked = point === 'possessive' && near(asks, asked, last, 4, 3);
      if (!yoursAsked && near(platform, first, last, 3, 5)) weight -= PLATFORM_PENALTY;
      signals.push({ reason: term.reason, weight, match });
    }
  }
  return signals;
}
