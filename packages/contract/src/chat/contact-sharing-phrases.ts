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

export const wordSet = (list: string) => new Set(list.split(/\s+/).filter(Boolean));

export class PhraseTable<T> {
  private readonly byFirst = new Map<string, Phrase<T>[]>();

  add(value: T, specs: string[], options: PhraseOptions = {}): this {
    for (const spec of specs) {
      for (const words of expand(spec)) {
        const first = words[0] as string;
        const list = this.byFirst.get(first) ?? [];
        list.push({ words, value, ...options });
        this.byFirst.set(first, list);
      }
    }
    return this;
  }

  /** The longest phrase starting at words[i], or null. */
  at(words: readonly string[], i: number): Phrase<T> | null {
    let best: Phrase<T> | null = null;
    for (const phrase of this.byFirst.get(words[i] as string) ?? []) {
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
