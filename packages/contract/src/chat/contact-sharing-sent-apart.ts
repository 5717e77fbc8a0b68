// A bank account or a handle sent in pieces over the sender's last messages (issue 26, thirteenth
// round): "mi IBAN || ES21 1465 || 0100 9120 3344 5566", "mi user || coachluis", "me encuentras
// como || coac || h.oscar || todo junto", "albapilates || ese soy yo". Read by contact-sharing.ts
// before the other readings over messages, over the whole window.
import type { Signal } from './contact-sharing-score.ts';
import { findIban } from './contact-sharing-iban.ts';
import { handleLike } from './contact-sharing-handle-shape.ts';
import { lex, type Folded } from './contact-sharing-text.ts';

type Found = { signal: Signal; messages: number };

/** The account or the handle the message completes, or null. */
export function sentApart(earlier: Folded[], message: Folded): Found | null {
  return (
    accountOverMessages(earlier, message) ??
    handleNamedThenSent(earlier, message) ??
    handleSentThenNamed(earlier, message) ??
    handleAfterAWayOut(earlier, message)
  );
}

/**
 * A place to find one said in the message before, anywhere in it: a verb of finding or writing to
 * one, a network by name or described ("búscame en la de las carreras y los kudos", "en la red
 * del pajarito", "la app de siempre, la de las fotos").
 */
const WAY_OUT =
  /\b(?:buscame|buscanos|sigueme|siguenos|agregame|anademe|encuentrame|me encuentras|me tienes|escribeme)\b|\bred del \w+|\b(?:la|el) de (?:las|los) (?:fotos|videos|reels|stories|kudos|carreras|bailes|audios)\b|\bapp de siempre\b/;

/** A handle sent alone after such a message ("… || crisarrietafit"). */
function handleAfterAWayOut(earlier: Folded[], message: Folded): Found | null {
  const last = earlier.at(-1);
  if (!last || !WAY_OUT.test(last.folded)) return null;
  const piece = pieceOf(message);
  return piece ? handleFrom([piece], 2) : null;
}

/** An account found in the messages read as one text, and not in the earlier ones alone. */
function accountOverMessages(earlier: Folded[], message: Folded): Found | null {
  if ((message.folded.match(/\d/g)?.length ?? 0) < 4) return null;
  let text = message.folded;
  for (let k = earlier.length - 1; k >= 0; k--) {
    text = `${(earlier[k] as Folded).folded} ${text}`;
    const iban = findIban(text);
    if (
      iban &&
      !findIban(
        earlier
          .slice(k)
          .map((m) => m.folded)
          .join(' '),
      )
    )
      return { signal: { reason: 'contacto', weight: 1, match: iban }, messages: earlier.length - k + 1 };
  }
  return null;
}

/** One's account named at the end of what was said: "mi user", "nick: ", "búscame como", "soy". */
const ACCOUNT_ENDS =
  /(?:\b(?:(?:mi|my|el meu|o meu) )?(?:user|usuario|usuari|nick|alias|handle|insta|ig|perfil|cuenta|compte|arroba|tiktok|twitter|canal)|\b(?:buscame|buscanos|sigueme|siguenos|agregame|encuentrame|me encuentras|me buscas|me sigues|me tienes) como|\b(?:buscame|sigueme|agregame|encuentrame|tele|tg|telegram|snap|wasap)|\bsoy)\s*(?:es|:)?\s*$/;
/** A piece of a name: letters, digits, dots, dashes, underscores; or the name spelled letter by letter. */
const PIECE = /^[\p{L}\d._-]{1,30}$/u;
const SPACED_LETTERS = /^(?:[\p{L}\d._] ){3,}[\p{L}\d._]$/u;
/** "todo junto", "sin espacios": the pieces before are one word. */
const JOIN = /^(?:todo )?(?:junto|seguido|pegado)s?$|^sin espacios$|^all together$/;
/** "ese soy yo", "así me llamo", "ese es mi user": the word before was one's name. */
const SELF_NAMED =
  /^(?:ese|esa|este|esta|asi|eso) (?:soy yo|me llamo|es mi (?:user|usuario|nick|cuenta|perfil|insta|arroba))\b/;

const pieceOf = (message: Folded): string | null => {
  // "sara punto hiit || punto mad": the dots said in words.
  const typed = message.folded
    .trim()
    .replace(/(^|\s)punto(\s|$)/g, '.')
    .trim();
  if (SPACED_LETTERS.test(typed)) return typed.replace(/ /g, '');
  return PIECE.test(typed) ? typed : null;
};
const MAX_PIECES = 3;

/** A handle made of the pieces sent after one's account was named, when it has a handle's shape. */
function handleFrom(pieces: string[], messages: number): Found | null {
  const name = pieces.join('');
  if (name.length < 4 || name.length > 30) return null;
  // The shape of a handle, in lower case: what was typed capitalised is a name, not an account.
  return handleLike(lex(name), 0, name) ? { signal: { reason: 'red_social', weight: 1, match: name }, messages } : null;
}

function handleNamedThenSent(earlier: Folded[], message: Folded): Found | null {
  const joins = JOIN.test(message.folded.trim());
  const last = joins ? null : pieceOf(message);
  if (!joins && !last) return null;
  const pieces: string[] = last ? [last] : [];
  for (let j = earlier.length - 1; j >= 0 && pieces.length <= MAX_PIECES; j--) {
    const said = earlier
      .slice(0, j + 1)
      .map((m) => m.folded)
      .join(' ');
    if (pieces.length > (joins ? 1 : 0) && ACCOUNT_ENDS.test(said)) return handleFrom(pieces, earlier.length - j + 1);
    const piece = pieceOf(earlier[j] as Folded);
    if (!piece) return null;
    pieces.unshift(piece);
  }
  return null;
}

/** "run.bruno96 ← ese soy yo": the handle and the words naming it in one message. */
const NAMED_INLINE =
  /(?:^|\s)([\p{L}\d._-]{4,30})\s*(?:<-|←|👈|<|-|:|,)?\s*(?:ese|esa|este|esta|asi) (?:soy yo|me llamo)\b/u;
export function selfNamedInline(message: Folded): Signal | null {
  if (!/ (?:soy yo|me llamo)\b/.test(message.folded)) return null;
  const name = NAMED_INLINE.exec(message.folded)?.[1];
  return name ? (handleFrom([name], 1)?.signal ?? null) : null;
}

function handleSentThenNamed(earlier: Folded[], message: Folded): Found | null {
  if (!SELF_NAMED.test(message.folded.trim())) return null;
  const name = pieceOf(earlier.at(-1) as Folded);
  return name ? handleFrom([name], 2) : null;
}
