// Numbers typed with letters that look like digits all through them (issue 26, thirteenth round):
// "6O4 lSB 2I9", "+34 67S37SQ37", "7LB 4S4 415", "TEZ Z85 385". The digit reader takes "o", "i" and
// "l" beside digits, and S, Z, B, G in messages of several such groups (contact-sharing-digits.ts);
// here a whole run of groups made of digits and look-alike letters is read as digits when it comes
// to exactly a phone's nine digits, most of them typed as digits. The reading is made in place and
// of the same length, so the phone finder scores it like any other number (labels, addresses) and
// its positions still point into the folded text.

/** Letters and the digits they imitate: O 0, I l | 1, Z 2, E 3, A 4, S 5, G 6, T 7, B 8, Q 9. */
export const LOOK_ALIKE_DIGITS: Readonly<Record<string, string>> = {
  o: '0',
  i: '1',
  l: '1',
  '|': '1',
  z: '2',
  e: '3',
  a: '4',
  s: '5',
  g: '6',
  t: '7',
  b: '8',
  q: '9',
};
const TOKEN = /[0-9a-z|]+/g;
const LOOK_ALIKE = /^[0-9oilzeasgtbq|]+$/;
/** Between the groups of a run: spaces, dashes, dots, slashes or underscores, a few at most. */
const SEPARATOR = /^[ \-._/]{1,3}$/;
/** Words of these letters alone that a sentence is made of ("la", "el", "es", "bat", "eta"). */
const WORDS = new Set(
  'a e o i la el lo le se es te al ti si as os tal sal sol las los les els ole ola gol sea oso osa tos tia tio iba ese esa eso bis gas zoo tea is at to bet get set let lot see bee ale all ill bat bi eta ta ez tot est este esta esto estas estos ella ello elle ist isto isso esse essa ses tes tios tias'.split(
    ' ',
  ),
);
/** An identity card's or a company's code (12345678Z, X1234567L, B12345678): no number. */
const ID_CODE = /^(?:\d{8}[a-z]|[a-z]\d{7,8}[a-z0-9]?)$/;
/** Seconds after digits ("45s 30s 15s"): a unit, not a letter of a number. */
export const SECONDS = /^\d{2,3}s$/;
const MIN_TYPED_DIGITS = 3;
const MAX_LETTERS = 6;

type Part = { text: string; start: number; before: string };

/** The folded text with each run of look-alike groups that makes a phone read as digits, or null. */
export function lookAlikeRuns(folded: string): string | null {
  if ((folded.match(/\d/g)?.length ?? 0) < 3) return null;
  const parts: Part[] = [];
  let end = 0;
  for (const m of folded.matchAll(TOKEN)) {
    parts.push({ text: m[0], start: m.index, before: folded.slice(end, m.index) });
    end = m.index + m[0].length;
  }
  let out: string | null = null;
  let run: Part[] = [];
  const close = () => {
    // "6651S8753 q es…": a word of look-alike letters after the number ("q", "que") is not of it.
    while (run.length > 1 && !/\d/.test((run.at(-1) as Part).text) && !readRun(run)) run = run.slice(0, -1);
    const digits = readRun(run);
    if (digits) {
      out ??= folded;
      for (const { part, value } of digits)
        out = out.slice(0, part.start) + value + out.slice(part.start + value.length);
    }
    run = [];
  };
  for (const part of parts) {
    const joined = run.length > 0 && SEPARATOR.test(part.before);
    if (!joined) close();
    if (fits(part, run)) run.push(part);
    else close();
  }
  close();
  return out;
}

/** A group of digits and look-alike letters; a word of such letters alone only if no word of a sentence. */
function fits(part: Part, run: Part[]): boolean {
  if (!LOOK_ALIKE.test(part.text) || part.text.length > 9) return false;
  if (/\d/.test(part.text)) return true;
  if (part.text.length > 3) return false;
  // "6-O-4": a word of a sentence between dashes or dots, among digits, is one of them.
  return !WORDS.has(part.text) || (run.length > 0 && /^[-._/]$/.test(part.before));
}

/** Every look-alike letter of `text` as its digit, the rest as it is (same length). */
const asDigits = (text: string) => [...text].map((ch) => LOOK_ALIKE_DIGITS[ch] ?? ch).join('');
const value = (p: Part) => asDigits(p.text);

/** Each group's digits when the run, its country's code aside, is a phone's nine; else null. */
function readRun(run: Part[]): { part: Part; value: string }[] | null {
  // "+34 67S…", "0034-G73…", "+3A 6I7…": the country's code before.
  const code = run.length > 1 ? value(run[0] as Part) : '';
  const from = code === '34' || code === '0034' ? 1 : 0;
  const groups = run.slice(from);
  const text = groups.map((p) => p.text).join('');
  const letters = text.replace(/\d/g, '').length;
  const typed = text.length - letters;
  // Typed digits in most groups; three in a run of three groups of three ("T6t 4sa g6o") is a phone's shape.
  const threeByThree = groups.length === 3 && groups.every((p) => p.text.length === 3 && /\d/.test(p.text));
  const enoughTyped = typed >= MIN_TYPED_DIGITS || (threeByThree && typed >= 3);
  if (text.length !== 9 || letters === 0 || letters > MAX_LETTERS + (threeByThree ? 1 : 0) || !enoughTyped) return null;
  if (groups.length === 1 && ID_CODE.test(text)) return null;
  // "60s 45s 30s": seconds, unless other letters stand for digits too ("t9z 07s 78t").
  if (groups.some((p) => SECONDS.test(p.text)) && groups.every((p) => /^\d*s?$/.test(p.text))) return null;
  if (!'6789'.includes(value(groups[0] as Part).charAt(0))) return null;
  return groups.map((part) => ({ part, value: value(part) }));
}

/** "6x0x4x2x3x6x8x1x8", "6'4'2'5…": single digits with one letter or apostrophe between each, seven at least. */
const LETTER_SPACED = /(?<![\p{L}\p{N}])\d([a-z'])\d(?:\1\d){5,}(?![\p{L}\p{N}])/gu;

/** The folded text with a letter that only spaces single digits read as a space, or null. */
export function letterSpaced(folded: string): string | null {
  if (!/\d[a-z']\d[a-z']\d/.test(folded)) return null;
  const out = folded.replace(LETTER_SPACED, (run) => run.replace(/[a-z']/g, ' '));
  return out === folded ? null : out;
}

/** A message that is only a piece of a number sent apart, look-alike letters and all ("0A6", "l4O", "...qgS9ZT"). */
const PIECE = /^[\s.…-]*([0-9oilzeasgtbq|]{3,6})(?:[ .-]([0-9oilzeasgtbq|]{2,6}))?[\s.…-]*$/;

/** The piece read as digits, in place, or null when it is not one or is a word ("las", "tos"). */
export function lookAlikePiece(folded: string): string | null {
  const m = PIECE.exec(folded);
  if (!m) return null;
  const parts = [m[1], m[2]].filter((p): p is string => p !== undefined);
  // Not a word, nor digits and a unit or a door ("45s", "500g", "6è 1a").
  const other = (p: string) => WORDS.has(p) || /^\d+[a-z]$/.test(p);
  if (!parts.some((p) => /[a-z|]/.test(p)) || parts.some(other)) return null;
  // Each part with a digit typed in it: letters alone are a word ("esta", "tal", "seis", "bolsa 12").
  if (parts.some((p) => !/\d/.test(p))) return null;
  return asDigits(folded);
}
