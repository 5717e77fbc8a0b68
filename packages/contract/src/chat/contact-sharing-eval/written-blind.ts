// The tenth round's sets (ADR 0015): messages written by hand by writers who never read the
// detector, its corpora or its ADR, and never ran it (contact-sharing-corpus/written-blind/<writer>/
// and, written while the round's rules were changed and read only once at its end, written-after/,
// `kind<TAB>message` per line, split conversations with " || "). Each line falls in the tuning
// half or the held-out half by a hash of its text, so the halves never change when lines are added;
// only the tuning half's misses are ever listed.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import type { Sample } from './generate.ts';
import { splitOf } from './random.ts';

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
