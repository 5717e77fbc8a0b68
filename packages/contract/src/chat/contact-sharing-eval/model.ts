// `npm run eval:detector -- --model` (ADR 0015): the comparison that decided against shipping a
// trained model. A logistic regression over hashed character n-grams (1–4) and words of the
// folded text (digits as "0"), trained on the tuning part of the generated corpus plus the
// hand-written corpus, its threshold set on that training text for at most 1 % false blocks,
// then measured on the held-out part, alone and combined with the rules. Single messages only:
// a model of one message cannot put a number split over messages back together.
import { checkContactSharing } from '../contact-sharing.ts';
import { foldText } from '../contact-sharing-text.ts';
import { Rng } from './random.ts';

const BITS = 18;
const SIZE = 1 << BITS;

type Example = { text: string; sharing: boolean };

function features(text: string): Int32Array {
  const folded = ` ${foldText(text).folded.replace(/\d/g, '0').replace(/\s+/g, ' ')} `;
  const out: number[] = [];
  const add = (key: string) => {
    let h = 0x811c9dc5;
    for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
    out.push((h >>> 0) & (SIZE - 1));
  };
  for (let n = 1; n <= 4; n++) for (let i = 0; i + n <= folded.length; i++) add(`c${n}${folded.slice(i, i + n)}`);
  const words = folded
    .trim()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  words.forEach((w, i) => {
    add(`w${w}`);
    if (i > 0) add(`b${words[i - 1]} ${w}`);
  });
  return Int32Array.from(out);
}

export type Model = { weights: Float64Array; bias: number; threshold: number };

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));
const score = (m: Pick<Model, 'weights' | 'bias'>, f: Int32Array) => {
  let z = m.bias;
  for (const k of f) z += m.weights[k] as number;
  return sigmoid(z);
};

/** `maxFalseBlocks`: the share of the training text's ordinary messages the threshold may block. */
export function train(examples: Example[], maxFalseBlocks = 0.01, epochs = 8, rate = 0.1, l2 = 1e-6): Model {
  const weights = new Float64Array(SIZE);
  let bias = 0;
  const data = examples.map((e) => ({ f: features(e.text), y: e.sharing ? 1 : 0 }));
  const rng = new Rng(7);
  for (let epoch = 0; epoch < epochs; epoch++) {
    for (let i = data.length - 1; i > 0; i--) {
      const j = rng.int(0, i);
      [data[i], data[j]] = [data[j] as (typeof data)[number], data[i] as (typeof data)[number]];
    }
    for (const { f, y } of data) {
      const g = score({ weights, bias }, f) - y;
      const step = rate / Math.sqrt(f.length);
      for (const k of f) weights[k] = (weights[k] as number) * (1 - l2) - step * g;
      bias -= rate * g;
    }
  }
  // The lowest threshold that keeps false blocks on the training text within `maxFalseBlocks`.
  const ordinary = data
    .filter((d) => d.y === 0)
    .map((d) => score({ weights, bias }, d.f))
    .sort((a, b) => b - a);
  const threshold = Math.max(0.5, (ordinary[Math.floor(ordinary.length * maxFalseBlocks)] ?? 0.5) + 1e-9);
  return { weights, bias, threshold };
}

export const modelBlocks = (m: Model, text: string) => score(m, features(text)) >= m.threshold;

export type Comparison = { rules: number; model: number; either: number };

/** Share of `examples` blocked by the rules, by the model, and by either. */
export function compare(m: Model, examples: Example[]): Comparison {
  let rules = 0;
  let model = 0;
  let either = 0;
  for (const e of examples) {
    const r = checkContactSharing(e.text).blocked;
    const s = modelBlocks(m, e.text);
    rules += r ? 1 : 0;
    model += s ? 1 : 0;
    either += r || s ? 1 : 0;
  }
  const n = Math.max(1, examples.length);
  return { rules: rules / n, model: model / n, either: either / n };
}
