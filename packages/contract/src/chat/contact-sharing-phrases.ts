// Phrases looked up token by token in a table keyed by their first word: one pass over the
// words, no regex alternation tried at every character. A compact spec expands to every
// wording: space-separated slots, "|" between alternatives, "+" joins words inside one
// alternative, a leading "?" makes the slot optional.
// "hazme|dame una ?llamada perdida" → hazme una perdida, hazme una llamada perdida, dame…

export type PhraseOptions = {
  /** The phrase does not count when followed by one of these words ("mi número de socio"). */
  notBefore?: ReadonlySet<string>;
  /** …or preceded by one of these ("el punto es que…"). */
  notAfter?: ReadonlySet<string>;
};

export type Phrase<T> = PhraseOptions & { words: string[]; value: T };

/** The words of a phrase spec, punctuation dropped: "truca'm" → ["truca", "m"]. */
const tokenize = (text: string): string[] => text.match(/[\p{L}\p{N}]+/gu) ?? [];

export function expand(spec: string): string[][] {
  let results: string[][] = [[]];
  for (const slot of spec.split(' ')) {
    const optional = slot.startsWith('?');
    const alternatives = (optional ? slot.slice(1) : slot).split('|').map((alt) => tokenize(alt.replace(/\+/g, ' ')));
    if (optional) alternatives.push([]);
    results = results.flatMap((prefix) => alternatives.map((alt) => [...prefix, ...alt]));
  }
  return results;
}

export { wordSet } from './contact-sharing-lazy.ts';

export class PhraseTable<T> {
  /** Phrases of one word by that word; longer ones by their first two words (a short scan each). */
  private readonly byWord = new Map<string, Phrase<T>[]>();
  private readonly byPair = new Map<string, Phrase<T>[]>();

  add(value: T, specs: string[], options: PhraseOptions = {}): this {
    for (const spec of specs) {
      for (const words of expand(spec)) {
        const key = words.length === 1 ? (words[0] as string) : `${words[0]} ${words[1]}`;
        const index = words.length === 1 ? this.byWord : this.byPair;
        const list = index.get(key) ?? [];
        list.push({ words, value, ...options });
        index.set(key, list);
      }
    }
    return this;
  }

  /** The longest phrase starting at words[i], or null (on a tie, the one added first). */
  at(words: readonly string[], i: number): Phrase<T> | null {
    let best: Phrase<T> | null = null;
    const candidates = [
      ...(this.byWord.get(words[i] as string) ?? []),
      ...(i + 1 < words.length ? (this.byPair.get(`${words[i]} ${words[i + 1]}`) ?? []) : []),
    ];
    for (const phrase of candidates) {
      const n = phrase.words.length;
      if (best && best.words.length >= n) continue;
      if (!phrase.words.every((word, k) => words[i + k] === word)) continue;
      if (phrase.notBefore?.has(words[i + n] ?? '')) continue;
      if (phrase.notAfter?.has(words[i - 1] ?? '')) continue;
      best = phrase;
    }
    return best;
  }
}
