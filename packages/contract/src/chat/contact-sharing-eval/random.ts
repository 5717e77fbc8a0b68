// Seeded randomness and the tuning / held-out split of the generated corpus. Everything is
// deterministic: the same seed gives the same messages, so figures can be compared over time.

export type Split = 'tune' | 'held';

/** FNV-1a: a stable 32-bit hash of a string. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** The split a template or a vocabulary item belongs to: half each, fixed by SPLIT_SEED. */
export const SPLIT_SEED = 'fitcover-detector-2026';
export const splitOf = (key: string): Split => (hash(`${SPLIT_SEED}:${key}`) % 2 === 0 ? 'tune' : 'held');

export class Rng {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** mulberry32: uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(list: readonly T[]): T {
    if (list.length === 0) throw new Error('pick from an empty list');
    return list[Math.floor(this.next() * list.length)] as T;
  }

  digits(n: number): string {
    let out = '';
    for (let i = 0; i < n; i++) out += String(this.int(0, 9));
    return out;
  }
}

/**
 * A vocabulary whose items are split like templates: held-out messages only use held-out items,
 * so a word, spelling or disguise never seen while tuning stays unseen.
 */
export class Vocab {
  readonly tune: string[];
  readonly held: string[];
  constructor(name: string, items: readonly string[]) {
    this.tune = items.filter((item) => splitOf(`${name}:${item}`) === 'tune');
    this.held = items.filter((item) => splitOf(`${name}:${item}`) === 'held');
    // A tiny list may fall on one side only: then both sides share it.
    if (this.tune.length === 0) this.tune = [...this.held];
    if (this.held.length === 0) this.held = [...this.tune];
  }

  of(split: Split): string[] {
    return split === 'tune' ? this.tune : this.held;
  }
}

/** What a template needs to fill its slots. */
export type Gen = { rng: Rng; split: Split; pick: (vocab: Vocab) => string };

export function makeGen(rng: Rng, split: Split): Gen {
  return { rng, split, pick: (vocab) => rng.pick(vocab.of(split)) };
}

/** Fills "{slot}" placeholders from `slots`; unknown slots are an error in the template. */
export function fill(template: string, g: Gen, slots: Record<string, (g: Gen) => string>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const slot = slots[name];
    if (!slot) throw new Error(`unknown slot {${name}} in "${template}"`);
    return slot(g);
  });
}

/**
 * Deals `items` to the two halves by a seeded shuffle: sorted by a key drawn from `seed`, then
 * every other one, the even positions to `even` (the second and third generators). Items keep
 * their shuffled order, repeats included.
 */
export function dealPairs<T>(items: readonly T[], seed: number, even: Split): [T, Split][] {
  const odd: Split = even === 'tune' ? 'held' : 'tune';
  const rng = new Rng(seed);
  const order = items.map((item) => ({ item, key: rng.next() })).sort((a, b) => a.key - b.key);
  return order.map(({ item }, i) => [item, i % 2 === 0 ? even : odd]);
}

/** The half of each of `items` (distinct ones: templates). */
export const deal = <T>(items: readonly T[], seed: number, even: Split) => new Map(dealPairs(items, seed, even));

/** A list dealt to the two halves (`deal`); a half left empty shares the other's items. */
export class DealtList {
  readonly tune: string[] = [];
  readonly held: string[] = [];
  constructor(items: readonly string[], seed: number, even: Split) {
    for (const [item, split] of dealPairs(items, seed, even)) (split === 'tune' ? this.tune : this.held).push(item);
    if (this.tune.length === 0) this.tune.push(...this.held);
    if (this.held.length === 0) this.held.push(...this.tune);
  }
}

/** Fills "{slot}" placeholders from `slots`; unknown slots are an error in the template. */
export function fillSlots(text: string, slots: Record<string, () => string>): string {
  return text.replace(/\{(\w+)\}/g, (_, name: string) => {
    const slot = slots[name];
    if (!slot) throw new Error(`unknown slot {${name}} in "${text}"`);
    return slot();
  });
}
