// One hand-written pass that splits folded text into words, spaces and single marks, shared by
// the word rules and the phone finder. A character loop instead of a global regex: it runs on
// every message sent, and this keeps a 2 000-character message cheap.

export type Token = { text: string; start: number; end: number; kind: 'word' | 'space' | 'mark' };

const WORD_CHAR = /[\p{L}\p{N}]/u;
const SPACE_CHAR = /\s/u;

/** Letter or digit in any script ("ñ", "٣"); ASCII answered without a regex. */
export function isWordChar(ch: string): boolean {
  const code = ch.charCodeAt(0);
  if (code < 128) return (code >= 48 && code <= 57) || (code >= 97 && code <= 122) || (code >= 65 && code <= 90);
  return WORD_CHAR.test(ch);
}

function isSpace(ch: string): boolean {
  const code = ch.charCodeAt(0);
  if (code < 128) return code === 32 || (code >= 9 && code <= 13);
  return SPACE_CHAR.test(ch);
}

export function lex(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const start = i;
    const ch = text.charAt(i);
    if (isWordChar(ch)) {
      while (i < text.length && isWordChar(text.charAt(i))) i++;
      tokens.push({ text: text.slice(start, i), start, end: i, kind: 'word' });
    } else if (isSpace(ch)) {
      while (i < text.length && isSpace(text.charAt(i))) i++;
      tokens.push({ text: ' ', start, end: i, kind: 'space' });
    } else {
      i++;
      tokens.push({ text: ch, start, end: i, kind: 'mark' });
    }
  }
  return tokens;
}
