// Letters that imitate Latin ones and survive NFKD (small capitals, Cyrillic, Greek, IPA, letters
// with strokes, regional indicators, negative squared letters), dashes and dots of every kind:
// each maps to the plain character it stands for. A short, hand-kept fold of Unicode's
// confusables list, limited to what can spell a Latin word or a number.
import { lazy } from './contact-sharing-lazy.ts';

function pairs(from: string, to: string): [string, string][] {
  const source = [...from];
  const target = [...to];
  if (source.length !== target.length) throw new Error(`confusables: ${from} / ${to}`);
  return source.map((ch, i) => [ch, target[i] as string]);
}

function range(first: number, letters: string): [string, string][] {
  return [...letters].map((letter, i) => [String.fromCodePoint(first + i), letter]);
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz';

export const CONFUSABLES = lazy(
  () =>
    new Map<string, string>([
      // Small capitals and other IPA letters.
      ...pairs('ᴀʙᴄᴅᴇꜰɢʜɪᴊᴋʟᴍɴᴏᴘꞯʀꜱᴛᴜᴠᴡʏᴢ', 'abcdefghijklmnopqrstuvwyz'),
      ...pairs('ɑɡıȷɩʋɒøłđħŧƀɇðþæœɛɔʃ', 'agijivooldhtbedpaoeos'),
      // Cyrillic and Greek look-alikes, both cases.
      ...pairs('авеёіјкмнорстухѕһԁԝѡӏԛ', 'abeeijkmhopctyxshdwwlq'),
      ...pairs('АВЕЁІЈКМНОРСТУХЅҺԜ', 'ABEEIJKMHOPCTYXSHW'),
      ...pairs('αβεηικνορτυχωςϲ', 'abenikvoptuxwcc'),
      ...pairs('ΑΒΕΖΗΙΚΜΝΟΡΤΥΧ', 'ABEZHIKMNOPTYX'),
      // Regional indicators (🇼🇦) and negative circled / squared letters (🅐, 🅰).
      ...range(0x1f1e6, ALPHABET),
      ...range(0x1f150, ALPHABET.toUpperCase()),
      ...range(0x1f170, ALPHABET.toUpperCase()),
      // Dashes and minus signs, dots and full stops, apostrophes.
      ...pairs('‐‑‒–—―−﹘﹣－⁃', '-----------'),
      ...pairs('。｡․‧', '....'),
      // Middle dots and dot operators stand for a dot between words ("martafit ・ es").
      ...pairs('・･∙⋅⸱ꞏ', '······'),
      ...pairs('’‘`´ʼ', "'''''"),
      ['×', 'x'],
      // Digits in dingbat circles, and the open E's capital.
      ...pairs('⓿❶❷❸❹❺❻❼❽❾➀➁➂➃➄➅➆➇➈➊➋➌➍➎➏➐➑➒', '0123456789123456789123456789'),
      // …their sans-serif zeros, and digits in double circles.
      ...pairs('\u{1f10b}\u{1f10c}⓵⓶⓷⓸⓹⓺⓻⓼⓽', '00123456789'),
      ['Ɛ', 'E'],
      // Blank letters that show as a space ("6ㅤ4ㅤ8", Hangul and Braille fillers).
      ...pairs('\u3164\uffa0\u115f\u1160\u2800', '     '),
      // Letters that look like digits: Cyrillic ze and be ("6О2 З41").
      ...pairs('Ззб', '336'),
      // Chinese numerals, as a community in Spain types a number ("六一八 三零五").
      ...pairs('〇零一幺二两三四五六七八九', '0011223456789'),
    ]),
);
