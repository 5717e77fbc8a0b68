// The second half of the phone finder: digit groups joined by separators and filler words make
// chains; any run of whole groups in a chain that has the shape of a phone number (nine digits
// from 6, 7, 8 or 9; +34 / 0034 before them; "+" or "00" and 8 to 15 digits) is a candidate,
// scored by what surrounds it. Works on the items of several messages at once, so a number
// split over a sender's consecutive messages is found on the message that completes it.
import { toItems, type Item, type Num } from './contact-sharing-digits.ts';
import { MESSAGE_BOUNDARY, markQuantities } from './contact-sharing-quantities.ts';
import { ADDRESS_WORDS, MONTHS, REFERENCE_WORDS, cued, winked } from './contact-sharing-phone-words.ts';
import { CUE_BONUS, penalties, type Chain } from './contact-sharing-phone-score.ts';
import { SHAPE, abroadShape, shapeOf, shortSpelled } from './contact-sharing-phone-shape.ts';
import { lex } from './contact-sharing-text.ts';
import { scrambledFinds } from './contact-sharing-scrambled.ts';
import { markRepeatedFillers } from './contact-sharing-repeated-fillers.ts';

export type PhoneMatch = { start: number; end: number; spelled: boolean; score: number; messages: number };

const MAX_GAP_WORDS = 6;
/** Words kept before a group: the four nearest for cues and places, seven for a label. */
const BEFORE_WORDS = 4;
const LABEL_REACH = 7;
const MAX_UNKNOWN = 2;
/** Between two messages: a separator, but the words before a number stay in their message. */
const BOUNDARY = MESSAGE_BOUNDARY;

type Word = Extract<Item, { kind: 'word' }>;

/** A word that links two parts of a dictation: a conjunction or a sequencing word. */
const links = (w: Word) => w.cls === 'sequence' || w.cls === 'join';

/**
 * Up to two words no list knows may stand in a gap once a linking word came before them ("y
 * tras ello", "y la cola es", "eta azkena"), never right after a group: "600 socios y 120
 * bicis" are counts, and "el miércoles y" has its noun before the link.
 */
const toleratedUnknown = (gap: Word[], k: number) =>
  k > 0 && gap.slice(0, k).some(links) && gap.filter((w) => w.cls === 'other').length <= MAX_UNKNOWN;

/**
 * Can these gap words stand between two groups of one number? Function words need a linking
 * word with them ("y el resto", "y la cola es"), except between two groups said in words ("el
 * seis cincuenta y tres, el veintiuno"): days and hours are typed as digits.
 */
function joinable(gap: Word[], spelledBoth = false, intro = ''): boolean {
  if (gap.length === 0) return true;
  // "el 612, el 345 y el 678", "the 85, the 798": the word that introduced the last group,
  // said again before this one, introduces a group of the same list.
  if (listedBy(gap, intro)) return true;
  if (gap.length > MAX_GAP_WORDS) return false;
  // "aula 8776, después planta 4": a label in the gap names the number after it.
  if (gap.some((w) => REFERENCE_WORDS().has(w.text) || ADDRESS_WORDS().has(w.text))) return false;
  const linked = gap.some(links) || (spelledBoth && gap.length <= 2);
  return gap.every(
    (w, k) =>
      w.cls === 'join' ||
      w.cls === 'sequence' ||
      w.cls === 'zero' ||
      (w.cls === 'function' && linked) ||
      (w.cls === 'other' && toleratedUnknown(gap, k)),
  );
}

/** A short word that can stand before each group of a list: not a label ("sala", "dorsal"). */
const introduces = (word: string) =>
  word.length > 0 && word.length <= 6 && !REFERENCE_WORDS().has(word) && !ADDRESS_WORDS().has(word);
/** The gap says again the word that introduced the last group, with links only ("y el"). */
const listedBy = (gap: Word[], intro = '') =>
  introduces(intro) &&
  gap.length <= 3 &&
  gap.some((w) => w.text === intro) &&
  gap.every((w) => w.text === intro || links(w));

/** How many "oh" open the gap. */
function leadingOhs(gap: Word[]): number {
  let k = 0;
  while (gap[k]?.text === 'oh') k++;
  return k;
}

