// The fifth generator's ways of writing a phone number. Each form, and each vocabulary a form
// draws from, is dealt to the tuning or the held-out half (fifth.ts).
import { Dice, digitWords, esGroup, groups, inScript } from './fifth-numbers.ts';

export type NumberPools = {
  separators: string[];
  fillers: string[];
  langs: string[];
  scripts: number[];
  emoji: string[];
  prefixes: string[];
  orders: string[][];
};

// prettier-ignore
export const SEPARATORS = [
  ' ', ' ', '-', '.', ' - ', ' / ', '/', ' · ', '_', ' | ', ', ', ' ,', '·', '–', ' — ', '\u2011', '\u00a0', ' ~ ',
  ' : ', ' ; ', '..', ' * ', ' + ', ' >> ', ' ... ', '  ', ' _ ', ' ⋅ ', ' • ', '\u202f', ' ` ', ' = ',
];
// prettier-ignore
export const FILLERS = [
  ' y ', ' y luego ', ', después ', ' luego el ', ' seguido de ', ', sigue con ', ' más ', ', a continuación ',
  ' y acto seguido ', ', lo siguiente ', ' y detrás ', ' y para acabar ', ' y por último ', ' y termina en ',
  ', pon después ', ' tras eso ', ' i després ', ' e despois ', ' eta gero ', ' then ', ' and after that ',
  ', luego va ', ', le sigue ', ' y cierra con ', ' ahora ', ', el siguiente trozo ', ' + luego ', ' y al final ',
];
export const LANGS = ['es', 'es', 'es', 'ca', 'gl', 'eu', 'en', 'es'];
// prettier-ignore
export const EMOJI = ['🔥', '💪', '⭐', '✨', '🏋️', '🙂', '👉', '❤️', '🌟', '⚡', '🍀', '🎯', '😉', '🚀', '💥', '🤸', '🥇', '🎵'];
export const PREFIXES = ['+34 ', '0034 ', '+34', '(+34) ', '34 ', '+ 34 ', '00 34 ', 'más treinta y cuatro '];
/** Scrambled dictations: which part comes first, in the words that place it. */
// prettier-ignore
export const ORDERS: string[][] = [
  ['acaba en {c}', 'empieza por {a}', 'en medio {b}'],
  ['termina con {c}', 'comienza con {a}', 'y entre medias {b}'],
  ['las últimas son {c}', 'las primeras {a}', 'las del centro {b}'],
  ['al final va {c}', 'al principio {a}', 'y lo del medio {b}'],
  ['el final: {c}', 'arranca con {a}', 'la parte central {b}'],
  ['lo último {c}', 'lo primero {a}', 'y en mitad {b}'],
  ['remata en {c}', 'abre con {a}', 'con {b} entre los dos'],
  ['ends in {c}', 'starts with {a}', 'middle is {b}'],
];

type Form = (d: Dice, digits: string, p: NumberPools) => string;

const join = (d: Dice, parts: string[], p: NumberPools) => parts.join(d.one(p.separators));

export const FORMS: Record<string, Form> = {
  grouped: (d, n, p) => join(d, groups(d, n), p),
  prefixed: (d, n, p) => `${d.one(p.prefixes)}${join(d, groups(d, n), p)}`,
  words: (d, n) =>
    groups(d, n)
      .map(esGroup)
      .join(d.one([' ', ', ', ' - ', ' '])),
  digitByDigit: (d, n, p) => digitWords(n, d.one(p.langs)),
  mixed: (d, n, p) =>
    groups(d, n)
      .map((g, i) =>
        i % 2 === (d.chance(0.5) ? 0 : 1) ? g : d.chance(0.5) ? esGroup(g) : digitWords(g, d.one(p.langs)),
      )
      .join(d.one([' ', ', ', ' y '])),
  filled: (d, n, p) => {
    const gs = groups(d, n);
    return gs.reduce((acc, g, i) => (i === 0 ? g : `${acc}${d.one(p.fillers)}${g}`), '');
  },
  emoji: (d, n, p) => groups(d, n).join(` ${d.one(p.emoji)} `),
  script: (d, n, p) => inScript(join(d, groups(d, n), p), d.one(p.scripts)),
  spaced: (d, n) => [...n].join(d.one([' ', '  ', '.', ' . ', '-'])),
  bracketed: (d, n) => {
    const gs = groups(d, n);
    return `(${gs[0]}) ${gs.slice(1).join(d.one([' ', '-', '']))}`;
  },
  scrambled: (d, n, p) => {
    const a = n.slice(0, 3);
    const b = n.slice(3, 6);
    const c = n.slice(6);
    const order = d.one(p.orders);
    const said = (g: string) => (d.chance(0.7) ? g : d.chance(0.5) ? esGroup(g) : digitWords(g, 'es'));
    const parts = order.map((t) => t.replace('{a}', said(a)).replace('{b}', said(b)).replace('{c}', said(c)));
    return parts.join(d.one([', ', '; ', '. ', ' y ', ' · ']));
  },
  compound: (d, n) => {
    // Triples said as hundreds, pairs as tens: "seiscientos doce, treinta y cuatro…".
    const gs = [n.slice(0, 3), n.slice(3, 5), n.slice(5, 7), n.slice(7)];
    return gs.map(esGroup).join(d.one([', ', ' ', ' – ']));
  },
  letters: (d, n, p) =>
    join(
      d,
      groups(d, n).map((g) => g.replace(/0/g, () => d.one(['o', 'O'])).replace(/1/g, () => d.one(['l', 'I', '1']))),
      p,
    ),
  glued: (d, n, p) => {
    const gs = groups(d, n);
    return gs.map((g, i) => (i === 1 ? digitWords(g, d.one(p.langs)).replace(/ /g, '') : g)).join(' ');
  },
};
export const FORM_NAMES = Object.keys(FORMS);
