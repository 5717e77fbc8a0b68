// The tenth round's sets (ADR 0015): messages written by hand by writers who never read the
// detector, its corpora or its ADR, and never ran it (contact-sharing-corpus/written-blind/<writer>/
// and, written while the round's rules were changed and read only once at its end, written-after/,
// `kind<TAB>message` per line, split conversations with " || "). Each line falls in the tuning
// half or the held-out half by a hash of its text, so the halves never change when lines are added;
// only the tuning half's misses are ever listed.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import type { Sample } from './generate.ts';
import { splitOf } from './random.ts';
import { printRow, row } from './measure.ts';

/** `written-blind`: the round's sets, in halves; `written-after`: sets written after the round, only counted. */
export type WrittenFolder = 'written-blind' | 'written-after';

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

/**
 * The round's rows: the held-out half by writer (totals) and the sets written after the round,
 * the tuning half by kind; with `misses`, what the tuning half gets wrong.
 */
export function printWrittenBlind(written: WrittenSample[], writtenAfter: WrittenSample[], misses: boolean): void {
  const writtenTune = written.filter((s) => s.split === 'tune');
  const writtenHeld = written.filter((s) => s.split === 'held');
  if (written.length > 0) {
    // The held-out half only by writer (totals), never by kind.
    console.log('\nwritten blind, by writer:');
    for (const writer of [...new Set(written.map((s) => s.writer))]) {
      printRow(
        row(
          `  ${writer}, tuning`,
          writtenTune.filter((s) => s.writer === writer),
        ),
      );
      printRow(
        row(
          `  ${writer}, HELD-OUT`,
          writtenHeld.filter((s) => s.writer === writer),
        ),
      );
    }
    for (const writer of [...new Set(writtenAfter.map((s) => s.writer))])
      printRow(
        row(
          `  ${writer}, after the round`,
          writtenAfter.filter((s) => s.writer === writer),
        ),
      );
    console.log('\nby kind, written blind, tuning half:');
    for (const kind of [...new Set(writtenTune.map((s) => s.kind))].sort())
      printRow(
        row(
          `  ${kind}`,
          writtenTune.filter((s) => s.kind === kind),
        ),
      );
  }

  if (misses) {
    const r = row('written blind, tuning half', writtenTune);
    for (const o of r.ordinary.filter((x) => x.blocked))
      console.log(
        `  wrongly blocked: ${o.sample.previous.map((p) => `${p} || `).join('')}${o.sample.text}  ← ${o.why}`,
      );
    for (const o of r.sharing.filter((x) => !x.blocked))
      console.log(
        `  missed [${(o.sample as Sample).kind}]: ${o.sample.previous.map((p) => `${p} || `).join('')}${o.sample.text}`,
      );
  }
}
