// The contact-sharing score of one message's words: every signal found adds its weight (a name
// of a channel with what points to it, an intent, a link…), an on-platform cue takes some
// away, and the message is blocked at 1. One signal can be enough ("wasap", "llámame"); weak
// ones need company ("tele" alone is a TV, "por tele" is a channel).
import type { ContactSharingReason } from './contact-sharing.ts';
import { wordInfo } from './contact-sharing-channels.ts';
import { spreadAt } from './contact-sharing-spread.ts';
import { SPEC_WORDS, type Channel } from './contact-sharing-lexicon.ts';
import { descriptionHead, vagueDescription } from './contact-sharing-context.ts';
import { colourTargets, initialTarget } from './contact-sharing-initials.ts';
import { weighTarget, type Target, type TargetContext } from './contact-sharing-targets.ts';
import { lazy, lazyWords } from './contact-sharing-lazy.ts';
import { unknownApp } from './contact-sharing-apps.ts';
import { emojiWords } from './contact-sharing-emoji.ts';
import { joinedOutside } from './contact-sharing-groups.ts';
import { mailAddressAsked, someoneElsesContact } from './contact-sharing-someone.ts';
import { findIban } from './contact-sharing-iban.ts';
import { findDomain, findSpacedDomain } from './contact-sharing-links.ts';
import { findPattern } from './contact-sharing-patterns.ts';
import { membersMoney, narrated, takenByOthers } from './contact-sharing-readings.ts';
import { callThroughPlatform, platformsOwnCall } from './contact-sharing-own-call.ts';
import { seenOnNamed, seenOnNetworks } from './contact-sharing-seen-on.ts';
import { detourOf } from './contact-sharing-detour.ts';
import { readShorthand } from './contact-sharing-shorthand.ts';
import { DISCOURSE } from './contact-sharing-phone-words.ts';
import { STAYING, markAfterWord, scoreTerms, type Found } from './contact-sharing-score-terms.ts';
import { givenUp, instaOtherwise } from './contact-sharing-said-otherwise.ts';
import { leavingAround, seekHandle, stemsOf } from './contact-sharing-stems.ts';
import { NEGATIONS, TERMS, type Term } from './contact-sharing-terms.ts';
import { lex, type Folded, type Token } from './contact-sharing-text.ts';
import { shapedSignals } from './contact-sharing-shapes.ts';

export type Signal = { reason: ContactSharingReason; weight: number; match: string };

const DESCRIPTION_WEIGHT = 0.6;
const VAGUE_WEIGHT = 0.3;
const HARD = 10;

const ASKING_ABOUT = lazy(() => new Set(['have', 'got', 'on']));
/** "bizum", "bizumcito", and as it is misspelt: "vizum", "bisum", "bizun". */
const BIZUM = /^(?:bizum|vizum|bisum|bizun)/;
const VIDEO_CALL = /^(?:videoll|videotruc|videocham|videoconf|bideodei|videocall|videotel|videochat|videoxat)/;
/** A negation before, or "no" right after an opening word. */
const refusedAt = (words: readonly string[], i: number) =>
  words.slice(Math.max(0, i - 3), i).some((w) => NEGATIONS().has(w)) ||
  (i === 0 && words[1] === 'no') ||
  // "No hacemos clases por videollamada": a sentence that opens refusing, a few words before.
  (words[0] === 'no' && i <= 5);
const OF = lazyWords('de del dels da do of');
const MASCULINE = lazy(() => new Set(['el', 'al', 'lo', 'o', 'the']));

/** Names that are ordinary before these words ("face to face"). */
const NOT_BEFORE = lazy((): Record<string, Set<string>> => ({ face: new Set(['to', 'a']), line: new Set(['up']) }));

