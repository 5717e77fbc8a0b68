// Tens said apart from a typed digit (issue 26, eighth round): "ninety 7". The parser reads
// them as one number below a hundred (97), as "ninety seven" would be; a number
// dictated group by group may mean the tens digit, a zero and the digit (907). The second
// reading is made here, in place and of the same length, so that the phone finder can be asked
// again only for the rare messages that have such a pair and the positions of a match still
// point into the folded text.
import { lazy, lazyWords } from './contact-sharing-lazy.ts';
import { ENGLISH_TENS, NUMBER_PIECES, TENS } from './contact-sharing-numbers.ts';
import { assembledFinds } from './contact-sharing-assembled.ts';
import { FUNCTION_WORDS, JOIN_WORDS, SEQUENCE_WORDS } from './contact-sharing-phone-words.ts';
import { findPhone, type PhoneFinds, type PhoneMatch } from './contact-sharing-phone.ts';
import { letterSpaced, lookAlikePiece, lookAlikeRuns } from './contact-sharing-lookalike-runs.ts';

/**
 * An English tens word (English joins tens and a unit without "and": "ninety 7"; the other
 * languages are read apart already), one space, one typed digit that is not followed by another.
 */
const APART = lazy(() => new RegExp(`\\b(${[...ENGLISH_TENS()].join('|')}) ([0-9])(?![0-9])`, 'g'));

const TY_DIGIT = /ty [0-9]/;

/** "ninety 7" → "9 0    7" (same length); null when the text has no such pair. */
export function tensApart(folded: string): string | null {
  // Every English tens word ends in "ty": most messages are turned away by one plain search.
  if (!TY_DIGIT.test(folded)) return null;
  let changed = false;
  const text = folded.replace(APART(), (_, word: string, digit: string) => {
    changed = true;
    const tens = `${TENS().get(word) ?? ''} 0`;
    return `${tens.padEnd(word.length)} ${digit}`;
  });
  return changed ? text : null;
}

/**
 * An English tens word joined to a unit word ("sixty three", "seventy-two"). A group of three
 * dictated in English may drop its zero: "sixty three" for 6-0-3, as "six oh three" would say it.
 */
const COMPOUND = lazy(
  () =>
    new RegExp(`\\b(${[...ENGLISH_TENS()].join('|')})[ -](?=(one|two|three|four|five|six|seven|eight|nine)\\b)`, 'g'),
);
/** At most this many compounds are read with a dropped zero, one at a time (bounded work). */
const MAX_DROPPED = 3;

/**
 * "sixty three" → "6 0   three" (same length), one compound at a time: the readings where
 * exactly one tens word stands for its digit and a zero. Empty for most messages.
 */
export function droppedZeros(folded: string): string[] {
  if (!folded.includes('ty')) return [];
  const readings: string[] = [];
  for (const match of folded.matchAll(COMPOUND())) {
    if (readings.length >= MAX_DROPPED) break;
    const word = match[1] as string;
    const at = match.index;
    const digits = `${TENS().get(word) ?? ''} 0`.padEnd(word.length);
    readings.push(folded.slice(0, at) + digits + folded.slice(at + word.length));
  }
  return readings;
}

const better = (a: PhoneMatch | null, b: PhoneMatch | null) => (b && (!a || b.score > a.score) ? b : a);

/**
 * The phone finder on the messages as written, again with tens read apart when that differs,
 * and again for each English compound read with a dropped zero (in any one of the messages).
 */
