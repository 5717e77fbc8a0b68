// The first half of the phone finder: the tokens of one or more messages become one stream of
// digit groups, separators and classified words. Number words become digits, also spelled
// letter by letter or glued (contact-sharing-spaced.ts); units and currencies become breaks.
// Dates, times, decimals, ranges and quantities are marked next (contact-sharing-quantities.ts).
import { decomposeGlued, type Glued } from './contact-sharing-glued.ts';
import { NUMBER_STARTS, UNITS, parseNumberWords } from './contact-sharing-numbers.ts';
import { DISCOURSE, FUNCTION_WORDS, JOIN_WORDS, SEQUENCE_WORDS, UNIT_MARKS } from './contact-sharing-phone-words.ts';
import { lazy } from './contact-sharing-lazy.ts';
import { MILLIONS, saidThousands, wholeMillions } from './contact-sharing-millions.ts';
import { SECONDS } from './contact-sharing-lookalike-runs.ts';
import { readGlued, spacedRun } from './contact-sharing-spaced.ts';
import type { Token } from './contact-sharing-text.ts';
import { typedNumberWord } from './contact-sharing-typo-digits.ts';
import { leetNumberWords } from './contact-sharing-leet-numbers.ts';
import { unglued } from './contact-sharing-unglue.ts';

export type WordClass = 'join' | 'sequence' | 'function' | 'zero' | 'other';

export type Item =
  | {
      kind: 'num';
      digits: string;
      spelled: boolean;
      start: number;
      end: number;
      message: number;
      token: number;
      /** Half of a date or range ("3/8", "7-2") that other groups stand next to: kept, but suspect. */
      soft?: boolean;
    }
  /** Space or punctuation; `char` is the mark, " " for spaces. */
  | { kind: 'sep'; char: string }
  | { kind: 'word'; cls: WordClass; text: string; token: number }
  /** Something no phone number contains: the group before and after belong to different numbers. */
  | { kind: 'break'; unit?: 'after' | 'before' };

export type Num = Extract<Item, { kind: 'num' }>;

export const BREAK: Item = { kind: 'break' };
const THOUSANDS = lazy(
  () => new Set(['mil', 'miles', 'thousand', 'mila', 'millon', 'millones', 'milio', 'milioi', 'million']),
);
/** "€", "%", "º": the number next to it is a price, a share, an ordinal. */
const UNIT: Item = { kind: 'break', unit: 'after' };
/** "€", "$", "£": also before their number ("€30"). */
const CURRENCY: Item = { kind: 'break', unit: 'before' };
const CURRENCIES = lazy(() => new Set(['€', '$', '£']));
/** "un", "una": the article, when typed digits follow ("un 600"); "uno" stays a digit. */
const ARTICLE_ONES = lazy(() => new Set(['un', 'una', 'unha']));

function classify(word: string): WordClass {
  if (word === 'o' || word === 'oh') return 'zero';
  if (JOIN_WORDS().has(word)) return 'join';
  // "612 jaja 345 678", "612 mira 345…": a word that says nothing may stand in a dictation.
  if (SEQUENCE_WORDS().has(word) || DISCOURSE().has(word)) return 'sequence';
  if (FUNCTION_WORDS().has(word)) return 'function';
  return 'other';
}

const QUOTES = lazy(() => new Set(["'", '"']));

/**
 * Quote marks that open and close a quotation ("'913.405.286' es el del club", '"6 4 1 8'): a
 * mark after a space (or first) and before something opens, the same mark after something and
 * before a space (or last) closes. Those are no units: 5'30" and 12" are.
 */
function quotations(tokens: Token[]): Set<number> {
  const found = new Set<number>();
  let open = -1;
  const spaceAt = (k: number) => k < 0 || k >= tokens.length || tokens[k]?.kind === 'space';
  tokens.forEach((t, k) => {
    if (t.kind !== 'mark' || !QUOTES().has(t.text)) return;
    if (
      open >= 0 &&
      tokens[open]?.text === t.text &&
      !spaceAt(k - 1) &&
      (spaceAt(k + 1) || tokens[k + 1]?.kind === 'mark')
    ) {
      found.add(open).add(k);
      open = -1;
    } else if (spaceAt(k - 1) && !spaceAt(k + 1)) open = k;
  });
  return found;
}

/** "7#3#6", "736#288": a hash glued between two groups of digits separates them, labels neither (a pace's "6'45" stays). */
const between = (tokens: Token[], k: number) =>
  tokens[k]?.text === '#' && /^\d+$/.test(tokens[k - 1]?.text ?? '') && /^\d+$/.test(tokens[k + 1]?.text ?? '');

