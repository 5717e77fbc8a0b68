// The ways the fourth generator writes a phone number (its "forms"), and the vocabularies they
// draw from. Every list here is dealt to the tuning or the held-out half by name (fourth.ts).
import { cut, digitName, groupName, type Dice, type Tongue } from './fourth-numbers.ts';

/** The vocabularies of one half. */
export type NumberPools = {
  separators: string[];
  fillers: string[];
  articles: string[];
  scripts: number[];
  tongues: Tongue[];
  prefixes: string[];
};

// prettier-ignore
export const SEPARATORS = [
  ' ', ' ', '.', '-', ' - ', '/', ' / ', '·', ' · ', '_', ' | ', '~', ', ', ' – ', '‑', ' ⋅ ', '\u00a0', ' * ', ' 🔸 ',
  ' 👉 ', ' ✨ ', ' 💪 ', '  ', ' — ', ':', ' > ', ' ; ', '..', ' ~ ', ' 🙂 ', '+', ' •• ', '—', ' ⚡ ', '\u2009', ' , ',
];
/** Words people put between the pieces of a number they dictate. */
// prettier-ignore
export const FILLERS = [
  ' y a continuación ', ', lo siguiente es ', ' y tras eso ', ', apunta también ', ' seguido del ', ', para terminar ',
  ' y luego viene el ', ' y acto seguido ', ', el siguiente trozo ', ' y el final es ', ', después va ', ' más ',
  ' y por último ', ', sigo: ', ' y después pones ', ', luego ', ' (sigue) ', ' y lo último ', ' then ', ' and then ',
  ' i després ', ' e despois ', ' eta gero ', ', a ver, ', ' y ya el resto ', ' continúa con ', ', y acaba en ',
  ' detrás ', ', otra parte: ', ' y el trocito final ',
];
/** Words that introduce each group ("el 612, el 345 y el 678"). */
export const ARTICLES = ['el', 'el', 'la', 'lo', 'el número', 'o', 'the', 'un'];
/** Code points of the zero of decimal digit sets (Arabic-Indic, Devanagari, Bengali, Thai…). */
// prettier-ignore
export const SCRIPTS = [0x660, 0x6f0, 0x966, 0x9e6, 0xa66, 0xae6, 0xbe6, 0xc66, 0xce6, 0xd66, 0xe50, 0xed0, 0xf20,
  0x1040, 0x17e0, 0x1810, 0xff10, 0x1d7ce, 0x1d7d8, 0x1d7e2, 0x1d7ec, 0x1d7f6, 0xa8d0, 0xa900];
export const TONGUES: Tongue[] = ['es', 'es', 'es', 'ca', 'gl', 'eu', 'en'];
export const PREFIXES = ['+34 ', '+34', '0034 ', '(+34) ', '+ 34 ', '0034-', '34 ', 'más treinta y cuatro ', '+34-'];

const joinList = (dice: Dice, parts: string[], sep: string, lastAnd: boolean) =>
  lastAnd && parts.length > 1
    ? `${parts.slice(0, -1).join(sep)} ${dice.one(['y', 'i', 'e', 'and'])} ${parts.at(-1)}`
    : parts.join(sep);

const inScript = (zero: number, digits: string) =>
  [...digits].map((c) => (c >= '0' && c <= '9' ? String.fromCodePoint(zero + Number(c)) : c)).join('');

type Form = (dice: Dice, digits: string, pools: NumberPools) => string;

export const FORMS: Record<string, Form> = {
  separated: (d, n, p) => cut(d, n).join(d.one(p.separators)),
  articles: (d, n, p) => {
    const article = d.one(p.articles);
    const groups = cut(d, n).map((g) => `${article} ${g}`);
    return joinList(d, groups, d.one([', ', ' ', '; ']), d.maybe(0.7));
  },
  'articles-words': (d, n, p) => {
    const t = d.one(p.tongues);
    const groups = cut(d, n).map((g) => `el ${groupName(t, g)}`);
    return joinList(d, groups, ', ', true);
  },
  'digit-words': (d, n, p) => {
    const t = d.one(p.tongues);
    return [...n].map((c) => digitName(t, Number(c))).join(d.one([' ', ', ', '-', ' · ', '  ']));
  },
  'pair-words': (d, n, p) => {
    const t = d.one(p.tongues);
    const groups = cut(d, n).map((g) => groupName(t, g));
    return groups.join(d.one([', ', ' ', ' / ', ' - ']));
  },
  'spaced-letters': (d, n, p) => {
    const t = d.one(p.tongues);
    const gap = d.one([' ', '  ', ' . ', '-']);
    return [...n].map((c) => [...digitName(t, Number(c))].join(d.one([' ', '.', ' ']))).join(gap);
  },
  'dashed-digits': (d, n) => {
    const mark = d.one(['-', '.', '-', ' - ', '/', '·']);
    if (d.maybe(0.5)) return [...n].join(mark);
    return cut(d, n)
      .map((g) => [...g].join(mark))
      .join(d.one([' ', '  ', ', ', ' | ']));
  },
  filler: (d, n, p) => {
    const groups = cut(d, n);
    return groups.map((g, i) => (i === 0 ? g : `${d.one(p.fillers)}${g}`)).join('');
  },
  'filler-words': (d, n, p) => {
    const t = d.one(p.tongues);
    const groups = cut(d, n).map((g) => groupName(t, g));
    return groups.map((g, i) => (i === 0 ? g : `${d.one(p.fillers)}${g}`)).join('');
  },
  mixed: (d, n, p) => {
    const t = d.one(p.tongues);
    const words = d.maybe(0.5) ? 0 : 1;
    const groups = cut(d, n).map((g, i) => (i % 2 === words ? g : groupName(t, g)));
    return groups.join(d.one([' ', ', ', ' - ']));
  },
  script: (d, n, p) => {
    const zero = d.one(p.scripts);
    return cut(d, n)
      .map((g) => inScript(zero, g))
      .join(d.one([' ', '-', '.']));
  },
  international: (d, n, p) => `${d.one(p.prefixes)}${cut(d, n).join(d.one([' ', '.', '-']))}`,
  glued: (d, n, p) => {
    const t = d.one(p.tongues);
    return cut(d, n)
      .map((g) => [...g].map((c) => (d.maybe(0.5) ? c : digitName(t, Number(c)))).join(''))
      .join(' ');
  },
  keycaps: (d, n) => [...n].map((c) => `${c}\ufe0f\u20e3`).join(d.maybe(0.5) ? '' : ' '),
  brackets: (d, n) =>
    cut(d, n)
      .map((g) => d.one([`(${g})`, `[${g}]`, `{${g}}`, `«${g}»`]))
      .join(d.one([' ', '', '-'])),
  'letter-zeros': (d, n) =>
    cut(d, n)
      .map((g) => g.replace(/0/g, () => d.one(['O', 'o'])).replace(/1/g, () => d.one(['1', 'l', 'I'])))
      .join(' '),
  reversed: (d, n) => {
    const groups = cut(d, n);
    const last = groups.pop() as string;
    return `${d.one(['acaba en', 'termina en', 'los últimos son'])} ${last} y ${d.one(['empieza por', 'antes va', 'delante'])} ${groups.join(' ')}`;
  },
};

export const FORM_NAMES = Object.keys(FORMS);
