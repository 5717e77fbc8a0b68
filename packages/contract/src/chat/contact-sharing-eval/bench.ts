// `npm run bench:detector`: how long the contact-sharing check takes, per message (p50 / p99 over
// the hand-written corpus, alone and with the sender's three previous messages, the window), and how it
// scales with length (ordinary text and hostile patterns up to the 2 000-character limit).
// Also the first check alone, which builds the tables (importing the detector builds none) and
// compiles the code. Prints figures only: timings are never asserted in tests (machines differ).
// Times are CPU time of this process (user + system), so other work on a busy machine inflates
// them less than wall time would; the load average is printed with them.
import { loadavg } from 'node:os';
import { MESSAGE_MAX } from '../chat.ts';
import { checkContactSharing } from '../contact-sharing.ts';
import { corpusLines } from './corpus-files.ts';

const ROUNDS = Number(process.argv[2] ?? 20);
const messages = [...corpusLines('ordinary.txt'), ...corpusLines('sharing.txt')];

function percentiles(samples: number[]): { p50: number; p99: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;
  return { p50: at(0.5), p99: at(0.99) };
}

/** CPU µs spent by this process since `since` (a process.cpuUsage() reading). */
const cpuSince = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return used.user + used.system;
};

function timePerMessage(withPrevious: boolean): { p50: number; p99: number } {
  const samples: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    messages.forEach((text, i) => {
      const previous = withPrevious
        ? [
            messages[(i + 3) % messages.length] as string,
            messages[(i + 7) % messages.length] as string,
            messages[(i + 13) % messages.length] as string,
          ]
        : [];
      const start = process.cpuUsage();
      checkContactSharing(text, { previous });
      samples.push(cpuSince(start));
    });
  }
  return percentiles(samples);
}

/** Median µs of checking `text`, over enough repetitions to be stable. */
function timeOne(text: string): number {
  const runs: number[] = [];
  for (let k = 0; k < 15; k++) {
    const start = process.cpuUsage();
    for (let i = 0; i < 20; i++) checkContactSharing(text);
    runs.push(cpuSince(start) / 20);
  }
  return percentiles(runs).p50;
}

const fit = (unit: string) => unit.repeat(Math.ceil(MESSAGE_MAX / unit.length)).slice(0, MESSAGE_MAX);
const SHAPES: Record<string, string> = {
  'ordinary text': fit('Hola, la clase es a las 18:30 en la sala 2; son 25 € la sesión y somos 14. '),
  'numbers (times, prices, dates)': fit('9:30, 12 €, 24/06/2026, 3x12, C/ Mayor 12, 3º 2ª, 08001; '),
  'digits and dashes': fit('1-'),
  'number words': fit('seis cero treinta y '),
  'spaced letters': fit('w h a t '),
  'dots and words': fit('ab.cd-'),
  'one long word': fit('a'),
};

// The first check builds the detector's tables (importing it builds none: contact-sharing-lazy.ts).
// A message that reaches every table: accents, number words, a name, a handle, a dot.
const firstStart = process.cpuUsage();
checkContactSharing('Escríbeme por el tele al seis uno dos 345 678, búscame como martafit · es, ¿te llamo?');
const firstCheck = cpuSince(firstStart) / 1000;

// Warm-up: the first calls compile the code.
for (let i = 0; i < 3; i++) for (const text of messages) checkContactSharing(text);

const alone = timePerMessage(false);
const window = timePerMessage(true);
console.log(
  `contact-sharing check, ${messages.length} hand-written messages × ${ROUNDS} rounds (CPU time; load average ${loadavg()[0]?.toFixed(1)})`,
);
console.log(`  first check (builds tables, compiles): ${firstCheck.toFixed(1)} ms`);
console.log(`  one message:                  p50 ${alone.p50.toFixed(1)} µs   p99 ${alone.p99.toFixed(1)} µs`);
console.log(`  with 3 previous messages:     p50 ${window.p50.toFixed(1)} µs   p99 ${window.p99.toFixed(1)} µs`);
console.log('\nscaling with length (median µs; µs per 100 characters):');
const lengths = [250, 500, 1000, MESSAGE_MAX];
console.log(`  ${'shape'.padEnd(32)}${lengths.map((n) => `${n} ch`.padStart(16)).join('')}`);
for (const [name, text] of Object.entries(SHAPES)) {
  const cells = lengths.map((n) => {
    const us = timeOne(text.slice(0, n));
    return `${us.toFixed(0)} (${((us / n) * 100).toFixed(1)})`.padStart(16);
  });
  console.log(`  ${name.padEnd(32)}${cells.join('')}`);
}