/** A space, a mark or a word read as it is; a quotation mark is a space. */
function pushToken(tokens: Token[], k: number, out: Item[], quoted?: Set<number>): void {
  const { kind, text } = tokens[k] as Token;
  if (kind === 'space' || quoted?.has(k)) out.push({ kind: 'sep', char: ' ' });
  else if (kind === 'mark')
    out.push(
      CURRENCIES().has(text)
        ? CURRENCY
        : UNIT_MARKS().has(text) && !between(tokens, k)
          ? UNIT
          : { kind: 'sep', char: text },
    );
  else out.push({ kind: 'word', cls: classify(text), text, token: k });
}

/** Indices of "un" / "una" said before typed groups, when said so twice at least ("un 8, un 75…"). */
function listArticles(tokens: Token[]): Set<number> {
  const found = new Set<number>();
  tokens.forEach((t, i) => {
    const next = tokens[i + 2]?.text ?? '';
    if (ARTICLE_ONES().has(t.text) && tokens[i + 1]?.kind === 'space' && /^\d+$/.test(next)) found.add(i);
  });
  return found.size >= 2 ? found : new Set();
}

const GLUE_MARKS = lazy(() => new Set(['.', '-', '/']));
/**
 * The digits a word of look-alike letters stands for ("o" 0, "i" and "l" 1), when it has a digit
 * ("6o7") or is glued by a mark to a word that has ("885.o2.l"); null otherwise.
 */
function lookAlikeDigits(tokens: Token[], i: number, mixed: boolean, wide: boolean): string | null {
  const text = (tokens[i] as Token).text;
  if (text.length > 4) return null;
  let letters = 0;
  let digits = 0;
  for (let k = 0; k < text.length; k++) {
    const ch = text.charAt(k);
    if (ch === 'o' || ch === 'i' || ch === 'l' || (wide && WIDE_LOOKS[ch] !== undefined)) letters++;
    else if (ch >= '0' && ch <= '9') digits++;
    else return null;
  }
  if (letters === 0) return null;
  const gluedTo = (k: number, mark: number) =>
    GLUE_MARKS().has(tokens[mark]?.text ?? '') && /\d/.test(tokens[k]?.text ?? '');
  // Once a message writes digits with letters ("6O7", "7i"), a word of those letters alone
  // beside a group is digits too ("… 36 Oo", "7i lo 33").
  const spacedTo = (k: number, space: number) =>
    mixed && tokens[space]?.kind === 'space' && /\d/.test(tokens[k]?.text ?? '');
  // "6 4 3 l 8 2 2 O 9", "6 3 seis 4 4 tres O 8 l": one letter among digits said one by one
  // (typed or in words) is one of them, also last.
  const single = (k: number, space: number) =>
    tokens[space]?.kind === 'space' && (/^\d$/.test(tokens[k]?.text ?? '') || UNITS().has(tokens[k]?.text ?? ''));
  const among = text.length === 1 && single(i - 2, i - 1) && (single(i + 2, i + 1) || i === tokens.length - 1);
  const beside =
    among || gluedTo(i - 2, i - 1) || gluedTo(i + 2, i + 1) || spacedTo(i - 2, i - 1) || spacedTo(i + 2, i + 1);
  if (digits === 0 && !beside) return null;
  return text
    .replace(/o/g, '0')
    .replace(/[il]/g, '1')
    .replace(/[szbg]/g, (ch) => WIDE_LOOKS[ch] as string);
}

/**
 * More look-alikes ("6SS 2I 9O", "7z3", "O4S"): S 5, Z 2, B 8, G 6, only in a message that writes
 * at least three groups of three or four with digits and such letters, never a door's "12B".
 */
const WIDE_LOOKS: Record<string, string> = { s: '5', z: '2', b: '8', g: '6' };
const WIDE = /^(?=.*\d)(?=.*[oilszbg])[\doilszbg]{3,4}$/;

/** A word of digits and look-alike letters ("6o7", "7i", "o2"): the message writes digits with letters. */
const MIXED = /^(?=.*\d)(?=.*[oil])[\doil]{2,4}$/;

/** A single digit and ")" opening a message: the number of a list item ("1) 690"). */
function enumerates(tokens: Token[], i: number): boolean {
  if (!/^[1-9]$/.test(tokens[i]?.text ?? '') || tokens[i + 1]?.text !== ')') return false;
  for (let k = 0; k < i; k++) if (tokens[k]?.kind !== 'space') return false;
  return true;
}

/** Number words typed as they sound ("sinco", "nuebe") read as the words they stand for. */
function retyped(tokens: Token[]): Token[] {
  let out: Token[] | null = leetNumberWords(tokens);
  tokens = out ?? tokens;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i] as Token;
    // Only words of four to ten letters can be one: a quick "no" for digits and marks.
    if (t.kind !== 'word' || t.text.length < 4 || t.text.length > 10 || t.text.charCodeAt(0) < 97) continue;
    if (NUMBER_STARTS().has(t.text)) continue;
    const word = typedNumberWord(t.text);
    if (!word) continue;
    out ??= [...tokens];
    out[i] = { ...t, text: word };
  }
  return out ?? tokens;
}

