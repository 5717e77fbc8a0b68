// Emoji that stand for a word of the contact-sharing score (issue 26, tenth round): a telephone
// or a mobile ("📞 luego?", "te paso mi 📱") is the word "tel", weak alone like it, so that what
// points to it, an ask or a message with little else makes it count. The lexer leaves emoji as
// marks (one per UTF-16 unit); here the units of one such emoji become one word token.
import type { Token } from './contact-sharing-text.ts';

/** ☎ ☏ 📞 📱 📲, by their code points. */
const PHONES = new Set([0x260e, 0x260f, 0x1f4de, 0x1f4f1, 0x1f4f2]);
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
      if (PHONES.has(code) && !digitsAt(tokens, k, -1) && !digitsAt(tokens, end === token.end ? k : k + 1, 1)) {
        out.push({ text: 'tel', start: token.start, end, kind: 'word' });
        if (end !== token.end) k++;
        continue;
      }
    }
    out.push(token);
  }
  return out;
}
