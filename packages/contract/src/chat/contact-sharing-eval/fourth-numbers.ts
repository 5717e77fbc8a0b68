// The fourth generator's dice and number writer (issue 26, fourth round; ADR 0015). Written from
// scratch: no code, word list or table of the other generators. A phone number is drawn, cut
// into groups and written in one of the ways below; each way is a "form" and forms, like every
// list, are dealt to the tuning or the held-out half.

export const FOURTH_SEED = 20261203;

/** mulberry32: small, seeded, the same on every machine. */
export class Dice {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(low: number, high: number): number {
    return low + Math.floor(this.next() * (high - low + 1));
  }
  one<T>(list: readonly T[]): T {
    return list[Math.floor(this.next() * list.length)] as T;
  }
  maybe(p: number): boolean {
    return this.next() < p;
  }
}

/** A 32-bit mix of a name (multiply and shift, murmur's finaliser per character). */
export function mix(name: string): number {
  let h = 0x2545f491;
  for (let i = 0; i < name.length; i++) {
    h = Math.imul(h ^ name.charCodeAt(i), 0xcc9e2d51);
    h ^= h >>> 15;
    h = Math.imul(h, 0x1b873593);
  }
  return h >>> 0;
}

/** A list dealt in two: shuffled by dice seeded with its name, the first half for tuning. */
export function deal<T>(name: string, list: readonly T[]): { tune: T[]; held: T[] } {
  const dice = new Dice(mix(name) ^ FOURTH_SEED);
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = dice.int(0, i);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  const cut = Math.ceil(copy.length / 2);
  return { tune: copy.slice(0, cut), held: copy.slice(cut) };
}

export type Tongue = 'es' | 'ca' | 'gl' | 'eu' | 'en';

// prettier-ignore
const DIGIT_NAMES: Record<Tongue, string[]> = {
  es: ['cero', 'uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve'],
  ca: ['zero', 'u', 'dos', 'tres', 'quatre', 'cinc', 'sis', 'set', 'vuit', 'nou'],
  gl: ['cero', 'un', 'dous', 'tres', 'catro', 'cinco', 'seis', 'sete', 'oito', 'nove'],
  eu: ['zero', 'bat', 'bi', 'hiru', 'lau', 'bost', 'sei', 'zazpi', 'zortzi', 'bederatzi'],
  en: ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'],
};
// prettier-ignore
const TEEN_NAMES: Record<Tongue, string[]> = {
  es: ['diez', 'once', 'doce', 'trece', 'catorce', 'quince', 'dieciséis', 'diecisiete', 'dieciocho', 'diecinueve'],
  ca: ['deu', 'onze', 'dotze', 'tretze', 'catorze', 'quinze', 'setze', 'disset', 'divuit', 'dinou'],
  gl: ['dez', 'once', 'doce', 'trece', 'catorce', 'quince', 'dezaseis', 'dezasete', 'dezaoito', 'dezanove'],
  eu: ['hamar', 'hamaika', 'hamabi', 'hamahiru', 'hamalau', 'hamabost', 'hamasei', 'hamazazpi', 'hemezortzi', 'hemeretzi'],
  en: ['ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'],
};
// prettier-ignore
const TEN_NAMES: Record<Exclude<Tongue, 'eu'>, string[]> = {
  es: ['', '', 'veinte', 'treinta', 'cuarenta', 'cincuenta', 'sesenta', 'setenta', 'ochenta', 'noventa'],
  ca: ['', '', 'vint', 'trenta', 'quaranta', 'cinquanta', 'seixanta', 'setanta', 'vuitanta', 'noranta'],
  gl: ['', '', 'vinte', 'trinta', 'corenta', 'cincuenta', 'sesenta', 'setenta', 'oitenta', 'noventa'],
  en: ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'],
};
// prettier-ignore
const ES_TWENTIES = ['veinte', 'veintiuno', 'veintidós', 'veintitrés', 'veinticuatro', 'veinticinco', 'veintiséis',
  'veintisiete', 'veintiocho', 'veintinueve'];
// prettier-ignore
const ES_HUNDREDS = ['', 'ciento', 'doscientos', 'trescientos', 'cuatrocientos', 'quinientos', 'seiscientos',
  'setecientos', 'ochocientos', 'novecientos'];

export const digitName = (t: Tongue, d: number) => DIGIT_NAMES[t][d] as string;

/** 0…99 in words; a leading zero is said as a digit ("cero siete"). */
export function pairName(t: Tongue, text: string): string {
  if (text.length === 1 || text.startsWith('0')) return [...text].map((c) => digitName(t, Number(c))).join(' ');
  const n = Number(text);
  if (n < 20) return TEEN_NAMES[t][n - 10] as string;
  const tens = Math.floor(n / 10);
  const unit = n % 10;
  if (t === 'eu') {
    const score = ['', 'hogei', 'berrogei', 'hirurogei', 'laurogei'][Math.floor(n / 20)] as string;
    const rest = n % 20;
    if (rest === 0) return score;
    return `${score}ta ${rest < 10 ? digitName(t, rest) : TEEN_NAMES.eu[rest - 10]}`;
  }
  if (t === 'es' && tens === 2) return ES_TWENTIES[unit] as string;
  const tenName = TEN_NAMES[t][tens] as string;
  if (unit === 0) return tenName;
  if (t === 'es') return `${tenName} y ${digitName(t, unit)}`;
  if (t === 'ca') return tens === 2 ? `${tenName}-i-${digitName(t, unit)}` : `${tenName}-${digitName(t, unit)}`;
  if (t === 'gl') return `${tenName} e ${digitName(t, unit)}`;
  return `${tenName}-${digitName(t, unit)}`;
}

/** Three digits in Spanish words ("seiscientos doce"); other cases fall back to pairs. */
export function tripleName(t: Tongue, text: string): string {
  if (t !== 'es' || text.length !== 3 || text.startsWith('0'))
    return pairName(t, text.slice(0, 2)) + ' ' + pairName(t, text.slice(2));
  const h = Number(text.charAt(0));
  const rest = text.slice(1);
  const head = h === 1 && rest === '00' ? 'cien' : (ES_HUNDREDS[h] as string);
  if (rest === '00') return head;
  return `${head} ${pairName(t, rest.startsWith('0') ? rest.slice(1) : rest)}`;
}

/** A group of any length in words: pairs, a Spanish triple, a leading single digit when odd. */
export function groupName(t: Tongue, group: string): string {
  if (group.length <= 2) return pairName(t, group);
  if (group.length === 3) return tripleName(t, group);
  const head = group.length % 2 === 1 ? [group.slice(0, 1)] : [];
  const rest = group.slice(head.length).match(/../g) ?? [];
  return [...head, ...rest].map((g) => pairName(t, g)).join(' ');
}

/** A Spanish mobile or landline number, nine digits. */
export function phoneNumber(dice: Dice): string {
  let digits = dice.one(['6', '6', '6', '6', '7', '9', '8']);
  while (digits.length < 9) digits += String(dice.int(0, 9));
  return digits;
}

// prettier-ignore
const CUTS: number[][] = [[3, 3, 3], [3, 3, 3], [3, 2, 2, 2], [2, 3, 2, 2], [3, 2, 4], [1, 2, 2, 2, 2], [4, 5], [3, 6], [2, 2, 2, 3]];

export function cut(dice: Dice, digits: string): string[] {
  const sizes = dice.one(CUTS);
  const groups: string[] = [];
  let at = 0;
  for (const size of sizes) {
    groups.push(digits.slice(at, at + size));
    at += size;
  }
  return groups;
}