/** The items of one message's tokens; `message` tags its digit groups. */
export function toItems(typed: Token[], message: number, out: Item[] = []): Item[] {
  // "seiscientosdoce", "treintaycuatro": glued number words cut back into words first.
  const tokens = retyped(unglued(typed));
  // The end of the last run of single letters read (each run is read once: linear time).
  let runEnd = -1;
  const articles = listArticles(tokens);
  const mixed = tokens.some((t) => t.kind === 'word' && t.text.length <= 4 && MIXED.test(t.text));
  const wideWords = tokens.filter((t) => t.kind === 'word' && WIDE.test(t.text));
  // Seconds ("60s 45s 30s" of an interval) are no look-alikes when they are all there is.
  const wide = wideWords.length >= 3 && !wideWords.every((t) => SECONDS.test(t.text));
  const quoted = quotations(tokens);
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as Token;
    const text = token.text;
    // "1) 690 || 2) 977 || 3) 029": a message's list number is no digit of what it dictates.
    if (enumerates(tokens, i)) {
      i++;
      continue;
    }
    if (token.kind !== 'word') pushToken(tokens, i, out, quoted);
    else {
      // "6O7", "8I5", "o2", "7i": letters that look like digits, in a word with a digit or glued to one.
      const looks = lookAlikeDigits(tokens, i, mixed, wide);
      if (looks) {
        out.push({ kind: 'num', digits: looks, spelled: true, start: token.start, end: token.end, message, token: i });
        continue;
      }
      // "s e i s  u n o…": digit words spelled letter by letter.
      if (text.length === 1 && i > runEnd) {
        const run = spacedRun(tokens, i);
        runEnd = run.last;
        if (run.digits) {
          // Letters left out at either end stay words ("é" before, "y" after).
          for (let k = i; k < run.from; k++) pushToken(tokens, k, out);
          const { start } = tokens[run.from] as Token;
          const { end } = tokens[run.to] as Token;
          out.push({ kind: 'num', digits: run.digits, spelled: true, start, end, message, token: run.from });
          for (let k = run.to + 1; k <= run.last; k++) pushToken(tokens, k, out);
          i = run.last;
          continue;
        }
      }
      // "un 600; un 687 y un 231": an article before each of a list of typed groups, not the digit one.
      if (articles.has(i)) {
        out.push({ kind: 'word', cls: 'function', text, token: i });
        continue;
      }
      const words = NUMBER_STARTS().has(text) ? parseNumberWords(tokens, i) : null;
      if (words) {
        const end = (tokens[words.last] as Token).end;
        out.push({ kind: 'num', digits: words.value, spelled: true, start: token.start, end, message, token: i });
        i = words.last;
        continue;
      }
      // "dos mil veintisiete", "mil doscientos": a number said with thousands is a quantity.
      if (THOUSANDS().has(text)) {
        const before = out[out.length - 1]?.kind === 'sep' ? out.length - 2 : out.length - 1;
        const said = out[before] as Num | undefined;
        // "seiscientos nueve millones cuarenta y tres mil setecientos doce": nine digits said whole.
        const whole =
          said?.kind === 'num' && said.spelled && MILLIONS().has(text) && said.digits.length <= 3
            ? wholeMillions(tokens, i, Number(said.digits))
            : null;
        if (whole && said) {
          out[before] = { ...said, digits: whole.digits, end: (tokens[whole.last] as Token).end };
          out.length = before + 1;
          i = whole.last;
          continue;
        }
        // "seis mil quinientos dieciséis", "ochocientos cuatro mil ciento cuarenta": the digits
        // of a group.
        const saidUnit = said?.kind === 'num' && said.spelled && said.digits.length <= 3;
        const four = saidThousands(tokens, i, saidUnit ? Number(said.digits) : said?.kind === 'num' ? 0 : 1);
        if (four) {
          const last = (tokens[four.last] as Token).end;
          if (saidUnit && said) out[before] = { ...said, digits: four.digits, end: last };
          else
            out.push({
              kind: 'num',
              digits: four.digits,
              spelled: true,
              start: token.start,
              end: last,
              message,
              token: i,
            });
          if (saidUnit) out.length = before + 1;
          i = four.last;
          continue;
        }
        if (said?.kind === 'num' && said.spelled) out[before] = BREAK;
        out.push(BREAK);
        continue;
      }
      let glued: Glued | null = decomposeGlued(text);
      if (!glued) {
        const digits = readGlued(text);
        if (digits) glued = { digits, spelled: true };
      }
      if (glued) out.push({ kind: 'num', ...glued, start: token.start, end: token.end, message, token: i });
      else out.push({ kind: 'word', cls: classify(text), text, token: i });
    }
  }
  return out;
}