function chainsOf(items: Item[]): Chain[] {
  const chains: Chain[] = [];
  let chain: Chain | null = null;
  let gap: Word[] = [];
  let plus = false;
  /** The last words before a group (a label may stand that far back; the four last say the rest). */
  let recentWords: string[] = [];
  let crossed = false;
  let wordsSinceBoundary = 0;
  /** The chain whose first word after it was just read: the next word is its `afterNext`. */
  let awaitingNext: Chain | null = null;
  const close = () => {
    if (chain) {
      // "… five oh" at the end: a trailing "oh" (never "o", also "or") after a group said in
      // words is its last zero.
      const last = chain.groups.at(-1) as Num;
      const ohs = last.spelled ? leadingOhs(gap) : 0;
      if (ohs > 0) {
        chain.groups.push({ ...last, digits: '0'.repeat(ohs) });
        chain.fillers.push(0);
        chain.sequenced.push(false);
        chain.plus.push(false);
        chain.intros.push('');
      }
      chains.push(chain);
    }
    chain = null;
  };
  for (const item of items) {
    if (item.kind === 'sep') {
      if (item.char === '+') plus = true;
      if (item.char === BOUNDARY) {
        // A whole message of words between two pieces ("870 735 || ya es tarde || 6 13") is a
        // conversation going on, not a number being dictated.
        if (wordsSinceBoundary >= 2 && crossed) close();
        crossed = true;
        wordsSinceBoundary = 0;
        recentWords = [];
      }
      continue;
    }
    if (item.kind === 'break') {
      close();
      gap = [];
      plus = false;
      continue;
    }
    if (item.kind === 'word') {
      wordsSinceBoundary++;
      // A gap longer than any that joins stops growing: every step stays constant time.
      if (gap.length <= MAX_GAP_WORDS) gap.push(item);
      recentWords.push(item.text);
      if (recentWords.length > LABEL_REACH) recentWords = recentWords.slice(-LABEL_REACH);
      // Decided when the next group comes ("y el resto": "el" waits for "resto"), except for
      // words that can never join.
      const open = chain as Chain | null;
      if (awaitingNext) {
        awaitingNext.afterNext = item.text;
        awaitingNext = null;
      }
      if (open && gap.length === 1) {
        open.after = item.text;
        awaitingNext = open;
      }
      if (open && gap.length <= 2 && MONTHS().has(item.text)) open.dated = true;
      const repeated = open?.intros.at(-1) === item.text && introduces(item.text);
      const lost = item.cls === 'other' && !repeated && !toleratedUnknown(gap, gap.length - 1);
      if (lost || gap.length > MAX_GAP_WORDS) {
        close();
        plus = false;
      }
      continue;
    }
    // A lone "o" / "oh" between groups of digits said one by one is a zero ("six oh one"), and
    // so is "oh" right after a group said in words, before the link to the next ("five oh ||
    // segunda parte 607").
    const current = chain as Chain | null;
    let ohs = current?.groups.at(-1)?.spelled ? leadingOhs(gap) : 0;
    if (ohs > 0 && ohs < gap.length) gap = gap.slice(ohs);
    else ohs = 0;
    const zeros = gap.filter((w) => w.cls === 'zero').length;
    const spelledBoth = item.spelled && (current?.groups.at(-1)?.spelled ?? false);
    const intro = gap.at(-1)?.text ?? '';
    if (current && joinable(gap, spelledBoth, current.intros.at(-1))) {
      if (ohs > 0 || (zeros > 0 && gap.length === zeros)) {
        current.groups.push({ ...item, digits: '0'.repeat(ohs || zeros), spelled: true });
        current.fillers.push(0);
        current.sequenced.push(false);
        current.plus.push(false);
        current.intros.push('');
      }
      current.listed = current.listed || listedBy(gap, current.intros.at(-1));
      current.after = undefined;
      current.groups.push(item);
      current.intros.push(intro);
      current.fillers.push(gap.length - zeros);
      current.sequenced.push(gap.some((w) => w.cls === 'sequence'));
      current.plus.push(plus);
    } else {
      close();
      chain = {
        groups: [item],
        fillers: [0],
        sequenced: [false],
        plus: [plus],
        before: recentWords.slice(-BEFORE_WORDS),
        labelBefore: recentWords,
        intros: [recentWords.at(-1) ?? ''],
        dated: recentWords.slice(-2).some((w) => MONTHS().has(w)),
      };
    }
    gap = [];
    plus = false;
    recentWords = [];
    crossed = false;
  }
  close();
  return chains;
}

/** The best candidate within one message, and the best one that starts in an earlier message. */
export type PhoneFinds = { single: PhoneMatch | null; split: PhoneMatch | null };

type Cue = { current: boolean; any: boolean; winked: 'said' | 'emoji' | null };

function bestIn(chain: Chain, cue: Cue, current: number, finds: PhoneFinds): void {
  const groups = chain.groups;
  for (let from = 0; from < groups.length; from++) {
    let digits = '';
    const first = groups[from] as Num;
    const kind = first.message === current ? 'single' : 'split';
    const cued = kind === 'single' ? cue.current : cue.any;
    for (let to = from; to < groups.length; to++) {
      const group = groups[to] as Num;
      digits += group.digits;
      if (digits.length > 15) break;
      // A split number counts once it reaches the message being sent.
      if (group.message !== current) continue;
      const typed = shapeOf(digits, first.digits, chain.plus[from] ?? false);
      const shape = typed || shortSpelled(digits, groups, from, to) || (cued ? abroadShape(digits) : 0);
      if (shape === 0) continue;
      const national = typed === SHAPE.mobile || typed === SHAPE.landline || typed === 0;
      const score = shape - penalties(chain, from, to, national, cued, cue.winked) + (cued ? CUE_BONUS : 0);
      const best = finds[kind];
      if (best && best.score >= score) continue;
      finds[kind] = {
        start: first.start,
        end: group.end,
        spelled: groups.slice(from, to + 1).some((g) => g.spelled),
        score,
        messages: group.message - first.message + 1,
      };
    }
  }
}

/**
 * The best phone-shaped candidates among the digit groups of `messages` (the sender's messages,
 * oldest first, each already folded) that end in the last one: within it, and starting in an
 * earlier one. `end` is an offset in the last message, `start` in the message it starts in.
 */
export function findPhone(messages: string[]): PhoneFinds {
  const tokens = messages.map(lex);
  const items: Item[] = [];
  let own = 0;
  tokens.forEach((t, m) => {
    if (m > 0) items.push({ kind: 'sep', char: BOUNDARY });
    own = items.length;
    toItems(t, m, items);
  });
  markQuantities(items);
  markRepeatedFillers(items);
  const current = messages.length - 1;
  const cue = { current: cued(tokens[current] ?? []), any: tokens.some(cued), winked: winked(tokens[current] ?? []) };
  const finds: PhoneFinds = { single: null, split: null };
  for (const chain of chainsOf(items)) bestIn(chain, cue, current, finds);
  scrambledFinds(items, own, current, finds);
  return finds;
}
