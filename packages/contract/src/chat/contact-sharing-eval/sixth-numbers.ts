// The sixth generator's ways of writing a phone number (issue 26, sixth round; ADR 0015). Each
// form takes nine digits and the half's vocabularies; the forms themselves are dealt to the
// halves, so the held-out half writes numbers in ways the tuning half never shows.
import { cut, type Roll } from './sixth-dice.ts';
import { sayGroup, wordsOf } from './sixth-words.ts';

export type Vocab = Record<'seps' | 'fillers' | 'langs' | 'scripts' | 'emoji' | 'intl', string[]>;
type Form = (r: Roll, digits: string, v: Vocab) => string;

// prettier-ignore
export const SEPS = [' ', '.', '-', '\u2013', '\u2011', '\u00a0', '/', '·', '_', ', ', ' - ', ' | ', '~', '•', ' . ', '\u2014', ':', '+'];
// prettier-ignore
export const FILLERS = [
  ' y luego ', ' despues ', ', después el ', ' y el resto ', ' lo que sigue: ', ', luego ', ' eh ', ' y ', ' mmm ', ', y ya ',
  ' (apunta) ', ' seguido de ', ' y acaba ', ', vale? ', ' y detrás ', ' luego va ', ' y despues va el ', ' más ', ' ... ',
  ' bueno ', ' no espera ', ' y tal ', ' continua ', ' y a continuación ', ', te sigo: ', ' then ', ' i després ', ' e despois ',
];
export const LANGS = ['es', 'es', 'typo', 'ca', 'gl', 'eu', 'en', 'caps'];
// prettier-ignore
export const SCRIPTS = ['\u0660', '\u06f0', '\u0966', '\u09e6', '\uff10', '\u0e50', '\u0ae6', '\u0c66', '\u1040', '\u17e0', '\u0d66', '\u0b66'];
// prettier-ignore
export const EMOJI = ['🔥', '💪', '😘', '👉', '✨', '🏋️', '⭐', '❤️', '👍', '🙂', '📞', '😉', '🤙', '💥', '⚡', '🌟'];
// prettier-ignore
export const INTL = ['+34 ', '+34', '0034 ', '(+34) ', '34 ', '+ 34 ', '0034-', 'mas 34 ', '+34-', '(34) '];

const MATH_BOLD_ZERO = 0x1d7ce;
const spaced = (r: Roll) => r.pick([' ', ' ', ', ', ' ']);

function inScript(digits: string, zero: string): string {
  const base = zero.codePointAt(0) as number;
  return [...digits].map((c) => (/\d/.test(c) ? String.fromCodePoint(base + Number(c)) : c)).join('');
}

export const FORMS: Record<string, Form> = {
  grouped: (r, d, v) => cut(r, d).join(r.pick(v.seps)),
  international: (r, d, v) => `${r.pick(v.intl)}${cut(r, d).join(r.pick([' ', ' ', '.', '-']))}`,
  bracketed: (r, d) => `(${d.slice(0, 3)}) ${d.slice(3, 6)} ${d.slice(6)}`,
  said: (r, d, v) => {
    const lang = r.pick(v.langs);
    return cut(r, d)
      .map((g) => sayGroup(r, g, lang))
      .join(spaced(r));
  },
  'digit by digit': (r, d, v) => wordsOf(d, r.pick(v.langs), r.pick([' ', ' ', ', ', '-', ' '])),
  'half words': (r, d, v) => {
    const lang = r.pick(v.langs);
    const gs = cut(r, d);
    const from = r.below(gs.length);
    return gs.map((g, i) => (i % 2 === from % 2 ? g : sayGroup(r, g, lang))).join(spaced(r));
  },
  'with fillers': (r, d, v) => {
    const gs = cut(r, d);
    return gs.map((g, i) => (i === 0 ? g : `${r.pick(v.fillers)}${g}`)).join('');
  },
  'words and fillers': (r, d, v) => {
    const lang = r.pick(v.langs);
    return cut(r, d)
      .map((g, i) => `${i === 0 ? '' : r.pick(v.fillers)}${r.maybe(0.5) ? g : sayGroup(r, g, lang)}`)
      .join('');
  },
  'between emoji': (r, d, v) => cut(r, d).join(` ${r.pick(v.emoji)} `),
  'other script': (r, d, v) => {
    const zero = r.pick(v.scripts);
    const gs = cut(r, d).map((g) => (r.maybe(0.7) ? inScript(g, zero) : g));
    return gs.join(r.pick([' ', '', '-']));
  },
  'math digits': (r, d) => inScript(d, String.fromCodePoint(MATH_BOLD_ZERO + r.pick([0, 10, 20, 40]))),
  keycaps: (r, d) =>
    cut(r, d)
      .map((g) => [...g].map((c) => `${c}\ufe0f\u20e3`).join(''))
      .join(r.pick([' ', ''])),
  'look-alike letters': (r, d) =>
    cut(r, d)
      .map((g) => g.replace(/0/g, () => r.pick(['O', 'o'])).replace(/1/g, () => r.pick(['l', 'I', 'i'])))
      .join(r.pick([' ', '.', ' '])),
  'one by one': (r, d) => [...d].join(r.pick([' ', '-', '.', ' ', ' · '])),
  'glued words': (r, d, v) => {
    const lang = r.pick(v.langs);
    const gs = cut(r, d);
    const i = r.below(gs.length);
    return gs.map((g, k) => (k === i ? wordsOf(g, lang, '') : g)).join('');
  },
  'typed twice': (r, d) => `${d.slice(0, 3)} ${d.slice(3, 5)} ${d.slice(5, 7)} ${d.slice(7)} (repito: ${d})`,
  'in a code span': (r, d) =>
    r.pick(['`', '"', '«', '*', '_']) + cut(r, d).join(' ') + r.pick(['`', '"', '»', '*', '_']),
  'word for prefix': (r, d, v) => {
    const gs = cut(r, d);
    const head = r.maybe(0.5) ? 'prefijo' : r.pick(['empieza por', 'primero el', 'es el']);
    return `${head} ${gs[0]}${gs
      .slice(1)
      .map((g) => `${r.pick(v.fillers)}${g}`)
      .join('')}`;
  },
};
export const FORM_NAMES = Object.keys(FORMS);

/** A piece of a number for a split over messages: digits, words, or another script. */
export function piece(r: Roll, group: string, v: Vocab): string {
  const roll = r.float();
  if (roll < 0.55) return group;
  if (roll < 0.85) return sayGroup(r, group, r.pick(v.langs));
  return inScript(group, r.pick(v.scripts));
}
