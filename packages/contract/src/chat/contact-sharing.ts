// The contact-sharing rule (spec §5, DECISIONS §7), shared by the browser (instant feedback) and
// the server (the one that decides). The spec's words match as whole words, case- and
// accent-insensitively ("inmóvil" is not "móvil"); "@" and ".com" match anywhere. Beyond the
// list (issues 8 and 26, ADR 0015): every way of writing a digit or a letter is normalised
// (contact-sharing-text.ts), phone numbers are found in one stream of digit groups however they
// are separated or dictated, also across the sender's last messages (contact-sharing-phone.ts),
// and every other signal (channels by name, disguise or description, calls, contact requests,
// leaving the platform, paying outside it, handles, links, e-mail) adds to one score that blocks
// at 1 (contact-sharing-score.ts). Measured by `npm run eval:detector`.
import { findPhoneEitherWay } from './contact-sharing-tens-apart.ts';
import { scoreText, type Signal } from './contact-sharing-score.ts';
import { foldText, lex, type Folded } from './contact-sharing-text.ts';
import { sentApart } from './contact-sharing-sent-apart.ts';
import { modelFindsSharing } from './contact-sharing-model.ts';

export const CONTACT_SHARING_TITLE = 'Intento de compartir contacto externo';
export const CONTACT_SHARING_MESSAGE = 'Para proteger tu seguridad, no compartas información de contacto.';

/**
 * Why a message was blocked (recorded in the moderation flag): `palabra` the spec's list,
 * `variante` a disguised or variant spelling of it ("whats app", "guasap", "t3legram"),
 * `email`, `enlace`, `telefono` (digits, or asking for a call or a number), `numero_deletreado`
 * (a phone number in words or look-alike letters), `red_social` (other networks, handles,
 * private messages), `contacto` (contact details offered or asked for, leaving the platform,
 * paying outside it).
 */
export type ContactSharingReason =
  'palabra' | 'variante' | 'email' | 'enlace' | 'telefono' | 'numero_deletreado' | 'red_social' | 'contacto';
export type ContactSharingVerdict =
  | { blocked: false }
  | {
      blocked: true;
      reason: ContactSharingReason;
      match: string;
      /** How many of the sender's messages the evidence spans (2 to 4: a number split over them). */
      messages: number;
    };

/** The sender's earlier messages in the conversation, oldest first (a number split over messages). */
export type ContactSharingOptions = { previous?: readonly string[] };

/** How many of the sender's earlier messages a split number may span, and how recent they are. */
export const CONTACT_SHARING_WINDOW = 3;
export const CONTACT_SHARING_WINDOW_MINUTES = 10;
export const BLOCK_AT = 1;
/** Words read across messages (a channel, an address) look back two; a split number three. */
const SAID_OVER_WINDOW = 2;

export { foldText };

/**
 * The verdict on one message: the rules first; where they find nothing, the trained model
 * (contact-sharing-model.ts) on the message alone. Its evidence is the whole message.
 */
export function checkContactSharing(text: string, options: ContactSharingOptions = {}): ContactSharingVerdict {
  const message = foldText(text);
  const verdict = rulesVerdict(message, options);
  if (verdict.blocked) return verdict;
  return modelFindsSharing(message.folded)
    ? { blocked: true, reason: 'contacto', match: text.trim(), messages: 1 }
    : verdict;
}

/** The rules alone (the model is trained beside them: `npm run train:detector`). */
export const checkByRules = (text: string, options: ContactSharingOptions = {}): ContactSharingVerdict =>
  rulesVerdict(foldText(text), options);

function rulesVerdict(message: Folded, options: ContactSharingOptions): ContactSharingVerdict {
  const signals: Signal[] = scoreText(message);
  const earlier = (options.previous ?? []).slice(-CONTACT_SHARING_WINDOW).map(foldText);
  const previous = earlier.map((m) => m.folded);
  const { single: phone, split } = findPhoneEitherWay([...previous, message.folded]);
  let messages = 1;
  if (phone) {
    signals.push({
      reason: phone.spelled ? 'numero_deletreado' : 'telefono',
      weight: phone.score,
      match: message.folded.slice(phone.start, phone.end),
    });
  }
  const total = signals.reduce((sum, s) => sum + s.weight, 0);
  if (total < BLOCK_AT && previous.length > 0) {
    // A number split over messages: the earlier ones went through, this one completes it.
    if (split && total + split.score >= BLOCK_AT) {
      signals.push({
        reason: split.spelled ? 'numero_deletreado' : 'telefono',
        weight: split.score,
        match: message.folded.slice(0, split.end),
      });
      messages = split.messages;
    }
  }
  if (signals.reduce((s, signal) => s + signal.weight, 0) < BLOCK_AT && earlier.length > 0) {
    const over = sentApart(earlier, message) ?? saidOverMessages(earlier.slice(-SAID_OVER_WINDOW), message);
    if (over) {
      signals.push(over.signal);
      messages = over.messages;
    }
  }
  const sum = signals.reduce((s, signal) => s + signal.weight, 0);
  if (sum < BLOCK_AT) return { blocked: false };
  const strongest = signals.reduce((a, b) => (b.weight > a.weight ? b : a));
  return { blocked: true, reason: strongest.reason, match: strongest.match.trim(), messages };
}

