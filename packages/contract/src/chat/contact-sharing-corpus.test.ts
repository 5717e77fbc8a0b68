// Measures the contact-sharing detector on the labelled corpora (issues 8 and 26, ADR 0015):
// - the hand-written corpus (contact-sharing-corpus/): recall at least 97 %, false blocks at
//   most 1 %, every split number caught on the message that completes it;
// - the held-out part of the generated corpus (contact-sharing-eval/): a floor, not a target.
//   The rules were never fitted to that part (only its totals were ever printed); the floor
//   sits below what it measured when written (see ADR 0015) so that it catches a regression
//   without being a figure tuned to pass. `npm run eval:detector` prints every figure.
// Reading files is fine here: this test runs in Node, the detector itself stays browser-safe.
import { describe, expect, it } from 'vitest';
import { checkContactSharing } from './contact-sharing.ts';
import { corpusConversations, corpusLines } from './contact-sharing-eval/corpus-files.ts';
import { generateCorpus } from './contact-sharing-eval/generate.ts';
import { judge, percent, rate, tally } from './contact-sharing-eval/measure.ts';

const MIN_RECALL = 0.97;
const MAX_FALSE_BLOCKS = 0.01;
const HELD_OUT_MIN_RECALL = 0.95;
const HELD_OUT_MAX_FALSE_BLOCKS = 0.01;

describe('contact-sharing corpus, written by hand', () => {
  const sharing = corpusLines('sharing.txt');
  const ordinary = corpusLines('ordinary.txt');

  it('has at least 600 sharing attempts and 1 000 ordinary messages, without duplicates', () => {
    expect(sharing.length).toBeGreaterThanOrEqual(600);
    expect(ordinary.length).toBeGreaterThanOrEqual(1000);
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

  it(`blocks at most ${percent(MAX_FALSE_BLOCKS)} of the ordinary messages`, () => {
    const flagged = ordinary.flatMap((line) => {
      const verdict = checkContactSharing(line);
      return verdict.blocked ? [`${line}  ← ${verdict.reason}: «${verdict.match}»`] : [];
    });
    const falseBlocks = flagged.length / ordinary.length;
    console.log(`contact sharing false blocks: ${percent(falseBlocks)} (${flagged.length}/${ordinary.length})`);
    if (flagged.length > 0) console.log(`false blocks:\n  ${flagged.join('\n  ')}`);
    expect(falseBlocks).toBeLessThanOrEqual(MAX_FALSE_BLOCKS);
  });

  it('blocks a number split over messages on the message that completes it, never before', () => {
    for (const { previous, text } of corpusConversations('sharing-split.txt')) {
      previous.forEach((message, i) => {
        expect(checkContactSharing(message, { previous: previous.slice(0, i) }), message).toEqual({ blocked: false });
      });
      expect(checkContactSharing(text, { previous }), `${previous.join(' || ')} || ${text}`).toMatchObject({
        blocked: true,
        messages: expect.any(Number),
      });
    }
  });

  it('lets consecutive messages with ordinary numbers through', () => {
    for (const { previous, text } of corpusConversations('ordinary-split.txt')) {
      expect(checkContactSharing(text, { previous }), `${previous.join(' || ')} || ${text}`).toEqual({
        blocked: false,
      });
    }
  });
});

describe('contact-sharing corpus, generated: the held-out part', () => {
  const held = generateCorpus().filter((sample) => sample.split === 'held');
  const outcomes = held.map(judge);
  const recall = rate(tally(outcomes.filter((o) => o.sample.sharing)));
  const falseBlocks = rate(tally(outcomes.filter((o) => !o.sample.sharing)));

  it('is large enough to measure 1 % (over 1 500 attempts and 1 500 ordinary messages)', () => {
    expect(outcomes.filter((o) => o.sample.sharing).length).toBeGreaterThan(1500);
    expect(outcomes.filter((o) => !o.sample.sharing).length).toBeGreaterThan(1500);
  });

  it(`stays above its floor: recall ≥ ${percent(HELD_OUT_MIN_RECALL)}, false blocks ≤ ${percent(HELD_OUT_MAX_FALSE_BLOCKS)}`, () => {
    // Only the totals: the held-out messages themselves are never printed (ADR 0015).
    console.log(`held-out recall ${percent(recall)}, false blocks ${percent(falseBlocks)}`);
    expect(recall).toBeGreaterThanOrEqual(HELD_OUT_MIN_RECALL);
    expect(falseBlocks).toBeLessThanOrEqual(HELD_OUT_MAX_FALSE_BLOCKS);
  });
});
