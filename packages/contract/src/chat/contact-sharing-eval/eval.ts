// `npm run eval:detector`: recall and false blocks of the contact-sharing detector on the
// hand-written corpus, on the generated one (tuning part and held-out part), on the fresh set
// and on the second generator (second.ts: tuning half and held-out half), by kind.
// `--second-stress` lists what five times as many draws of the second generator's TUNING
// templates get wrong; `--third-stress` and `--fourth-stress` the same for the third and fourth
// generators (third.ts, fourth.ts); `--fifth-stress` for the fifth (fifth.ts); `--fifth-probe`
// counts what the fifth round's probe of harmless text blocks (fifth-probe.ts); `--sixth-stress`
// for the sixth generator (sixth.ts). The tenth to seventeenth rounds' sets written blind
// (written-blind.ts) are counted by writer (the model is trained on every one before the
// seventeenth); the set written during the seventeenth (written-eighteenth/) is never listed;
// `--written-misses` lists what their tuning halves get wrong; the sets written while the eleventh and the fifteenth rounds' rules changed
// (written-after/, written-after-fifteenth/) are counted by writer and never listed; those
// written during the twelfth to the fourteenth (written-after-twelfth/ to
// written-after-fourteenth/), counted once then, are read in halves since the next round.
// `--misses` lists what the TUNING part gets wrong; the held-out part is only ever counted, so
// that it stays text the rules were never fitted to (ADR 0015).
import { corpusConversations, corpusLines } from './corpus-files.ts';
import { GENERATOR_SEED, corpusFingerprint, generateCorpus, type Sample } from './generate.ts';
import { judge, printRow, row, type Outcome, type Row } from './measure.ts';
import { FRESH_SEED, freshCorpus } from './fresh.ts';
import { SECOND_SEED, secondCorpus } from './second.ts';
import { THIRD_SEED, thirdCorpus } from './third.ts';
import { FOURTH_SEED, fourthCorpus } from './fourth.ts';
import { FIFTH_SEED, fifthCorpus } from './fifth.ts';
import { harmlessProbe } from './fifth-probe.ts';
import { SIXTH_SEED, sixthCorpus } from './sixth.ts';
import {
  printWrittenAfter,
  printWrittenBlind,
  printWrittenMisses,
  writtenBlindCorpus,
  type WrittenSample,
} from './written-blind.ts';

const args = new Set(process.argv.slice(2));
const showMisses = args.has('--misses');
/** `--stress`: ten times as many draws of the TUNING templates, with another seed; lists what they get wrong. */
const stress = args.has('--stress');

/** What many draws of a generator's TUNING templates get wrong (the `--…-stress` flags). */
function printStress(name: string, draws: Sample[], maxMissed: number) {
  const r = row(name, draws);
  printRow(r);
  const said = (o: Outcome) => `${o.sample.previous.map((p) => `${p} || `).join('')}${o.sample.text}`;
  for (const o of r.ordinary.filter((x) => x.blocked)) console.log(`  wrongly blocked: ${said(o)}  ← ${o.why}`);
  for (const o of r.sharing.filter((x) => !x.blocked).slice(0, maxMissed)) console.log(`  missed: ${said(o)}`);
}

const handSharing = corpusLines('sharing.txt').map((text) => ({ text, previous: [], sharing: true }));
const handOrdinary = corpusLines('ordinary.txt').map((text) => ({ text, previous: [], sharing: false }));
const handSplit = [
  ...corpusConversations('sharing-split.txt').map((c) => ({ ...c, sharing: true })),
  ...corpusConversations('ordinary-split.txt').map((c) => ({ ...c, sharing: false })),
];
const generated = generateCorpus();
const tune = generated.filter((s) => s.split === 'tune');
const held = generated.filter((s) => s.split === 'held');
const second = secondCorpus();
const secondTune = second.filter((s) => s.split === 'tune');
const secondHeld = second.filter((s) => s.split === 'held');
const third = thirdCorpus();
const thirdTune = third.filter((s) => s.split === 'tune');
const thirdHeld = third.filter((s) => s.split === 'held');
const fourth = fourthCorpus();
const fourthTune = fourth.filter((s) => s.split === 'tune');
const fourthHeld = fourth.filter((s) => s.split === 'held');
const fifth = fifthCorpus();
const fifthTune = fifth.filter((s) => s.split === 'tune');
const fifthHeld = fifth.filter((s) => s.split === 'held');
const sixth = sixthCorpus();
const sixthTune = sixth.filter((s) => s.split === 'tune');
const sixthHeld = sixth.filter((s) => s.split === 'held');
const written = writtenBlindCorpus();
const writtenTune = written.filter((s) => s.split === 'tune');
const writtenHeld = written.filter((s) => s.split === 'held');
const eleventh = writtenBlindCorpus('written-eleventh');
const twelfth = writtenBlindCorpus('written-twelfth');
const writtenAfter = writtenBlindCorpus('written-after');
const duringTwelfth = writtenBlindCorpus('written-after-twelfth');
const thirteenth = writtenBlindCorpus('written-thirteenth');
const duringThirteenth = writtenBlindCorpus('written-after-thirteenth');
const fourteenth = writtenBlindCorpus('written-fourteenth');
const duringFourteenth = writtenBlindCorpus('written-after-fourteenth');
const fifteenth = writtenBlindCorpus('written-fifteenth');
const writtenAfterFifteenth = writtenBlindCorpus('written-after-fifteenth');
const sixteenth = writtenBlindCorpus('written-sixteenth');
const seventeenth = writtenBlindCorpus('written-seventeenth');
const eighteenth = writtenBlindCorpus('written-eighteenth');

