// `npm run eval:detector`: recall and false blocks of the contact-sharing detector on the
// hand-written corpus, on the generated one (tuning part and held-out part), on the fresh set
// and on the second generator (second.ts: tuning half and held-out half), by kind.
// `--second-stress` lists what five times as many draws of the second generator's TUNING
// templates get wrong; `--third-stress` and `--fourth-stress` the same for the third and fourth
// generators (third.ts, fourth.ts); `--fifth-stress` for the fifth (fifth.ts); `--fifth-probe`
// counts what the fifth round's probe of harmless text blocks (fifth-probe.ts); `--sixth-stress`
// for the sixth generator (sixth.ts). The tenth round's sets written blind (written-blind.ts) are
// counted by writer; `--written-misses` lists what their tuning half gets wrong.
// `--misses` lists what the TUNING part gets wrong; the held-out part is only ever counted, so
// that it stays text the rules were never fitted to (ADR 0015).
import { corpusConversations, corpusLines } from './corpus-files.ts';
import { GENERATOR_SEED, corpusFingerprint, generateCorpus, type Sample } from './generate.ts';
import { judge, percent, rate, tally, type Outcome } from './measure.ts';
import { compare, train } from './model.ts';
import { FRESH_SEED, freshCorpus } from './fresh.ts';
import { SECOND_SEED, secondCorpus } from './second.ts';
import { THIRD_SEED, thirdCorpus } from './third.ts';
import { FOURTH_SEED, fourthCorpus } from './fourth.ts';
import { FIFTH_SEED, fifthCorpus } from './fifth.ts';
import { harmlessProbe } from './fifth-probe.ts';
import { SIXTH_SEED, sixthCorpus } from './sixth.ts';
import { writtenBlindCorpus } from './written-blind.ts';

const args = new Set(process.argv.slice(2));
const showMisses = args.has('--misses');
/** `--stress`: ten times as many draws of the TUNING templates, with another seed; lists what they get wrong. */
const stress = args.has('--stress');

type Row = { name: string; sharing: Outcome[]; ordinary: Outcome[] };

function row(name: string, samples: Pick<Sample, 'text' | 'previous' | 'sharing'>[]): Row {
  const outcomes = samples.map(judge);
  return {
    name,
    sharing: outcomes.filter((o) => o.sample.sharing),
    ordinary: outcomes.filter((o) => !o.sample.sharing),
  };
}

