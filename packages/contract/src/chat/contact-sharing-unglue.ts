// Number words typed without spaces, of any kind: "seiscientosdoce", "treintaycuatro",
// "sixtyfour", "cuatrocincuentaycuatro". A word made entirely of the number parser's words
// (contact-sharing-numbers.ts) is cut back into them, so that compounds, tens and hundreds are
// read as if they had been spaced. contact-sharing-glued.ts reads runs of units and digits
// ("seiscerocero", "6oo"); this reads what that greedy reading cannot.
import { decomposeGlued } from './contact-sharing-glued.ts';
import { lazy } from './contact-sharing-lazy.ts';
import { NUMBER_CONNECTORS, NUMBER_PIECES } from './contact-sharing-numbers.ts';
import type { Token } from './contact-sharing-text.ts';

/** Longer words are not dictations: bounded, so the cut stays linear in the message's length. */
const MAX_LENGTH = 96;
/** Pieces shorter than this ("u", "un", "bi") cut too many ordinary words; connectors aside. */
const MIN_PIECE = 3;
const LONGEST = lazy(() => Math.max(...[...NUMBER_PIECES()].map((w) => w.length)));
const PREFIXES = lazy(() => new Set([...NUMBER_PIECES()].map((w) => w.slice(0, 3))));
/** Words already cut, or known not to be cuttable; bounded. */
const CACHE = new Map<string, string[] | null>();
const CACHE_LIMIT = 2000;

const piece = (w: string) => (w.length >= MIN_PIECE && NUMBER_PIECES().has(w)) || NUMBER_CONNECTORS().has(w);

/** The fewest number words `word` is made of, or null (fewer than two, or a connector at an end). */
export function cutNumberWords(word: string): string[] | null {
  if (word.length < 2 * MIN_PIECE || word.length > MAX_LENGTH || !PREFIXES().has(word.slice(0, 3))) return null;
  const cached = CACHE.get(word);
  if (cached !== undefined) return cached;
  const n = word.length;
  /** `from[i]`: where the last piece of the best cut of word[0, i) starts; -1 when none. */
  const from = new Array<number>(n + 1).fill(-1);
  const count = new Array<number>(n + 1).fill(Infinity);
  count[0] = 0;
  for (let i = 0; i < n; i++) {
    const here = count[i] as number;
    if (here === Infinity) continue;
    for (let len = 1; len <= LONGEST() && i + len <= n; len++) {
      if (here + 1 >= (count[i + len] as number)) continue;
      if (piece(word.slice(i, i + len))) {
        count[i + len] = here + 1;
        from[i + len] = i;
      }
    }
  }
  let result: string[] | null = null;
  if (count[n] !== Infinity) {
    const pieces: string[] = [];
    for (let i = n; i > 0; i = from[i] as number) pieces.unshift(word.slice(from[i], i));
    const connector = (k: number) => NUMBER_CONNECTORS().has(pieces[k] ?? '');
    const numbers = pieces.filter((p) => !NUMBER_CONNECTORS().has(p)).length;
    const adjacent = pieces.some((_, k) => connector(k) && connector(k + 1));
    if (numbers >= 2 && !connector(0) && !connector(pieces.length - 1) && !adjacent) result = pieces;
  }
  if (CACHE.size >= CACHE_LIMIT) CACHE.clear();
  CACHE.set(word, result);
  return result;
}

/** The tokens with every glued run of number words cut into words separated by spaces. */
export function unglued(tokens: Token[]): Token[] {
  let out: Token[] | null = null;
  const push = (token: Token) => out?.push(token);
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i] as Token;
    // Runs of units alone ("seiscerocero") are read whole by contact-sharing-glued.ts.
    // A quick "no" first: short words, whole number words ("cincuenta"), cached ones.
    const cuttable =
      t.kind === 'word' &&
      t.text.length >= 2 * MIN_PIECE &&
      t.text.charCodeAt(0) >= 97 &&
      !NUMBER_PIECES().has(t.text) &&
      !decomposeGlued(t.text);
    const pieces = cuttable ? cutNumberWords(t.text) : null;
    if (!pieces) {
      push(t);
      continue;
    }
    out ??= tokens.slice(0, i);
    let at = t.start;
    pieces.forEach((text, k) => {
      if (k > 0) push({ text: ' ', start: at, end: at, kind: 'space' });
      push({ text, start: at, end: at + text.length, kind: 'word' });
      at += text.length;
    });
  }
  return out ?? tokens;
}