export function findPhoneEitherWay(messages: string[]): PhoneFinds {
  const finds = findPhone(messages);
  const puzzle = assembledFinds(messages);
  finds.single = better(finds.single, puzzle.single);
  finds.split = better(finds.split, puzzle.split);
  const readings: string[][] = [];
  const apart = messages.map(tensApart);
  if (apart.some((m) => m !== null)) readings.push(messages.map((m, i) => apart[i] ?? m));
  // "6O4 lSB 2I9": look-alike letters all through a number.
  const looks = messages.map(
    (m) => lookAlikeRuns(m) ?? letterSpaced(m) ?? (messages.length > 1 ? lookAlikePiece(m) : null),
  );
  if (looks.some((m) => m !== null)) readings.push(messages.map((m, i) => looks[i] ?? m));
  messages.forEach((m, i) => {
    for (const reading of droppedZeros(m)) readings.push(messages.map((other, j) => (j === i ? reading : other)));
  });
  for (const reading of readings.slice(0, MAX_DROPPED + 1)) {
    const other = findPhone(reading);
    finds.single = better(finds.single, other.single);
    finds.split = better(finds.split, other.split);
  }
  // "seis ocho siete || y después || cinco dos cero…": a message of sequencing words alone between
  // the pieces says only that more follows; the pieces are read without it.
  // So is a short message of chatter with no number in it ("632 || tú ya me entiendes || 170352").
  // …also in the reading with look-alike letters as digits ("6o3 || espera || 7A490I").
  // Only between two messages that hold a number: else nothing is joined by leaving it out.
  if (messages.length < 3) return finds;
  const numbered = messages.map(hasNumber);
  const first = numbered.indexOf(true);
  const last = numbered.lastIndexOf(true);
  if (last - first < 2) return finds;
  const skipped = messages.map(
    (m, i) => i > first && i < last && !numbered[i] && (onlySequencing(m) || onlyAside(m) || chatter(m)),
  );
  if (!skipped.some(Boolean)) return finds;
  for (const reading of [messages, ...readings.slice(0, MAX_DROPPED + 1)]) {
    if (finds.split) break;
    const pieces = reading.filter((_, i) => !skipped[i]);
    if (pieces.length < 2) continue;
    const other = findPhone(pieces).split;
    if (other) finds.split = { ...other, messages: other.messages + messages.length - pieces.length };
  }
  return finds;
}

/** Saying that more is sent: "el resto te lo mando ahora". */
const SENDING = lazyWords('mando paso digo doy pongo escribo envio mandare pasare dire');

/** An aside about the sending itself: "perdón, se envió sin acabar", "no me dejaba", "sigo". */
const ASIDE =
  /^\W*(?:(?:perdon|perdona|sorry|uy|ups|vaya)\W+)?(?:se (?:me )?(?:envio|fue|mando|ha enviado) (?:sin acabar|antes|solo|a medias)|no me (?:deja|dejaba|dejo)(?: (?:ponerlo|poner|escribir)(?: mas| todo| mas de \w+)?)?(?:\W+(?:ja)+|\W+xd)?|sigo|continuo|espera|un momento)\W*$/;
const onlyAside = (message: string) => ASIDE.test(message);

/** Articles and conjunctions that are also digit words ("un", "e", "i", "o"): they hold no number. */
const NOT_A_NUMBER = new Set(['un', 'una', 'uno', 'u', 'e', 'i', 'o', 'a']);
const hasNumber = (message: string) =>
  /\d/.test(message) || (message.match(/\p{L}+/gu) ?? []).some((w) => NUMBER_PIECES().has(w) && !NOT_A_NUMBER.has(w));
/** Chatter between a number's pieces (with no number, known from `hasNumber`): a few words. */
const CHATTER_WORDS = 10;
const chatter = (message: string) => (message.match(/\p{L}+/gu) ?? []).length <= CHATTER_WORDS;

/** A message of sequencing and function words only: "y después", "y luego…", "lo que sigue:". */
function onlySequencing(message: string): boolean {
  const words = message.match(/\p{L}+|\p{N}+/gu) ?? [];
  return (
    words.length > 0 &&
    words.some((w) => SEQUENCE_WORDS().has(w)) &&
    words.every((w) => SEQUENCE_WORDS().has(w) || JOIN_WORDS().has(w) || FUNCTION_WORDS().has(w) || SENDING().has(w))
  );
}
