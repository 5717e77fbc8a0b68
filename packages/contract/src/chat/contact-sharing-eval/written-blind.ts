// Sets written blind (ADR 0015, tenth to thirteenth rounds): messages written by hand by writers who
// never read the detector, its corpora or its ADR, and never ran it
// (contact-sharing-corpus/<folder>/<writer>/, `kind<TAB>message` per line, split conversations
// with " || "). Each line falls in the tuning half or the held-out half by a hash of its text, so
// the halves never change when lines are added; only the tuning half's misses are ever listed.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import type { Sample } from './generate.ts';
import { splitOf } from './random.ts';
import { printRow, row } from './measure.ts';

/**
 * `written-blind`: the tenth round's sets; `written-eleventh` to `written-sixteenth`: those
 * rounds', all in halves; `written-after`, `written-after-fifteenth`: sets written while the
 * eleventh and the fifteenth round's rules changed, only counted; `written-after-twelfth` to
 * `written-after-fourteenth`: written while those rounds' rules changed, counted once then, in
 * halves since the next round; `written-seventeenth`: the seventeenth round's, in halves;
 * `written-eighteenth`: written during the seventeenth round, never read, only counted.
 */
export type WrittenFolder =
  | 'written-blind'
  | 'written-eleventh'
  | 'written-twelfth'
  | 'written-thirteenth'
  | 'written-after'
  | 'written-after-twelfth'
  | 'written-after-thirteenth'
  | 'written-fourteenth'
  | 'written-fifteenth'
  | 'written-after-fourteenth'
  | 'written-after-fifteenth'
  | 'written-sixteenth'
  | 'written-seventeenth'
  | 'written-eighteenth';

/** The folders the model is trained on (train-model.ts): every set read before the seventeenth round. */
export const MODEL_FOLDERS: readonly WrittenFolder[] = [
  'written-blind',
  'written-eleventh',
  'written-twelfth',
  'written-thirteenth',
  'written-after',
  'written-after-twelfth',
  'written-after-thirteenth',
  'written-fourteenth',
  'written-fifteenth',
  'written-after-fourteenth',
  'written-after-fifteenth',
  'written-sixteenth',
];

const FILES = [
  { file: 'sharing.txt', sharing: true, split: false },
  { file: 'ordinary.txt', sharing: false, split: false },
  { file: 'sharing-split.txt', sharing: true, split: true },
  { file: 'ordinary-split.txt', sharing: false, split: true },
] as const;

export type WrittenSample = Sample & { writer: string };

export function writtenBlindCorpus(folder: WrittenFolder = 'written-blind'): WrittenSample[] {
  const root = new URL(`../contact-sharing-corpus/${folder}/`, import.meta.url);
  if (!existsSync(root)) return [];
  const samples: WrittenSample[] = [];
  for (const writer of readdirSync(root).sort()) {
    for (const { file, sharing, split } of FILES) {
      const path = new URL(`${writer}/${file}`, root);
      if (!existsSync(path)) continue;
      for (const line of readFileSync(path, 'utf8').split(/\r?\n/)) {
        if (line.trim() === '' || line.startsWith('#')) continue;
        const tab = line.indexOf('\t');
        const kind = tab > 0 ? line.slice(0, tab).trim() : 'unlabelled';
        const body = tab > 0 ? line.slice(tab + 1) : line;
        const messages = split ? body.split(' || ') : [body];
        const text = messages.pop() as string;
        samples.push({
          text,
          previous: messages,
          sharing,
          kind: `${writer}:${split ? 'split:' : ''}${kind}`,
          template: writer,
          split: splitOf(`written-blind:${body}`),
          writer,
        });
      }
    }
  }
  return samples;
}

/** The rows of one folder: each writer's halves (the held-out half only in totals), then the tuning half by kind. */
export function printWrittenBlind(title: string, written: WrittenSample[]): void {
  if (written.length === 0) return;
  console.log(`\n${title}, by writer:`);
  for (const writer of [...new Set(written.map((s) => s.writer))]) {
    const mine = written.filter((s) => s.writer === writer);
    printRow(
      row(
        `  ${writer}, tuning`,
        mine.filter((s) => s.split === 'tune'),
      ),
    );
    printRow(
      row(
        `  ${writer}, HELD-OUT`,
        mine.filter((s) => s.split === 'held'),
      ),
    );
  }
  const tune = written.filter((s) => s.split === 'tune');
  console.log(`\nby kind, ${title}, tuning half:`);
  for (const kind of [...new Set(tune.map((s) => s.kind))].sort())
    printRow(
      row(
        `  ${kind}`,
        tune.filter((s) => s.kind === kind),
      ),
    );
}

/** A set counted once, by writer, never read: totals only. */
export function printWrittenAfter(title: string, written: WrittenSample[]): void {
  if (written.length === 0) return;
  console.log(`\n${title}, by writer:`);
  for (const writer of [...new Set(written.map((s) => s.writer))])
    printRow(
      row(
        `  ${writer}`,
        written.filter((s) => s.writer === writer),
      ),
    );
}

/** What the tuning halves get wrong (never the held-out halves). */
export function printWrittenMisses(written: WrittenSample[]): void {
  const r = row(
    'written blind, tuning half',
    written.filter((s) => s.split === 'tune'),
  );
  for (const o of r.ordinary.filter((x) => x.blocked))
    console.log(`  wrongly blocked: ${o.sample.previous.map((p) => `${p} || `).join('')}${o.sample.text}  ← ${o.why}`);
  for (const o of r.sharing.filter((x) => !x.blocked))
    console.log(
      `  missed [${(o.sample as Sample).kind}]: ${o.sample.previous.map((p) => `${p} || `).join('')}${o.sample.text}`,
    );
}
