// Runs the detector over labelled samples: a sharing sample counts as caught when its message is
// blocked, or (for a number split over messages) when any of its messages is blocked as it is
// sent; an ordinary sample counts as a false block when its message is blocked.
import { checkContactSharing } from '../contact-sharing.ts';
import type { Sample } from './generate.ts';

export type Tally = { total: number; blocked: number };
export type Outcome = { sample: Pick<Sample, 'text' | 'previous' | 'sharing'>; blocked: boolean; why: string };

/** `check`: the whole detector (`judge`), or the rules alone (`checkByRules`, for the model's trainer). */
export const judgeWith =
  (check: typeof checkContactSharing) =>
  (sample: Pick<Sample, 'text' | 'previous' | 'sharing'>): Outcome => {
    const messages = [...sample.previous, sample.text];
    // Earlier messages only count for a split number: they were sent, one after the other.
    const first = sample.sharing ? 0 : messages.length - 1;
    for (let i = first; i < messages.length; i++) {
      const verdict = check(messages[i] as string, { previous: messages.slice(0, i) });
      if (verdict.blocked) return { sample, blocked: true, why: `${verdict.reason}: «${verdict.match}»` };
    }
    return { sample, blocked: false, why: '' };
  };

export const judge = judgeWith(checkContactSharing);

export function tally(outcomes: Outcome[]): Tally {
  return { total: outcomes.length, blocked: outcomes.filter((o) => o.blocked).length };
}

export const rate = (t: Tally) => (t.total === 0 ? 0 : t.blocked / t.total);
export const percent = (ratio: number) => `${(ratio * 100).toFixed(1)} %`;

export type Row = { name: string; sharing: Outcome[]; ordinary: Outcome[] };

export function row(name: string, samples: Pick<Sample, 'text' | 'previous' | 'sharing'>[]): Row {
  const outcomes = samples.map(judge);
  return {
    name,
    sharing: outcomes.filter((o) => o.sample.sharing),
    ordinary: outcomes.filter((o) => !o.sample.sharing),
  };
}

export function printRow(r: Row) {
  const recall = tally(r.sharing);
  const falseBlocks = tally(r.ordinary);
  const cells = [
    r.name.padEnd(34),
    recall.total
      ? `${percent(rate(recall)).padStart(7)} (${recall.blocked}/${recall.total})`.padEnd(24)
      : ''.padEnd(24),
    falseBlocks.total ? `${percent(rate(falseBlocks)).padStart(7)} (${falseBlocks.blocked}/${falseBlocks.total})` : '',
  ];
  console.log(cells.join(' '));
}