/** A round's set written blind: its tuning half and its held-out half, when it has text. */
function roundHalves(name: string, set: WrittenSample[]): Row[] {
  if (set.length === 0) return [];
  return [
    row(
      `${name}, tuning half`,
      set.filter((s) => s.split === 'tune'),
    ),
    row(
      `${name}, HELD-OUT half`,
      set.filter((s) => s.split === 'held'),
    ),
  ];
}

console.log(
  `generated corpus: seed ${GENERATOR_SEED}, ${generated.length} samples, fingerprint ${corpusFingerprint(generated)}`,
);
console.log(`fresh set: seed ${FRESH_SEED}, fingerprint ${corpusFingerprint(freshCorpus())}`);
console.log(
  `second generator: seed ${SECOND_SEED}, ${second.length} samples, fingerprint ${corpusFingerprint(second)}`,
);
console.log(`third generator: seed ${THIRD_SEED}, ${third.length} samples, fingerprint ${corpusFingerprint(third)}`);
console.log(
  `fourth generator: seed ${FOURTH_SEED}, ${fourth.length} samples, fingerprint ${corpusFingerprint(fourth)}`,
);
console.log(`fifth generator: seed ${FIFTH_SEED}, ${fifth.length} samples, fingerprint ${corpusFingerprint(fifth)}`);
console.log(`sixth generator: seed ${SIXTH_SEED}, ${sixth.length} samples, fingerprint ${corpusFingerprint(sixth)}`);
console.log(`${'corpus'.padEnd(34)} ${'recall (blocked/attempts)'.padEnd(24)} false blocks (blocked/ordinary)`);
const rows = [
  row('hand-written, single messages', [...handSharing, ...handOrdinary]),
  row('hand-written, split over messages', handSplit),
  row('generated, tuning part', tune),
  row('generated, HELD-OUT part', held),
  row('fresh set, written after tuning', freshCorpus()),
  row('second generator, tuning part', secondTune),
  row('second generator, HELD-OUT part', secondHeld),
  row('third generator, tuning part', thirdTune),
  row('third generator, HELD-OUT part', thirdHeld),
  row('fourth generator, tuning part', fourthTune),
  row('fourth generator, HELD-OUT part', fourthHeld),
  row('fifth generator, tuning part', fifthTune),
  row('fifth generator, HELD-OUT part', fifthHeld),
  row('sixth generator, tuning part', sixthTune),
  row('sixth generator, HELD-OUT part', sixthHeld),
  row('written blind, tuning half', writtenTune),
  row('written blind, HELD-OUT half', writtenHeld),
  ...roundHalves('eleventh round', eleventh),
  ...roundHalves('twelfth round', twelfth),
  ...(writtenAfter.length === 0 ? [] : [row('written after the eleventh (never read)', writtenAfter)]),
  ...roundHalves('written during the twelfth', duringTwelfth),
  ...roundHalves('thirteenth round', thirteenth),
  ...roundHalves('written during the thirteenth', duringThirteenth),
  ...roundHalves('fourteenth round', fourteenth),
  ...roundHalves('written during the fourteenth', duringFourteenth),
  ...roundHalves('fifteenth round', fifteenth),
  ...(writtenAfterFifteenth.length === 0
    ? []
    : [row('written after the fifteenth (model trained)', writtenAfterFifteenth)]),
  ...roundHalves('sixteenth round', sixteenth),
  ...roundHalves('seventeenth round', seventeenth),
  ...(eighteenth.length === 0 ? [] : [row('written during the seventeenth (never read)', eighteenth)]),
];
rows.forEach(printRow);

