// Phone numbers for the generated corpus: Spanish mobiles and landlines, foreign numbers, in the
// groupings people use, with every kind of separator and filler between the groups.
import { Vocab, type Gen } from './random.ts';
import { inScript, spellGroup, type GroupStyle, type Lang } from './spell.ts';

// prettier-ignore
const GROUPINGS_9 = [
  [9], [3, 3, 3], [3, 3, 3], [3, 2, 2, 2], [3, 2, 2, 2], [2, 3, 2, 2], [3, 6], [1, 2, 2, 2, 2], [2, 2, 2, 3], [6, 3],
  [1, 1, 1, 1, 1, 1, 1, 1, 1], [3, 3, 1, 1, 1],
];

// prettier-ignore
export const SEPARATORS = new Vocab('sep', [
  ' ', ' ', ', ', ',', '-', '–', '‑', '—', '−', '.', ' . ', '/', ' / ', ' · ', ' • ', '_', ' | ', ' ~ ', ' > ', ' 📞 ',
  ' 👉 ', ' ✨ ', ' 🔥 ', ' 💪 ', ' ➡️ ', ' 🙂 ', ' 📱 ', '\u00A0', '\u202F', '\u2009', ' , ', '; ', ' - ', ' – ', '\n',
  '...', ' :: ', ' * ', ' + ', ' ', '  ', ' (y) ', ' = ',
]);

// prettier-ignore
const FILLERS: Record<Lang, Vocab> = {
  es: new Vocab('fill-es', [
    'y luego', 'luego', 'después', 'y después', 'y el resto', 'el resto', 'lo que sigue:', 'y lo que sigue es',
    'y a continuación', 'a continuación', 'y termina en', 'y acaba en', 'y para terminar', 'y por último',
    'seguido de', 'y al final', 'y lo demás', 'y ya', 'y', 'más', 'y sigue', 'sigue con', 'y detrás', 'y de ahí',
    'y después viene', 'y luego va', 'continúa con', 'y finalmente', 'y los últimos', 'luego va', 'y tras eso',
    'después pon', 'y ahora', 'otra vez', 'y acabo en', 'y cierra con',
  ]),
  ca: new Vocab('fill-ca', [
    'i després', 'després', 'i la resta', 'el que segueix:', 'i acaba en', 'i', 'i llavors', 'i per acabar',
    'seguit de', 'i al final', 'i ara',
  ]),
  gl: new Vocab('fill-gl', [
    'e despois', 'despois', 'logo', 'e logo', 'e o resto', 'e', 'e remata en', 'e por último', 'seguido de',
  ]),
  eu: new Vocab('fill-eu', ['eta gero', 'gero', 'eta', 'ondoren', 'eta azkenik', 'eta hurrengoa', 'eta bukatzeko']),
  en: new Vocab('fill-en', [
    'then', 'and then', 'and the rest is', 'followed by', 'after that', 'and', 'next', 'and finally', 'then comes',
  ]),
};

// prettier-ignore
const PREFIX_WORDS: Record<Lang, Vocab> = {
  es: new Vocab('pre-es', [
    'prefijo', 'empieza por', 'los primeros:', 'primero', 'el prefijo es', 'comienza con', 'lo primero',
    'arranca con',
  ]),
  ca: new Vocab('pre-ca', ['comença per', 'prefix', 'primer', 'els primers:']),
  gl: new Vocab('pre-gl', ['empeza por', 'prefixo', 'primeiro']),
  eu: new Vocab('pre-eu', ['hasiera', 'lehenengo']),
  en: new Vocab('pre-en', ['starts with', 'first', 'the prefix is']),
};

// prettier-ignore
export const SCRIPTS = new Vocab('script', [
  'arabic', 'persian', 'devanagari', 'bengali', 'gurmukhi', 'gujarati', 'tamil', 'telugu', 'kannada', 'malayalam',
  'thai', 'lao', 'tibetan', 'myanmar', 'khmer', 'mongolian', 'fullwidth', 'mathBold', 'mathDoubleStruck',
  'mathMonospace', 'keycap', 'circled', 'superscript',
]);

/** Nine digits of a Spanish number: mostly mobiles (6, 7), some landlines (9, 8). */
export function spanishNumber(g: Gen): string {
  const r = g.rng.next();
  if (r < 0.6) return `6${g.rng.digits(8)}`;
  if (r < 0.75) return `7${g.rng.int(1, 4)}${g.rng.digits(7)}`;
  if (r < 0.95) return `9${g.rng.int(1, 8)}${g.rng.digits(7)}`;
  return `8${g.rng.int(1, 8)}${g.rng.digits(7)}`;
}

export function groupsOf(digits: string, g: Gen): string[] {
  const sizes = digits.length === 9 ? g.rng.pick(GROUPINGS_9) : [digits.length];
  const groups: string[] = [];
  let at = 0;
  for (const size of sizes) {
    groups.push(digits.slice(at, at + size));
    at += size;
  }
  return groups;
}

function joinGroups(groups: string[], g: Gen, separator = g.pick(SEPARATORS)): string {
  return groups
    .map((group, i) => (i === 0 ? group : (g.rng.chance(0.85) ? separator : g.pick(SEPARATORS)) + group))
    .join('');
}

/** Digits with one kind of separator (sometimes two). */
export const phoneDigits = (g: Gen) => joinGroups(groupsOf(spanishNumber(g), g), g);

