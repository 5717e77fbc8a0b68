// `npm run eval:detector -- --model` (ADR 0015, fourth round): the rules beside a trained model
// on the generators' held-out single messages. Apart from eval.ts: it trains for seconds.
import type { Sample } from './generate.ts';
import { percent } from './measure.ts';
import { compare, train } from './model.ts';

type Text = Pick<Sample, 'text' | 'sharing'>;
export type ModelSets = {
  tune: Sample[];
  held: Sample[];
  secondTune: Sample[];
  secondHeld: Sample[];
  thirdTune: Sample[];
  thirdHeld: Sample[];
  handSharing: Text[];
  handOrdinary: Text[];
};

export function printModelComparison(sets: ModelSets): void {
  const { tune, held, secondTune, secondHeld, thirdTune, thirdHeld, handSharing, handOrdinary } = sets;
  {
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

  {
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
}