function printRow(r: Row) {
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
const writtenAfter = writtenBlindCorpus('written-after');

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
  ...(writtenAfter.length > 0 ? [row('written blind after the round', writtenAfter)] : []),
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

if (args.has('--written-misses')) {
  const r = row('written blind, tuning half', writtenTune);
  for (const o of r.ordinary.filter((x) => x.blocked))
    console.log(`  wrongly blocked: ${o.sample.previous.map((p) => `${p} || `).join('')}${o.sample.text}  ← ${o.why}`);
  for (const o of r.sharing.filter((x) => !x.blocked))
    console.log(
      `  missed [${(o.sample as Sample).kind}]: ${o.sample.previous.map((p) => `${p} || `).join('')}${o.sample.text}`,
    );
}

if (args.has('--model')) {
  // Trained on the tuning part and the hand-written corpus; measured on the held-out part.
  const single = (samples: Sample[]) => samples.filter((s) => s.previous.length === 0 || !s.kind.startsWith('split'));
  const heldSingle = single(held);
  for (const maxFalseBlocks of [0.01, 0]) {
    const model = train([...single(tune), ...handSharing, ...handOrdinary], maxFalseBlocks);
    const attempts = compare(
      model,
      heldSingle.filter((s) => s.sharing),
    );
    const ordinary = compare(
      model,
      heldSingle.filter((s) => !s.sharing),
    );
    console.log(`\nheld-out single messages: rules vs a trained model (hashed n-grams, logistic regression;`);
    console.log(`threshold set on the training text for ${percent(maxFalseBlocks)} false blocks there)`);
    for (const key of ['rules', 'model', 'either'] as const) {
      console.log(
        `  ${key.padEnd(8)} recall ${percent(attempts[key]).padStart(7)}   false blocks ${percent(ordinary[key]).padStart(7)}`,
      );
    }
  }
}

if (args.has('--model')) {
  // The same model trained on every tuning part (three generators and the hand-written corpus),
  // measured on the second and third generators' held-out single messages (totals only).
  const single = (samples: Sample[]) => samples.filter((s) => !s.kind.startsWith('split'));
  const training = [...single(tune), ...single(secondTune), ...single(thirdTune), ...handSharing, ...handOrdinary];
  for (const maxFalseBlocks of [0.01, 0]) {
    const model = train(training, maxFalseBlocks);
    console.log(`\nevery tuning part; threshold set for ${percent(maxFalseBlocks)} false blocks on it:`);
    for (const [name, held] of [
      ['second generator, held-out', single(secondHeld)],
      ['third generator, held-out', single(thirdHeld)],
    ] as const) {
      const attempts = compare(
        model,
        held.filter((s) => s.sharing),
      );
      const ordinary = compare(
        model,
        held.filter((s) => !s.sharing),
      );
      const cell = (key: 'rules' | 'model' | 'either') =>
        `${key} ${percent(attempts[key])} / ${percent(ordinary[key])}`;
      console.log(`  ${name.padEnd(28)} ${cell('rules')}   ${cell('model')}   ${cell('either')}`);
    }
  }
  // Text by an author the model never read: trained without the third generator.
  const unseen = train([...single(tune), ...single(secondTune), ...handSharing, ...handOrdinary], 0);
  const held = single(thirdHeld);
  const attempts = compare(
    unseen,
    held.filter((s) => s.sharing),
  );
  const ordinary = compare(
    unseen,
    held.filter((s) => !s.sharing),
  );
  console.log(`\ntrained without the third generator (threshold for 0 % false blocks), its held-out part:`);
  for (const key of ['rules', 'model', 'either'] as const)
    console.log(`  ${key.padEnd(8)} ${percent(attempts[key])} / ${percent(ordinary[key])}`);
}

if (stress) {
  const draws = generateCorpus(GENERATOR_SEED + 7, 10).filter((s) => s.split === 'tune');
  const r = row('tuning templates, 10x draws', draws);
  printRow(r);
  for (const o of r.ordinary.filter((x) => x.blocked))
    console.log(`  wrongly blocked: ${o.sample.previous.map((p) => `${p} || `).join('')}${o.sample.text}  ← ${o.why}`);
  for (const o of r.sharing.filter((x) => !x.blocked).slice(0, 60))
    console.log(`  missed: ${o.sample.previous.map((p) => `${p} || `).join('')}${o.sample.text}`);
}

if (args.has('--second-stress')) {
  // Five times as many draws of the second generator's TUNING templates, with another seed.
  const draws = secondCorpus(SECOND_SEED + 7, 5).filter((s) => s.split === 'tune');
  const r = row('second generator, tuning templates, 5x draws', draws);
  printRow(r);
  for (const o of r.ordinary.filter((x) => x.blocked))
    console.log(`  wrongly blocked: ${o.sample.previous.map((p) => `${p} || `).join('')}${o.sample.text}  ← ${o.why}`);
  for (const o of r.sharing.filter((x) => !x.blocked))
    console.log(`  missed: ${o.sample.previous.map((p) => `${p} || `).join('')}${o.sample.text}`);
}

if (args.has('--third-stress')) {
  // Five times as many draws of the third generator's TUNING templates, with another seed.
  const draws = thirdCorpus(THIRD_SEED + 7, 5).filter((s) => s.split === 'tune');
  const r = row('third generator, tuning templates, 5x draws', draws);
  printRow(r);
  for (const o of r.ordinary.filter((x) => x.blocked))
    console.log(`  wrongly blocked: ${o.sample.previous.map((p) => `${p} || `).join('')}${o.sample.text}  ← ${o.why}`);
  for (const o of r.sharing.filter((x) => !x.blocked))
    console.log(`  missed: ${o.sample.previous.map((p) => `${p} || `).join('')}${o.sample.text}`);
}

if (args.has('--fourth-stress')) {
  // Three times as many draws of the fourth generator's TUNING templates, with another seed.
  const draws = fourthCorpus(FOURTH_SEED + 7, 3).filter((s) => s.split === 'tune');
  const r = row('fourth generator, tuning templates, 3x draws', draws);
  printRow(r);
  for (const o of r.ordinary.filter((x) => x.blocked))
    console.log(`  wrongly blocked: ${o.sample.previous.map((p) => `${p} || `).join('')}${o.sample.text}  ← ${o.why}`);
  for (const o of r.sharing.filter((x) => !x.blocked))
    console.log(`  missed: ${o.sample.previous.map((p) => `${p} || `).join('')}${o.sample.text}`);
}

if (args.has('--fifth-stress')) {
  // Three times as many draws of the fifth generator's TUNING templates, with another seed.
  const draws = fifthCorpus(FIFTH_SEED + 7, 3).filter((s) => s.split === 'tune');
  const r = row('fifth generator, tuning templates, 3x draws', draws);
  printRow(r);
  for (const o of r.ordinary.filter((x) => x.blocked))
    console.log(`  wrongly blocked: ${o.sample.previous.map((p) => `${p} || `).join('')}${o.sample.text}  ← ${o.why}`);
  for (const o of r.sharing.filter((x) => !x.blocked))
    console.log(`  missed: ${o.sample.previous.map((p) => `${p} || `).join('')}${o.sample.text}`);
}

if (args.has('--sixth-stress')) {
  // Three times as many draws of the sixth generator's TUNING templates, with another seed.
  const draws = sixthCorpus(SIXTH_SEED + 7, 3).filter((s) => s.split === 'tune');
  const r = row('sixth generator, tuning templates, 3x draws', draws);
  printRow(r);
  for (const o of r.ordinary.filter((x) => x.blocked))
    console.log(`  wrongly blocked: ${o.sample.previous.map((p) => `${p} || `).join('')}${o.sample.text}  ← ${o.why}`);
  for (const o of r.sharing.filter((x) => !x.blocked))
    console.log(`  missed: ${o.sample.previous.map((p) => `${p} || `).join('')}${o.sample.text}`);
}

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