export function scoreText({ folded, cased }: Folded): Signal[] {
  const signals: Signal[] = [];
  for (const fragment of ['@', '.com'])
    if (folded.includes(fragment)) signals.push({ reason: 'palabra', weight: HARD, match: fragment });
  // "📞 luego?": a telephone's emoji is a word for a phone.
  const tokens = emojiWords(lex(folded), folded);
  const wordTokens: Token[] = [];
  /** Index in `tokens` of each word token. */
  const tokenIndex: number[] = [];
  tokens.forEach((t, i) => {
    if (t.kind !== 'word') return;
    wordTokens.push(t);
    tokenIndex.push(i);
  });
  // "x fuera", "d la app", "aki": shorthand read out for the phrases; the tokens stay as typed.
  const words = readShorthand(wordTokens, cased);
  /** Words said, greetings and fillers aside: "oye, ¿me das el tuyo? gracias" is the ask alone. */
  const said = words.filter((w) => !DISCOURSE().has(w)).length;
  const infos = words.map(wordInfo);

  const found: Found[] = [];
  const targets: Target[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i] as string;
    // "videollamadita", "videotrucada", "bideodeia": a video call, however it is inflected.
    // "bizum", "bizumcito", "bizumeame": paying outside the platform, however it is conjugated.
    // Neither counts when refused: "nada de bizum", "Videollamadas no, todo presencial".
    const video = word.length >= 7 && VIDEO_CALL.test(word);
    const bizum = !video && BIZUM.test(word);
    // "El bizum no funciona en la app": refused right after, where things stay.
    const refusedAfter = words[i + 1] === 'no' && words.some((w) => STAYING().has(w));
    // "la cafetería ya acepta bizum": taken by someone else, a payment the gym's bar takes.
    const othersTake = bizum && (takenByOthers(words, i) || membersMoney(words));
    // "las clases por videollamada ya no las hacemos": told or given up.
    const gone =
      video && (narrated(words, i) || givenUp(words, i) || platformsOwnCall(words) || callThroughPlatform(words, i));
    if ((video || bizum) && !refusedAt(words, i) && !refusedAfter && !othersTake && !gone)
      signals.push({ reason: video ? 'telefono' : 'contacto', weight: 1, match: word });
    if (SPEC_WORDS().has(word)) signals.push({ reason: 'palabra', weight: HARD, match: word });
    else if (infos[i]?.specVariant)
      signals.push({ reason: 'variante', weight: HARD, match: infos[i]?.decoded as string });
    const phrase = TERMS().at(words, i);
    const end = i + (phrase?.words.length ?? 1) - 1;
    // "lo vi en redes", "está de moda en redes": networks as where things are seen, not a way to talk.
    // A phrase with an optional first word ("?lo cerramos nosotros") also matches from its second
    // word: that is the same phrase again, not a second signal.
    const inside = found.at(-1)?.term === phrase?.value && (found.at(-1)?.last ?? -1) >= end;
    if (phrase && !inside && !(phrase.value.kind !== 'talk' && seenOnNetworks(words, i, end)))
      found.push({ term: phrase.value, first: i, last: end });
    const spread = spreadAt(wordTokens, i, cased);
    if (spread?.spec) {
      signals.push({ reason: 'variante', weight: HARD, match: words.slice(spread.first, spread.last + 1).join(' ') });
      i = spread.last;
      continue;
    }
    // "IG-674-067", "DM-144-003": a short name glued to digits by a mark is a code.
    const k = tokenIndex[i] ?? 0;
    const coded = /^[-./]$/.test(tokens[k + 1]?.text ?? '') && /^\d/.test(tokens[k + 2]?.text ?? '');
    const channel: Channel | null = coded ? null : (spread?.channel ?? infos[i]?.channel ?? null);
    const last = spread?.channel ? spread.last : i;
    if (
      channel &&
      !NOT_BEFORE()[channel.name]?.has(words[last + 1] ?? '') &&
      !seenOnNetworks(words, i, last) &&
      !(channel.kind === 'network' && seenOnNamed(words, i, last)) &&
      !instaOtherwise(words, i)
    ) {
      // "por el tele", "al face": a masculine article is skipped for every name; "por la tele" is TV.
      const skipArticle = channel.kind !== 'talk' || channel.weight >= 0.5 || MASCULINE().has(words[i - 1] ?? '');
      targets.push({
        first: i,
        last,
        base: channel.weight,
        kind: channel.kind,
        reason: channel.reason,
        skipArticle,
        match: words.slice(i, last + 1).join(' '),
        spaced: spread?.spaced ?? false,
        diminutive: channel.diminutive,
      });
    }
    // "X" the network, "por la W": a capital initial standing for a name.
    const initial = initialTarget(words, i, wordTokens[i] as Token, cased);
    if (initial) targets.push(initial);
    const head = descriptionHead(words, i);
    if (head >= 0)
      targets.push({
        first: head,
        last: head === i ? i + 1 : i,
        base: DESCRIPTION_WEIGHT,
        kind: 'network',
        reason: 'red_social',
        skipArticle: true,
        match: words.slice(head, i + 1).join(' '),
        spaced: false,
        described: true,
      });
    if (spread) i = spread.last;
  }
  // Networks described in words we do not list ("la red de los hilos"): weaker, and only when
  // no description of ours covers the same head.
  for (let h = 0; h < words.length; h++) {
    const last = vagueDescription(words, h);
    if (last < 0 || targets.some((x) => x.described && x.first <= h && x.last >= h)) continue;
    targets.push({
      first: h,
      last,
      base: VAGUE_WEIGHT,
      kind: 'network',
      reason: 'red_social',
      skipArticle: true,
      match: words.slice(h - 1, last + 1).join(' '),
      spaced: false,
      described: true,
      vague: true,
    });
  }

  const at = (kind: Term['kind']) => found.filter((f) => f.term.kind === kind).map((f) => f.first);
  // "se habla bien de ti": impersonal, nobody is talking to anybody.
  // "foto de perfil", "ajustes de cuenta": an account's noun after "de" is what something is of,
  // not someone's account ("la foto de perfil es la del logo").
  const finds = found
    .filter((f) => f.term.kind === 'find' && !(f.term.shaped && OF().has(words[f.first - 1] ?? '')))
    .map((f) => f.first);
  const talk = [...at('talk').filter((p) => words[p - 1] !== 'se'), ...at('ask'), ...finds, ...at('intent')];
  const asks = at('ask');
  /** Asks right before a name: one-word asks, and "do you have" / "are you on" by their last word. */
  const askEnds = found
    .filter((f) => f.term.kind === 'ask' && (f.first === f.last || ASKING_ABOUT().has(words[f.last] ?? '')))
    .map((f) => f.last);
  const pay = at('pay');
  const talkOnly = talk.filter((p) => !asks.includes(p));
  const { talk: talkStems, reach: reachStems } = stemsOf(words);
  // "hablemos en privado, no aquí": a cue negated is no cue to stay.
  // "por aquí no, por guasap": nor one negated after it, the "no" ending its clause.
  const endsClause = (i: number) => i === words.length - 1 || markAfterWord(tokens, tokenIndex, i);
  const platform = found
    .filter((f) => f.term.kind === 'platform' && !NEGATIONS().has(words[f.first - 1] ?? ''))
    .filter((f) => !(words[f.last + 1] === 'no' && endsClause(f.last + 1)))
    .map((f) => f.first);

  const context: TargetContext = {
    words,
    tokens,
    wordTokens,
    tokenIndex,
    cased,
    infos,
    asks,
    askEnds,
    talkOnly,
    talkStems,
    reachStems,
    platform,
    said,
  };
  // "escríbeme por el verde": a colour alone is an app when a verb of writing or an ask is near.
  const asked = found.filter((f) => f.term.kind === 'ask').map((f) => f.last);
  targets.push(...colourTargets(words, targets, [...talkStems, ...asked]));
  for (const target of targets) {
    const signal = weighTarget(target, context);
    if (signal) signals.push(signal);
  }

  signals.push(
    ...scoreTerms({ words, tokens, tokenIndex, cased, found, said, talk, asks, pay, platform, talkStems, reachStems }),
  );

  const domain = findDomain(tokens, words, cased) ?? findSpacedDomain(tokens, cased);
  if (domain) signals.push({ reason: 'enlace', weight: 1, match: domain });
  const pattern = findPattern(folded, cased);
  if (pattern) signals.push({ reason: pattern.reason, weight: 1, match: pattern.match });
  // "mi IBAN es ES91 2100…": an account to be paid into, outside the platform.
  const iban = findIban(folded);
  if (iban) signals.push({ reason: 'contacto', weight: 1, match: iban });
  signals.push(...shapedSignals({ folded, cased }, iban !== null));
  // Outside the platform, or paid outside it, in any order ("mellor fóra desta aplicación").
  if (!signals.some((x) => x.weight >= 1) && platform.length === 0) {
    const around = leavingAround(words, NEGATIONS());
    if (around) signals.push({ reason: 'contacto', weight: 1, match: around });
  }
  // The platform as a third party to get round, or the conversation moved elsewhere.
  if (!signals.some((x) => x.weight >= 1)) {
    const detour = detourOf(words);
    if (detour) signals.push({ reason: 'contacto', weight: 1, match: detour });
  }
  // Joining a group or a channel of someone's own ("únete a mi canal", "te meto en el grupo de padres").
  if (!signals.some((x) => x.weight >= 1)) {
    const joined = joinedOutside(words);
    if (joined) signals.push({ reason: 'contacto', weight: 1, match: joined });
  }
  // Someone else's number asked for ("pásame el número de Bea"), or your address where a mail is.
  if (!signals.some((x) => x.weight >= 1)) {
    const someone = someoneElsesContact(words, tokens, tokenIndex, cased, asks) ?? mailAddressAsked(words);
    if (someone) signals.push({ reason: 'contacto', weight: 1, match: someone });
  }
  // A word that can only be a handle, next to a verb of searching ("busca coachpaula").
  if (!signals.some((x) => x.weight >= 1)) {
    const handle = seekHandle(words, infos, tokens, tokenIndex, cased);
    if (handle) signals.push({ reason: 'red_social', weight: 1, match: handle });
  }
  // An app no lexicon names, in a channel's slot with a verb of reaching someone ("sígueme en Likee").
  if (!signals.some((x) => x.weight >= 1)) {
    const app = unknownApp(tokens, wordTokens, tokenIndex, cased);
    if (app) signals.push({ reason: 'red_social', weight: 1, match: app });
  }
  return signals;
}
