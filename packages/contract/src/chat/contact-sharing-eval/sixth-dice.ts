// The sixth generator's dice and split (issue 26, sixth round; ADR 0015). Written from scratch:
// sfc32 dice seeded from a string by a murmur-style mix, and a split that sorts every list by a
// keyed hash of each item and deals the sorted items alternately, so each half gets about half
// of every list (templates, vocabularies and number forms alike).
export const SIXTH_SEED = 6_2026_11;

/** A 32-bit mix of a string (murmur3's finaliser over a running product). */
export function mix(text: string): number {
  let h = 0x2545f491 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    h = Math.imul(h ^ text.charCodeAt(i), 0x5bd1e995);
    h ^= h >>> 15;
  }
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

export class Roll {
  private a: number;
  private b: number;
  private c: number;
  private d: number;
  constructor(seed: number) {
    this.a = mix(`a${seed}`);
    this.b = mix(`b${seed}`);
    this.c = mix(`c${seed}`);
    this.d = 1;
    for (let i = 0; i < 12; i++) this.float();
  }
  /** sfc32: uniform in [0, 1). */
  float(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return (t >>> 0) / 4294967296;
  }
  below(n: number): number {
    return Math.floor(this.float() * n);
  }
  pick<T>(list: readonly T[]): T {
    if (list.length === 0) throw new Error('pick from an empty list');
    return list[this.below(list.length)] as T;
  }
  maybe(p: number): boolean {
    return this.float() < p;
  }
}

export type Half = 'tune' | 'held';

/** Sorted by a keyed hash of each item, then dealt alternately: the halves of one list. */
export function halves<T>(name: string, list: readonly T[], key: (item: T) => string = String): Record<Half, T[]> {
  const sorted = [...list].sort((x, y) => mix(`sixth|${name}|${key(x)}`) - mix(`sixth|${name}|${key(y)}`));
  const out: Record<Half, T[]> = { tune: [], held: [] };
  sorted.forEach((item, i) => out[i % 2 === 0 ? 'tune' : 'held'].push(item));
  if (out.held.length === 0) out.held = [...out.tune];
  return out;
}

/** Nine digits of a Spanish phone: mobiles (6, 7) mostly, landlines (8, 9) now and then. */
export function nineDigits(r: Roll): string {
  const first = r.pick(['6', '6', '6', '6', '7', '7', '9', '8']);
  let out = first;
  for (let i = 1; i < 9; i++) out += String(r.below(10));
  return out;
}

/** Cuts digits into groups in one of the ways people group a phone number. */
export function cut(r: Roll, digits: string): string[] {
  const shapes = [
    [3, 3, 3],
    [3, 2, 2, 2],
    [3, 3, 3],
    [2, 3, 2, 2],
    [3, 3, 2, 1],
    [4, 5],
    [3, 6],
    [1, 2, 2, 2, 2],
  ];
  const shape = r.pick(shapes);
  const out: string[] = [];
  let at = 0;
  for (const n of shape) {
    out.push(digits.slice(at, at + n));
    at += n;
  }
  return out;
}
