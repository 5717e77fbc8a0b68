// The weight of a channel's name in the contact-sharing score (contact-sharing-score.ts): its
// weight alone, what points to it ("por tg", "mi insta"), a talk or ask verb near it, a handle
// next to it, a spaced spelling, a message with nothing else, less an on-platform cue near it.
import type { ContactSharingReason } from './contact-sharing.ts';
import type { WordInfo } from './contact-sharing-channels.ts';
import { pointAfter, pointBefore, renamed, type Point } from './contact-sharing-context.ts';
import { handleAfter, handleLike } from './contact-sharing-handle-shape.ts';
import { lazy, lazyWords } from './contact-sharing-lazy.ts';
import { galicianIn, presenceAsked } from './contact-sharing-readings.ts';
import type { Signal } from './contact-sharing-score.ts';
import { DISCOURSE } from './contact-sharing-phone-words.ts';
import { ALONE_BONUS, HANDLE_BONUS, PLATFORM_PENALTY, TALK_WINDOW, near } from './contact-sharing-score-terms.ts';
import { NEGATIONS } from './contact-sharing-terms.ts';
import { markBetween, type Token } from './contact-sharing-text.ts';

/** Bonus for the word before a name, by what the name is. */
const POINT_BONUS: Record<'talk' | 'phone' | 'network', Record<Exclude<Point, null>, number>> = {
  talk: { through: 0.7, to: 0.6, possessive: 0.5, in: 0.3, of: 0 },
  phone: { through: 0.6, to: 0.7, possessive: 0.6, in: 0.2, of: 0 },
  network: { through: 0.5, to: 0.3, possessive: 0.5, in: 0.2, of: 0 },
};
const TALK_BONUS = 0.5;
const ASK_BONUS = 0.7;
const SPACED_BONUS = 0.7;
const SHOUTED_BONUS = 0.3;
/** A short message about a name that something points to: two words besides it, small ones aside. */
const SHORT_WORDS = 2;
const SHORT_BONUS = 0.2;
const PREFERRED = lazyWords('mejor millor mellor better');

export type Target = {
  first: number;
  last: number;
  base: number;
  kind: 'talk' | 'phone' | 'network';
  reason: ContactSharingReason;
  skipArticle: boolean;
  match: string;
  spaced: boolean;
  /** A diminutive ("telefonillo"): "al"/"por" do not point to it ("llama al telefonillo" is the door's). */
  diminutive?: boolean;
  /** A network described, not named ("la app de los reels"): being there is enough ("están en…"). */
  described?: boolean;
  /** Described in words we do not list ("la red de los hilos"): counts only when pointed to. */
  vague?: boolean;
};

/** Asking to be written to: talk for a network too ("escríbeme al yt"; "lo tienes en YouTube" is a video). */
const WRITE_ASKS = lazy(() => new Set(['escribeme', 'escribime', 'mandame', 'enviame', 'escriu', 'escribenos']));
const ARTICLES = lazy(() => new Set(['el', 'la', 'los', 'las', 'l', 'the', 'o', 'a']));
const BEING = lazy(() => new Set(['esta', 'estan', 'estoy', 'estamos', 'estas', 'sale', 'salen', 'salgo']));

/** "Do you have…?" said after what is asked for (Basque). */
const ASKS_AFTER = lazyWords('baduzu daukazu badaukazu duzu erabiltzen');
const HAVING = lazyWords('tengo uso usas tienes tenemos usamos');
const THINGS = lazyWords('lo la los las');
/** Articles, pronouns, prepositions and conjunctions: what a short message says around a name. */
const SMALL = lazyWords(
  'el la lo los las un una al a de del en por x y o e i me te se le nos os mi tu su que the to on my your',
);
const contentWords = (words: readonly string[], target: Target) =>
  words.filter((w, p) => (p < target.first || p > target.last) && !SMALL().has(w) && !DISCOURSE().has(w)).length;

/** "WA", "TG", "IG": a short form in capitals is a name, not a word ("wa" may be Basque). */
const SHOUTED = /^\p{Lu}{2,3}$/u;

/** What a message says around its names, computed once per message. */
export type TargetContext = {
  words: readonly string[];
  tokens: Token[];
  wordTokens: readonly Token[];
  tokenIndex: readonly number[];
  cased: string;
  infos: readonly WordInfo[];
  asks: number[];
  askEnds: number[];
  talkOnly: number[];
  talkStems: number[];
  reachStems: number[];
  platform: number[];
  said: number;
};

