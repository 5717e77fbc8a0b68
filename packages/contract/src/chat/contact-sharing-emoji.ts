// Emoji that stand for a word of the contact-sharing score (issue 26, tenth round): a telephone
// or a mobile ("📞 luego?", "te paso mi 📱") is the word "tel", weak alone like it, so that what
// points to it, an ask or a message with little else makes it count; a green or blue heart or
// circle is the colour ("🟢 app?"), which counts only where a colour would. The lexer leaves emoji as
// marks (one per UTF-16 unit); here the units of one such emoji become one word token.
import { handleShaped } from './contact-sharing-handle-shape.ts';
import type { Token } from './contact-sharing-text.ts';

/**
 * ☎ ☏ 📞 📱 📲 are "tel"; 💚 🟢 "verde" and 💙 🔵 "azul", colours an app is told by; 📸 📷 👻 🐦
 * the weak short names of the networks they are the icons of ("estoy en 📸 como carlos.fit").
 */
const WORDS = new Map([
  [0x260e, 'tel'],
  [0x260f, 'tel'],
  [0x1f4de, 'tel'],
  [0x1f4f1, 'tel'],
  [0x1f4f2, 'tel'],
  [0x1f49a, 'verde'],
  [0x1f7e2, 'verde'],
  [0x1f499, 'azul'],
  [0x1f535, 'azul'],
  [0x1f4f8, 'gram'],
  [0x1f4f7, 'gram'],
  [0x1f47b, 'snap'],
  [0x1f426, 'pajarito'],
]);
/**
 * Icons that name a network only where one is pointed to ("en 📸"; "mándame 📸 de la sala" is a
 * photo) or a user name follows them ("📷 lucia.barre", "🐦 sergio_cross").
 */
const ICONS = new Set([0x1f4f8, 0x1f4f7, 0x1f47b, 0x1f426]);
const POINTING = new Set(['en', 'por', 'x', 'al', 'via', 'pel', 'per']);
/** The nearest word before token k. */
function wordBefore(tokens: Token[], k: number): string {
  let j = k - 1;
  while (tokens[j]?.kind === 'space') j--;
  return tokens[j]?.kind === 'word' ? (tokens[j] as Token).text : '';
}
/** A user name right after token k: a word glued to another by "." or "_", or one only a handle is. */
function nameAfter(tokens: Token[], k: number): boolean {
  let j = k + 1;
  while (tokens[j]?.kind === 'space') j++;
  const word = tokens[j];
  if (word?.kind !== 'word') return false;
  const glued = /^[._]$/.test(tokens[j + 1]?.text ?? '') && tokens[j + 2]?.kind === 'word';
  return glued || handleShaped(word.text);
}
/** A cheap test before the scan: the first unit of any of them. */
const MAY_HAVE = /[\u260e\u260f\ud83d]/;

/** The nearest word from token k in direction `step` (spaces skipped) is a number. */
function digitsAt(tokens: Token[], k: number, step: 1 | -1): boolean {
  let j = k + step;
  while (tokens[j]?.kind === 'space') j += step;
  return /^\d/.test(tokens[j]?.text ?? '');
}

export function emojiWords(tokens: Token[], folded: string): Token[] {
  if (!MAY_HAVE.test(folded)) return tokens;
  const out: Token[] = [];
  for (let k = 0; k < tokens.length; k++) {
    const token = tokens[k] as Token;
    if (token.kind === 'mark') {
      const pair = tokens[k + 1]?.kind === 'mark' && tokens[k + 1]?.start === token.end ? tokens[k + 1] : undefined;
      const code = folded.codePointAt(token.start) as number;
      const end = code > 0xffff ? (pair?.end ?? token.end) : token.end;
      // Next to a number it labels or separates it ("📞 612 345 678", "612 📞 345"): the number
      // speaks for itself.
      const word = WORDS.get(code);
      const next = end === token.end ? k : k + 1;
      const pointed = !ICONS.has(code) || POINTING.has(wordBefore(tokens, k)) || nameAfter(tokens, next);
      if (word && pointed && !digitsAt(tokens, k, -1) && !digitsAt(tokens, end === token.end ? k : k + 1, 1)) {
        out.push({ text: word, start: token.start, end, kind: 'word' });
        if (end !== token.end) k++;
        continue;
      }
    }
    out.push(token);
  }
  return out;
}
