// Number words with digits for their letters (issue 26, fifteenth round): "s3is tr3s, 0ch0 0ch0".
import { NUMBER_STARTS } from './contact-sharing-numbers.ts';
import type { Token } from './contact-sharing-text.ts';

const LEET_LETTERS: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't' };
const LEET_WORD = /^(?=.*\d)(?=.*[a-z])[a-z0-9]{3,8}$/;

/**
 * "s3is tr3s, 0ch0 0ch0, cu4tr0 un0": number words with digits for their letters, read as the
 * words when two of them at least are in the message (one alone is more likely a code).
 */
export function leetNumberWords(tokens: Token[]): Token[] | null {
  const found: [number, string][] = [];
  tokens.forEach((t, i) => {
    if (t.kind !== 'word' || !LEET_WORD.test(t.text)) return;
    const word = t.text.replace(/[013457]/g, (d) => LEET_LETTERS[d] ?? d);
    if (NUMBER_STARTS().has(word)) found.push([i, word]);
  });
  if (found.length < 2) return null;
  const out = [...tokens];
  for (const [i, word] of found) out[i] = { ...(out[i] as Token), text: word };
  return out;
}
