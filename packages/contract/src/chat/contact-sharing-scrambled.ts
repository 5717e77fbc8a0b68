// A phone number dictated out of order (issue 26, fifth round): its parts each placed by a word
// ("acaba en 45 67, empieza por 612…", "ends in 948, starts with 752, middle is 533"). Groups
// after a word of the start, the middle or the end are put back in order; nine digits with a
// phone's shape are a candidate like any other.
import type { Item } from './contact-sharing-digits.ts';
import { lazy } from './contact-sharing-lazy.ts';
import type { PhoneFinds } from './contact-sharing-phone.ts';
import { shapeOf } from './contact-sharing-phone-shape.ts';

type Place = 'start' | 'middle' | 'end';

// prettier-ignore
const PLACES = lazy(() => {
  const map = new Map<string, Place>();
  const add = (place: Place, words: string) => words.trim().split(/\s+/).forEach((w) => map.set(w, place));
  add('start', `empieza empiezo empiezan comienza comienzo arranca arranco abre abro principio inicio primero primeros
    primera primeras comenca comença comeza empeza hasiera hasieran lehenengo lehenengoak starts start begins first
    beginning primeiro primeiros primeiras delante`);
  add('middle', `medio mitad centro central entremedias enmig medio meio middle erdian erdia tarte centrales`);
  add('end', `acaba acabo acaban termina termino terminan final finales remata rematar cierra cierro ultimo ultimos
    ultima ultimas ultim darrer darrers acava remata cola ends end last finishes amaitu amaiera azkena azkenak
    bukatu remate fin detras`);
  return map;
});
/** Words between a place word and its group ("acaba en", "las del centro son"). */
const MAX_WORDS_AFTER_PLACE = 4;

/**
 * Nine digits put back in order from groups placed by words, with their span and the messages
 * of its first and last group, or null.
 */
export function scrambledPhone(
  items: readonly Item[],
): { digits: string; start: number; end: number; first: number; last: number } | null {
  const parts: Record<Place, string> = { start: '', middle: '', end: '' };
  let place: Place | null = null;
  let words = 0;
  let placed = 0;
  let start = -1;
  let end = -1;
  let first = -1;
  let last = -1;
  for (const item of items) {
    if (item.kind === 'word') {
      const p = PLACES().get(item.text);
      if (p) {
        place = p;
        words = 0;
        placed++;
      } else if (++words > MAX_WORDS_AFTER_PLACE) place = null;
      continue;
    }
    if (item.kind === 'break') place = null;
    if (item.kind !== 'num' || !place) continue;
    parts[place] += item.digits;
    words = 0;
    if (start < 0) {
      start = item.start;
      first = item.message;
    }
    end = item.end;
    last = item.message;
  }
  if (placed < 2 || !parts.start || !parts.end) return null;
  const digits = parts.start + parts.middle + parts.end;
  if (digits.length !== 9 || shapeOf(digits, parts.start, false) === 0) return null;
  return { digits, start, end, first, last };
}

/**
 * Puts the placed parts in `finds`: within the message being sent (`items` from `own` on, the
 * message `current`), or over the sender's messages when its parts are placed in several ("los
 * primeros: 7 1 5 || los del medio: 2 0 6 || y los finales: 9 9 3").
 */
export function scrambledFinds(items: readonly Item[], own: number, current: number, finds: PhoneFinds): void {
  const scrambled = scrambledPhone(items.slice(own));
  if (scrambled) {
    const score = shapeOf(scrambled.digits, scrambled.digits.slice(0, 3), false);
    if (!finds.single || finds.single.score < score)
      finds.single = { start: scrambled.start, end: scrambled.end, spelled: false, score, messages: 1 };
    return;
  }
  const over = own > 0 ? scrambledPhone(items) : null;
  if (!over || over.last !== current || over.first >= current) return;
  const score = shapeOf(over.digits, over.digits.slice(0, 3), false);
  if (!finds.split || finds.split.score < score)
    finds.split = { start: over.start, end: over.end, spelled: false, score, messages: current - over.first + 1 };
}