/** "there", pointing back to a name said just before: "¿tienes la red de Elon? Ahí me encuentras". */
const THERE = lazyWords('ahi alli alla ali there hor bertan');
/**
 * A name pointed to from after it (eighth round): "there" within three words of its end, then a
 * verb of talking, finding or asking within three words ("allí te paso todo", "there you'll find
 * me"). As good as "por" before it.
 */
function pointedBack(target: Target, context: TargetContext): Point {
  const { words, talkOnly, talkStems, reachStems, asks } = context;
  // A vague description reaches three words past its "de" ("la red de elon ahí me"): look inside too.
  for (let d = target.first + 1; d <= target.last + 3 && d < words.length; d++) {
    if (!THERE().has(words[d] ?? '')) continue;
    const verbs = [...talkOnly, ...talkStems, ...reachStems, ...asks];
    return verbs.some((p) => p > d && p <= d + 3) ? 'through' : null;
  }
  return null;
}

const DOOR_ARTICLES = new Set(['al', 'el', 'del', 'la', 'los', 'las', 'un']);

/** The signal of one name in its message, or null when nothing lets it count. */
export function weighTarget(target: Target, context: TargetContext): Signal | null {
  const { words, tokens, wordTokens, tokenIndex, cased, infos, asks, askEnds, talkOnly, talkStems, reachStems } =
    context;
  const { platform, said } = context;
  const lastToken = (wordIndex: number) => tokenIndex[wordIndex] ?? 0;
  // "búscame no face": Galician "in the", not a refusal.
  const galician = galicianIn(words, target.first, tokens, tokenIndex);
  const point =
    (galician ? 'in' : null) ??
    pointBefore(words, target.first, target.skipArticle) ??
    pointAfter(words, target.last, tokens, lastToken(target.last)) ??
    pointedBack(target, context);
  if (point === 'of' && target.kind === 'network') return null;
  // A network described in words we do not list must be pointed to ("por la red de los hilos").
  if (target.vague && !point) return null;
  // "no tengo redes", "no uso tg": a channel someone does not use.
  // Not a "no" that ends a clause before it ("por aquí no, por guasap").
  // "¿no tienes wasap?" asks for it.
  const askedNot = (p: number) => words[p] === 'no' && /^(?:tienes|tenes|usas|tendras)$/.test(words[p + 1] ?? '');
  const negated = [target.first - 2, target.first - 1].some(
    (p) =>
      p >= 0 &&
      NEGATIONS().has(words[p] ?? '') &&
      !askedNot(p) &&
      !markBetween(tokens, lastToken(p), lastToken(target.first)),
  );
  if (!galician && negated) return null;
  // A diminutive is pointed to by "tu", or by a preposition with no article ("por telefonillo").
  const bare = point !== 'to' && !ARTICLES().has(words[target.first - 1] ?? '');
  const pointed = point && (!target.diminutive || point === 'possessive' || bare);
  let weight = target.base + (pointed ? POINT_BONUS[target.kind][point] : 0);
  const first = wordTokens[target.first] as Token;
  if (target.first === target.last && target.base < 1 && SHOUTED.test(cased.slice(first.start, first.end)))
    weight += SHOUTED_BONUS;
  const outside = (p: number) => p < target.first || p > target.last;
  // A network only takes "¿tienes…?" right before it: "lo tienes en YouTube" is a video. An
  // ask word further away ("escríbeme al yt") still says someone wants to talk there.
  const askedNear = near(
    asks.filter((p) => outside(p) && (target.kind !== 'network' || WRITE_ASKS().has(words[p] ?? ''))),
    target.first,
    target.last,
    TALK_WINDOW.before,
    TALK_WINDOW.after,
  );
  // Basque asks after the name, or after what of it is asked for: "zap baduzu?", "fb msg baduzu?".
  const askedAfter = ASKS_AFTER().has(words[target.last + 1] ?? '') || ASKS_AFTER().has(words[target.last + 2] ?? '');
  const asked =
    askedAfter ||
    presenceAsked(words, target.first) ||
    (target.kind === 'network'
      ? askEnds.includes(target.first - 1) ||
        (askEnds.includes(target.first - 2) &&
          (point === 'possessive' || ARTICLES().has(words[target.first - 1] ?? '')))
      : askedNear);
  // Adding or finding someone counts for an app to talk, a phone, or a network described.
  // …and for a network named by what it was ("agrégame a la app que era Twitter").
  const described = target.described === true || renamed(words, target.first);
  const stems = target.kind === 'network' && !described ? talkStems : [...talkStems, ...reachStems];
  // "lo tengo en la app de notas": having a thing in an app nobody names, not talking there.
  const thing = (p: number) =>
    target.vague === true && HAVING().has(words[p] ?? '') && THINGS().has(words[p - 1] ?? '');
  const talked = near(
    [...talkOnly, ...stems].filter((p) => outside(p) && !thing(p)),
    target.first,
    target.last,
    TALK_WINDOW.before,
    TALK_WINDOW.after,
  );
  const there =
    target.described && words.slice(Math.max(0, target.first - 4), target.first).some((w) => BEING().has(w));
  // "me han robado el celular", "se me murió el celu": the device, not a way to be reached.
  if (target.kind === 'phone' && !asked && !talked && deviceTalk(words, target)) return null;
  // "llamar al telefonillo 1D": a diminutive after an article, nobody's and not asked for, is the door's.
  if (target.diminutive && !asked && !pointed && DOOR_ARTICLES.has(words[target.first - 1] ?? '')) return null;
  // "el telefonillo no va, dame un grito": the door's, out of order, whatever is asked after.
  if (target.diminutive && DOOR_ARTICLES.has(words[target.first - 1] ?? '') && outOfOrder(words, target.last))
    return null;
  if (asked) weight += ASK_BONUS;
  else if (talked || askedNear || there) weight += TALK_BONUS;
  // "pon laurafit en tiktok": a handle right before the name counts as one after it.
  // "irene.move, sin espacios, en la app de las fotos": a few words further back too.
  const handleBefore = [1, 2, 3, 4, 5, 6].some((back) => {
    const p = target.first - back;
    return p >= 0 && !infos[p]?.channel && handleLike(tokens, tokenIndex[p] ?? -1, cased);
  });
  // "en el strava de la academia martafit22 tienes todo": a word only a handle can be, further on.
  const handleLater = words
    .slice(target.last + 2, target.last + 6)
    .some((_, k) => !infos[target.last + 2 + k]?.channel && handleLike(tokens, lastToken(target.last + 2 + k), cased));
  if (handleBefore || handleLater || handleAfter(tokens, lastToken(target.last), cased)) weight += HANDLE_BONUS;
  if (target.spaced) weight += SPACED_BONUS;
  // A name and one word ("tg?") asks for it; a name and a few ("pasa el tele", "al cel mejor")
  // is a short message about it, which makes what points to it count a little more.
  if (said - (target.last - target.first + 1) <= 1) weight += ALONE_BONUS;
  else if (!target.described && weight > target.base && contentWords(words, target) <= SHORT_WORDS)
    weight += SHORT_BONUS;
  // "por el tele mejor, que me llegan los avisos": a way pointed to and preferred, in a longer message.
  else if (pointed && PREFERRED().has(words[target.last + 1] ?? '')) weight += SHORT_BONUS;
  if (near(platform, target.first, target.last, 5, 5)) weight -= PLATFORM_PENALTY;
  return { reason: target.reason, weight, match: target.match };
}

/** "… no va", "… no funciona", "… está roto": a thing out of order. */
const outOfOrder = (words: readonly string[], last: number) =>
  (words[last + 1] === 'no' && /^(?:va|funciona|anda|suena|abre)$/.test(words[last + 2] ?? '')) ||
  TROUBLE.test(words[last + 2] ?? '');

/** What happens to a phone as a thing: stolen, broken, lost, dead, charging, its screen. */
const TROUBLE =
  /^(?:robad[oa]|robo|robaron|rot[oa]s?$|rompi|rompio|perdi$|perdido|perdio|murio|muerto|cayo|bateria|carg(?:ar|ado|ando|ador)$|pantalla|apagado|reparar|tecnico|funda)/;
const deviceTalk = (words: readonly string[], target: Target) =>
  words.slice(Math.max(0, target.first - 5), target.last + 6).some((w) => TROUBLE.test(w));
