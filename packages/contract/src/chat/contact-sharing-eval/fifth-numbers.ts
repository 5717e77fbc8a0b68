// The fifth generator's dice, split and number writer (issue 26, fifth round; ADR 0015). Written
// from scratch: xorshift32 dice, a split by a shuffle seeded with each list's name (a djb2 hash),
// and its own ways of writing a phone number, dealt to the halves like every other list.
export const FIFTH_SEED = 55_2026;

export class Dice {
  private s: number;
  constructor(seed: number) {
    this.s = seed >>> 0 || 0x9e3779b9;
  }
  next(): number {
    let x = this.s;
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    this.s = x >>> 0;
    return this.s / 0x1_0000_0000;
  }
  int(n: number): number {
    return Math.floor(this.next() * n);
  }
  one<T>(list: readonly T[]): T {
    return list[this.int(list.length)] as T;
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
}

export function djb2(text: string): number {
  let h = 5381;
  for (const c of text) h = ((h * 33) ^ (c.codePointAt(0) as number)) >>> 0;
  return h;
}

/** A list shuffled by dice seeded with its name; the first half tunes, the second is held out. */
export function deal<T>(name: string, list: readonly T[]): { tune: T[]; held: T[] } {
  const d = new Dice(djb2(`fifth:${name}`));
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = d.int(i + 1);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  const mid = Math.ceil(copy.length / 2);
  return { tune: copy.slice(0, mid), held: copy.slice(mid) };
}

/** Nine digits of a Spanish mobile or landline. */
export function phoneDigits(d: Dice): string {
  let s = d.one(['6', '6', '6', '7', '9', '8']);
  for (let i = 0; i < 8; i++) s += String(d.int(10));
  return s;
}

const SHAPES: number[][] = [
  [3, 3, 3],
  [3, 2, 2, 2],
  [2, 3, 2, 2],
  [3, 3, 3],
  [4, 3, 2],
  [2, 2, 2, 3],
  [3, 4, 2],
  [1, 2, 2, 2, 2],
];

export function groups(d: Dice, digits: string): string[] {
  const shape = d.one(SHAPES);
  const out: string[] = [];
  let at = 0;
  for (const n of shape) {
    out.push(digits.slice(at, at + n));
    at += n;
  }
  return out;
}

const UNITS: Record<string, string[]> = {
  es: ['cero', 'uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve'],
  ca: ['zero', 'u', 'dos', 'tres', 'quatre', 'cinc', 'sis', 'set', 'vuit', 'nou'],
  gl: ['cero', 'un', 'dous', 'tres', 'catro', 'cinco', 'seis', 'sete', 'oito', 'nove'],
  eu: ['zero', 'bat', 'bi', 'hiru', 'lau', 'bost', 'sei', 'zazpi', 'zortzi', 'bederatzi'],
  en: ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'],
};
const ES_TEENS = [
  'diez',
  'once',
  'doce',
  'trece',
  'catorce',
  'quince',
  'dieciséis',
  'diecisiete',
  'dieciocho',
  'diecinueve',
];
const ES_TENS = ['', '', 'veinte', 'treinta', 'cuarenta', 'cincuenta', 'sesenta', 'setenta', 'ochenta', 'noventa'];
const ES_TWENTIES = [
  'veinte',
  'veintiuno',
  'veintidós',
  'veintitrés',
  'veinticuatro',
  'veinticinco',
  'veintiséis',
  'veintisiete',
  'veintiocho',
  'veintinueve',
];
const ES_HUNDREDS = [
  '',
  'ciento',
  'doscientos',
  'trescientos',
  'cuatrocientos',
  'quinientos',
  'seiscientos',
  'setecientos',
  'ochocientos',
  'novecientos',
];

function esPair(n: number): string {
  if (n < 10) return UNITS.es?.[n] as string;
  if (n < 20) return ES_TEENS[n - 10] as string;
  if (n < 30) return ES_TWENTIES[n - 20] as string;
  const t = ES_TENS[Math.floor(n / 10)] as string;
  return n % 10 ? `${t} y ${UNITS.es?.[n % 10]}` : t;
}

/** A group read the Spanish way: pairs as numbers, triples as hundreds, a leading zero as "cero". */
export function esGroup(g: string): string {
  if (g.startsWith('0') || g.length > 3 || g.length === 1) return [...g].map((c) => UNITS.es?.[+c]).join(' ');
  if (g.length === 2) return esPair(+g);
  const h = +g[0]!;
  const rest = +g.slice(1);
  const head = h === 1 && rest === 0 ? 'cien' : (ES_HUNDREDS[h] as string);
  return rest ? `${head} ${esPair(rest)}` : head;
}

export function digitWords(g: string, lang: string): string {
  return [...g].map((c) => UNITS[lang]?.[+c]).join(' ');
}

/** Non-ASCII decimal digit sets, by the code point of their zero. */
export const SCRIPT_ZEROS = [
  0x0660, 0x06f0, 0x0966, 0x09e6, 0x0e50, 0xff10, 0x1d7ce, 0x1d7ec, 0x0ae6, 0x0c66, 0x1040, 0x17e0,
];
export function inScript(g: string, zero: number): string {
  return [...g].map((c) => (/\d/.test(c) ? String.fromCodePoint(zero + +c) : c)).join('');
}
