// Measures the contact-sharing detector on the labelled corpus (issue 8): recall on real sharing
// attempts must stay at or above 97 %, false positives on ordinary class messages at or below 1 %.
// Reading files is fine here: this test runs in Node, the detector itself stays browser-safe.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkContactSharing } from './contact-sharing.ts';

const MIN_RECALL = 0.97;
const MAX_FALSE_POSITIVES = 0.01;

/** One message per line; "#" comments and blank lines skipped. */
function corpus(name: string): string[] {
  const text = readFileSync(new URL(`./contact-sharing-corpus/${name}`, import.meta.url), 'utf8');
  return text.split(/\r?\n/).filter((line) => line.trim() !== '' && !line.startsWith('#'));
}

const percent = (ratio: number) => `${(ratio * 100).toFixed(1)} %`;

describe('contact-sharing corpus', () => {
  const sharing = corpus('sharing.txt');
  const ordinary = corpus('ordinary.txt');

  it('has at least 200 sharing attempts and 500 ordinary messages, without duplicates', () => {
    expect(sharing.length).toBeGreaterThanOrEqual(200);
    expect(ordinary.length).toBeGreaterThanOrEqual(500);
    expect(new Set(sharing).size).toBe(sharing.length);
    expect(new Set(ordinary).size).toBe(ordinary.length);
  });

  it(`blocks at least ${percent(MIN_RECALL)} of the sharing attempts`, () => {
    const missed = sharing.filter((line) => !checkContactSharing(line).blocked);
    const recall = 1 - missed.length / sharing.length;
    console.log(`contact sharing recall: ${percent(recall)} (${sharing.length - missed.length}/${sharing.length})`);
    if (missed.length > 0) console.log(`missed:\n  ${missed.join('\n  ')}`);
    expect(recall).toBeGreaterThanOrEqual(MIN_RECALL);
  });

  it(`blocks at most ${percent(MAX_FALSE_POSITIVES)} of the ordinary messages`, () => {
    const flagged = ordinary.flatMap((line) => {
      const verdict = checkContactSharing(line);
      return verdict.blocked ? [`${line}  ← ${verdict.reason}: «${verdict.match}»`] : [];
    });
    const rate = flagged.length / ordinary.length;
    console.log(`contact sharing false positives: ${percent(rate)} (${flagged.length}/${ordinary.length})`);
    if (flagged.length > 0) console.log(`false positives:\n  ${flagged.join('\n  ')}`);
    expect(rate).toBeLessThanOrEqual(MAX_FALSE_POSITIVES);
  });
});