for (const [name, samples] of [
  ['tuning', tune],
  ['held-out', held],
  ['second generator, tuning', secondTune],
  ['second generator, held-out', secondHeld],
  ['third generator, tuning', thirdTune],
  ['third generator, held-out', thirdHeld],
  ['fourth generator, tuning', fourthTune],
  ['fourth generator, held-out', fourthHeld],
  ['fifth generator, tuning', fifthTune],
  ['fifth generator, held-out', fifthHeld],
  ['sixth generator, tuning', sixthTune],
  ['sixth generator, held-out', sixthHeld],
] as const) {
  console.log(`\nby kind, ${name} part:`);
  const kinds = [...new Set(samples.map((s) => s.kind))].sort();
  for (const kind of kinds)
    printRow(
      row(
        `  ${kind}`,
        samples.filter((s) => s.kind === kind),
      ),
    );
}

printWrittenBlind('written blind', written);
printWrittenBlind('eleventh round', eleventh);
printWrittenBlind('twelfth round', twelfth);
printWrittenAfter('written after the eleventh round', writtenAfter);
printWrittenBlind('written during the twelfth round', duringTwelfth);
printWrittenBlind('thirteenth round', thirteenth);
printWrittenBlind('written during the thirteenth round', duringThirteenth);
printWrittenBlind('fourteenth round', fourteenth);
printWrittenBlind('written during the fourteenth round', duringFourteenth);
printWrittenBlind('fifteenth round', fifteenth);
printWrittenAfter('written after the fifteenth round', writtenAfterFifteenth);
printWrittenBlind('sixteenth round', sixteenth);
printWrittenBlind('seventeenth round', seventeenth);
printWrittenAfter('written during the seventeenth round (never read)', eighteenth);
if (args.has('--written-misses'))
  printWrittenMisses([
    ...written,
    ...eleventh,
    ...twelfth,
    ...duringTwelfth,
    ...thirteenth,
    ...duringThirteenth,
    ...fourteenth,
    ...duringFourteenth,
    ...fifteenth,
    ...sixteenth,
    ...seventeenth,
  ]);

if (stress)
  printStress(
    'tuning templates, 10x draws',
    generateCorpus(GENERATOR_SEED + 7, 10).filter((s) => s.split === 'tune'),
    60,
  );

if (args.has('--second-stress'))
  printStress(
    'second generator, tuning templates, 5x draws',
    secondCorpus(SECOND_SEED + 7, 5).filter((s) => s.split === 'tune'),
    Infinity,
  );

if (args.has('--third-stress'))
  printStress(
    'third generator, tuning templates, 5x draws',
    thirdCorpus(THIRD_SEED + 7, 5).filter((s) => s.split === 'tune'),
    Infinity,
  );

if (args.has('--fourth-stress'))
  printStress(
    'fourth generator, tuning templates, 3x draws',
    fourthCorpus(FOURTH_SEED + 7, 3).filter((s) => s.split === 'tune'),
    Infinity,
  );

if (args.has('--fifth-stress'))
  printStress(
    'fifth generator, tuning templates, 3x draws',
    fifthCorpus(FIFTH_SEED + 7, 3).filter((s) => s.split === 'tune'),
    Infinity,
  );

if (args.has('--sixth-stress'))
  printStress(
    'sixth generator, tuning templates, 3x draws',
    sixthCorpus(SIXTH_SEED + 7, 3).filter((s) => s.split === 'tune'),
    Infinity,
  );

if (args.has('--fifth-probe')) {
  // The fifth round's probe of harmless text: every message is ordinary.
  const probe = harmlessProbe();
  for (const ambiguous of [false, true]) {
    const messages = probe.filter((m) => m.ambiguous === ambiguous);
    const blocked = messages.filter((m) => judge({ text: m.text, previous: [], sharing: false }).blocked);
    console.log(
      `\nprobe, ${ambiguous ? 'a verb before a place' : 'number-heavy'}: ${blocked.length}/${messages.length} blocked`,
    );
    for (const m of blocked.slice(0, 10)) console.log(`  ${m.text}`);
  }
}

if (showMisses) {
  const [hand, handSplitRow, tuneRow] = rows as [Row, Row, Row];
  const secondTuneRow = rows[5] as Row;
  const thirdTuneRow = rows[7] as Row;
  const show = (title: string, outcomes: Outcome[]) => {
    if (outcomes.length === 0) return;
    console.log(`\n${title} (${outcomes.length}):`);
    for (const o of outcomes)
      console.log(
        `  ${o.sample.previous.map((p) => `${p} || `).join('')}${o.sample.text}${o.why ? `  ← ${o.why}` : ''}`,
      );
  };
  for (const r of [hand, handSplitRow, tuneRow, secondTuneRow, thirdTuneRow]) {
    show(
      `${r.name}: missed`,
      r.sharing.filter((o) => !o.blocked),
    );
    show(
      `${r.name}: wrongly blocked`,
      r.ordinary.filter((o) => o.blocked),
    );
  }
}
