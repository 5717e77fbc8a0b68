// Disguises of a word for the generated corpus: letters spaced out or dotted, small capitals,
// look-alike letters from other alphabets, fullwidth and mathematical forms, leetspeak.
import { Vocab, type Gen } from './random.ts';

const SMALL_CAPS: Record<string, string> = {
  a: 'ᴀ',
  b: 'ʙ',
  c: 'ᴄ',
  d: 'ᴅ',
  e: 'ᴇ',
  f: 'ꜰ',
  g: 'ɢ',
  h: 'ʜ',
  i: 'ɪ',
  j: 'ᴊ',
  k: 'ᴋ',
  l: 'ʟ',
  m: 'ᴍ',
  n: 'ɴ',
  o: 'ᴏ',
  p: 'ᴘ',
  r: 'ʀ',
  s: 'ꜱ',
  t: 'ᴛ',
  u: 'ᴜ',
  v: 'ᴠ',
  w: 'ᴡ',
  y: 'ʏ',
  z: 'ᴢ',
};
const CYRILLIC: Record<string, string> = {
  a: 'а',
  c: 'с',
  e: 'е',
  i: 'і',
  o: 'о',
  p: 'р',
  s: 'ѕ',
  x: 'х',
  y: 'у',
  h: 'һ',
  k: 'к',
  m: 'м',
  t: 'т',
  b: 'в',
};
const GREEK: Record<string, string> = {
  a: 'α',
  o: 'ο',
  i: 'ι',
  k: 'κ',
  n: 'η',
  t: 'τ',
  u: 'υ',
  v: 'ν',
  e: 'ε',
  p: 'ρ',
};
const LEET: Record<string, string> = { a: '4', e: '3', i: '1', o: '0', s: '5', t: '7', g: '9' };

function mapLetters(word: string, table: Record<string, string>, share: number, g: Gen): string {
  return [...word].map((ch) => (table[ch] && g.rng.chance(share) ? table[ch] : ch)).join('');
}

function offset(word: string, upperA: number, lowerA: number): string {
  return [...word]
    .map((ch) => {
      const code = ch.charCodeAt(0);
      if (code >= 97 && code <= 122) return String.fromCodePoint(lowerA + code - 97);
      if (code >= 65 && code <= 90) return String.fromCodePoint(upperA + code - 65);
      return ch;
    })
    .join('');
}

const DISGUISES: Record<string, (word: string, g: Gen) => string> = {
  spaced: (w) => [...w].join(' '),
  dotted: (w) => [...w].join('.'),
  dashed: (w) => [...w].join('-'),
  starred: (w) => [...w].join('*'),
  underscored: (w) => [...w].join('_'),
  spacedUpper: (w) => [...w.toUpperCase()].join(' '),
  emojiSpaced: (w) => [...w].join(' ✨ '),
  smallCaps: (w) => [...w].map((ch) => SMALL_CAPS[ch] ?? ch).join(''),
  cyrillic: (w, g) => mapLetters(w, CYRILLIC, 0.7, g),
  greek: (w, g) => mapLetters(w, GREEK, 0.7, g),
  fullwidth: (w) => offset(w, 0xff21, 0xff41),
  mathBold: (w) => offset(w, 0x1d400, 0x1d41a),
  mathSans: (w) => offset(w, 0x1d5a0, 0x1d5ba),
  mathMonospace: (w) => offset(w, 0x1d670, 0x1d68a),
  circled: (w) => offset(w, 0x24b6, 0x24d0),
  leet: (w, g) => mapLetters(w, LEET, 0.6, g),
  doubledLetters: (w, g) => [...w].map((ch) => (g.rng.chance(0.25) ? ch + ch : ch)).join(''),
  splitHalf: (w) => `${w.slice(0, Math.ceil(w.length / 2))} ${w.slice(Math.ceil(w.length / 2))}`,
  upper: (w) => w.toUpperCase(),
  zeroWidth: (w) => [...w].join('\u200b'),
  softHyphen: (w) => [...w].join('\u00ad'),
  accented: (w) => w.replace(/a/g, 'á').replace(/e/g, 'é').replace(/o/g, 'ò'),
};

export const DISGUISE_KINDS = new Vocab('disguise', Object.keys(DISGUISES));

export function disguise(word: string, g: Gen): string {
  const kind = g.pick(DISGUISE_KINDS);
  return (DISGUISES[kind] as (word: string, g: Gen) => string)(word, g);
}