/** Two folded texts read as one, a space between them. */
const joined = (a: Folded, b: Folded): Folded => ({
  cased: `${a.cased} ${b.cased}`,
  folded: `${a.folded} ${b.folded}`,
});

/** A message short enough to be the end of something begun before it ("|| tele", "|| . es"). */
const SPLIT_TAIL_WORDS = 4;
/** …and one a little longer that ends what was begun before it ("|| y lo acordamos usted y yo"). */
const SPLIT_LONG_TAIL_WORDS = 6;
/** The rest of an address opening a message: a dot or an at, in a sign or a word. */
const ADDRESS_GOES_ON = /^\s*(?:[.@]|\[\.\]|\(\.\)|\(?(?:punto|punt|dot|arroba|at)\b\)?)/;

/**
 * Anything else said over the sender's last messages ("mejor hablamos || en el || tele", "mi web
 * || martafit || . es"): when the message is a short piece, it is read with the one before it,
 * then with both, as one text. Only a signal strong enough on its own counts, and only if the
 * whole text blocks: weak signals of separate messages never add up across them. Not a handle or
 * a network described: a word of one message read after the verb of another is too often a
 * greeting glued to a dot ("escríbeme por aquí || gracias.es muy amable").
 */
function saidOverMessages(earlier: Folded[], message: Folded): { signal: Signal; messages: number } | null {
  const words = lex(message.folded).flatMap((t) => (t.kind === 'word' ? [t.text] : []));
  // A message of any length that opens with the rest of an address ("|| punto net y pide cita
  // allí"): only the address so completed counts.
  const addressGoesOn = ADDRESS_GOES_ON.test(message.folded);
  if (words.length > SPLIT_LONG_TAIL_WORDS && !addressGoesOn) return null;
  const cut = wordCut(earlier[earlier.length - 1] as Folded, message);
  if (cut) return { signal: cut, messages: 2 };
  let text = message;
  // What the message adds must be part of what is found: "nos vemos fuera, en la puerta || código
  // de descuento #4294306" is no meeting outside made of the code.
  const own = new Set(words);
  // A longer piece ("|| y te la pago aparte") counts only for what runs across both messages: read
  // alone it is a message of its own, and an earlier one only lends it context ("punto de
  // encuentro… || the fee is 57 €").
  const long = words.length > SPLIT_TAIL_WORDS;
  const onlyAddress = words.length > SPLIT_LONG_TAIL_WORDS;
  for (let k = earlier.length - 1; k >= 0; k--) {
    text = joined(earlier[k] as Folded, text);
    const signals = scoreText(text);
    const strong = signals.find((s) => {
      if (s.weight < BLOCK_AT || s.reason === 'red_social') return false;
      if (onlyAddress && s.reason !== 'enlace' && s.reason !== 'email') return false;
      const matched = s.match.split(/[^\p{L}\p{N}_]+/u);
      return matched.some((w) => own.has(w)) && (!long || matched.some((w) => !own.has(w)));
    });
    if (strong && signals.reduce((sum, s) => sum + s.weight, 0) >= BLOCK_AT)
      return { signal: strong, messages: earlier.length - k + 1 };
  }
  return null;
}

const LAST_WORD = /\p{L}+$/u;
const FIRST_WORD = /^\p{L}+/u;

/**
 * A word cut between the last two messages ("te ll || amo en un rato"): the two read glued, when
 * the word so made is what a strong signal, not a handle's, is made of.
 */
function wordCut(before: Folded, message: Folded): Signal | null {
  const end = LAST_WORD.exec(before.folded)?.[0];
  const start = FIRST_WORD.exec(message.folded)?.[0];
  if (!end || !start) return null;
  const word = `${end}${start}`;
  const signals = scoreText({ cased: `${before.cased}${message.cased}`, folded: `${before.folded}${message.folded}` });
  const strong = signals.find(
    (s) => s.weight >= BLOCK_AT && s.reason !== 'red_social' && s.match.split(' ').includes(word),
  );
  return strong ?? null;
}

/**
 * Builds the tables the first check builds (30–60 ms here, several times that on a slow phone),
 * so that the chat can pay for them in an idle moment instead of on the first message sent.
 * Two messages because ordinary text and an attempt reach different tables.
 */
export function warmContactSharing(): void {
  checkContactSharing('Hola, ¿te va bien el lunes a las 18:30? Son 25 € la clase.');
  checkContactSharing('escríbeme al seis uno dos, 345 678 o búscame en insta: @ana.fit, te llamo', {
    previous: ['mi número empieza por 6'],
  });
}