const wordStyle = (g: Gen): GroupStyle => g.rng.pick(['perDigit', 'value', 'value', 'mixedDigit'] as GroupStyle[]);

/** Number words, one style per number, spaces or commas between groups. */
export function phoneWords(lang: Lang) {
  return (g: Gen) => {
    const style = wordStyle(g);
    const sep = g.rng.pick([' ', ', ', ' ', ' - ', ', ', '. ', ' ']);
    return groupsOf(spanishNumber(g), g)
      .map((group) => spellGroup(group, style, lang, g))
      .join(sep);
  };
}

/** Half digits, half words: each group chooses. */
export function phoneMixed(lang: Lang) {
  return (g: Gen) => {
    let groups = groupsOf(spanishNumber(g), g);
    if (groups.length < 3)
      groups = [
        groups.join('').slice(0, 3),
        groups.join('').slice(3, 5),
        groups.join('').slice(5, 7),
        groups.join('').slice(7),
      ];
    const sep = g.rng.pick([' ', ', ', ' ', ' - ']);
    return groups
      .map((group, i) =>
        i % 2 === (g.rng.chance(0.5) ? 0 : 1)
          ? group
          : spellGroup(group, g.rng.pick(['value', 'perDigit'] as GroupStyle[]), lang, g),
      )
      .join(sep);
  };
}

/** Groups with filler words between some of them ("prefijo 600, después 12…"). */
export function phoneFill(lang: Lang) {
  return (g: Gen) => {
    const words = g.rng.chance(0.4);
    const style = wordStyle(g);
    let groups = groupsOf(spanishNumber(g), g);
    if (groups.length < 2) groups = [groups.join('').slice(0, 3), groups.join('').slice(3)];
    const said = groups.map((group) => (words ? spellGroup(group, style, lang, g) : group));
    const sep = () => g.rng.pick([' ', ', ', ' ', ': ', '... ']);
    let out = g.rng.chance(0.35) ? `${g.pick(PREFIX_WORDS[lang])} ${said[0]}` : (said[0] as string);
    for (let i = 1; i < said.length; i++) {
      const filler = g.rng.chance(0.6) || i === 1 ? `${g.pick(FILLERS[lang])} ` : '';
      out += `${sep()}${filler}${said[i]}`;
    }
    return out;
  };
}

/** Digits of another script, fullwidth, mathematical, circled or keycap forms. */
export function phoneScript(g: Gen): string {
  const script = g.pick(SCRIPTS);
  const groups = groupsOf(spanishNumber(g), g).map((group) => inScript(group, script));
  return groups.join(g.rng.pick([' ', '', ' ', '-', '.']));
}

// prettier-ignore
const INTERNATIONAL = new Vocab('intl', [
  '+44 7{4} {6}', '+351 9{2} {3} {3}', '+33 6 {2} {2} {2} {2}', '+49 15{1} {8}', '+1 ({3}) {3}-{4}', '0044 7{9}',
  '+39 3{2} {3} {4}', '+34 6{2} {3} {3}', '0034 6{8}', '+34 7{2} {2} {2} {2} {1}', '+52 55 {4} {4}',
  '+54 9 11 {4}-{4}', '+212 6{2} {2} {2} {2}', '+40 7{2} {3} {3}', '00351 9{8}', '+34 9{2} {3} {3}', '(+34) 6{8}',
  '+34-6{2}-{3}-{3}', '+ 34 6{2} {2} {2} {2}', '+57 3{2} {3} {4}', '+41 7{1} {3} {2} {2}', '0033 7 {2} {2} {2} {2}',
]);

// prettier-ignore
export const phoneIntl = (g: Gen) =>
  g.pick(INTERNATIONAL).replace(/\{(\d)\}/g, (_, n: string) => g.rng.digits(Number(n)));

/** +34 / 0034 / "más treinta y cuatro" in front of a Spanish number. */
export function phonePrefixed(g: Gen): string {
  const prefix = g.rng.pick([
    '+34 ',
    '0034 ',
    '+34',
    '00 34 ',
    '(+34) ',
    '34 ',
    'más treinta y cuatro ',
    '+ 34 ',
    'prefijo 34, luego ',
  ]);
  return prefix + phoneDigits(g);
}

/** Any of the above, weighted towards Spanish dictation. */
export function phoneAny(lang: Lang) {
  const kinds = [phoneDigits, phoneWords(lang), phoneMixed(lang), phoneFill(lang), phoneScript, phonePrefixed];
  return (g: Gen) => g.rng.pick(kinds)(g);
}

/** A number cut in two or three pieces for consecutive messages. */
export function phonePieces(lang: Lang, g: Gen): string[] {
  const digits = spanishNumber(g);
  const cuts = g.rng.chance(0.5) ? [g.rng.int(2, 6)] : [g.rng.int(2, 4), g.rng.int(5, 7)];
  const parts: string[] = [];
  let at = 0;
  for (const cut of [...cuts, 9]) {
    parts.push(digits.slice(at, cut));
    at = cut;
  }
  const style = g.rng.pick(['digits', 'digits', 'perDigit', 'value'] as GroupStyle[]);
  return parts.map((part) =>
    groupsOf(part, g)
      .map((group) => spellGroup(group, style, lang, g))
      .join(' '),
  );
}
