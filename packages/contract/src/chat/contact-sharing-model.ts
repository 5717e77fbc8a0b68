// The trained half of the contact-sharing check (ADR 0015, sixteenth round): a logistic
// regression over hashed character n-grams (2–5) and words of the folded message, digits read as
// "0". It only speaks where the rules found nothing, only on messages with few digits (a
// number-heavy message is the rules' to judge: times, prices, codes), and only above a threshold
// set on writers it was not trained on. Trained by `npm run train:detector`
// (contact-sharing-eval/train-model.ts), which writes contact-sharing-model-weights.ts.
import { lazy } from './contact-sharing-lazy.ts';
import { MODEL } from './contact-sharing-model-weights.ts';
import { NUMBER_PIECES } from './contact-sharing-numbers.ts';

/** The model's table: one weight per hashed feature, quantised to a byte each. */
export type ModelWeights = { bits: number; scale: number; bias: number; weights: Int8Array };

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

const fnv = (h: number, text: string, from = 0, to = text.length) => {
  for (let i = from; i < to; i++) h = Math.imul(h ^ text.charCodeAt(i), FNV_PRIME);
  return h;
};
/** The hash of each n-gram's kind, computed once: "c2" … "c5", "w", "b". */
const NGRAM_SEEDS = [2, 3, 4, 5].map((n) => fnv(FNV_OFFSET, `c${n}`));
const WORD_SEED = fnv(FNV_OFFSET, 'w');
const PAIR_SEED = fnv(FNV_OFFSET, 'b');
const SPACE = ' '.charCodeAt(0);
const WORD = /[\p{L}\p{N}]+/gu;

/**
 * The features of a folded message, as indices into a table of 2^bits weights: every character
 * 2- to 5-gram of the message (spaces squeezed, digits as "0", a space on each side), every word
 * and every pair of consecutive words. Linear in the length of the message.
 */
export function modelFeatures(folded: string, bits: number): number[] {
  const text = ` ${folded.replace(/\d/g, '0').replace(/\s+/g, ' ')} `;
  const mask = (1 << bits) - 1;
  const out: number[] = [];
  NGRAM_SEEDS.forEach((seed, k) => {
    const n = k + 2;
    for (let i = 0; i + n <= text.length; i++) out.push((fnv(seed, text, i, i + n) >>> 0) & mask);
  });
  let before: string | null = null;
  for (const [word] of text.matchAll(WORD)) {
    out.push((fnv(WORD_SEED, word) >>> 0) & mask);
    if (before !== null) out.push((fnv(Math.imul(fnv(PAIR_SEED, before) ^ SPACE, FNV_PRIME), word) >>> 0) & mask);
    before = word;
  }
  return out;
}

/** The model's log-odds that a folded message shares contact. */
export function modelLogit(model: ModelWeights, folded: string): number {
  let z = model.bias;
  for (const k of modelFeatures(folded, model.bits)) z += (model.weights[k] as number) * model.scale;
  return z;
}

const decoded = lazy((): ModelWeights => ({
  bits: MODEL.bits,
  scale: MODEL.scale,
  bias: MODEL.bias,
  weights: Int8Array.from(atob(MODEL.weights), (c) => (c.charCodeAt(0) << 24) >> 24),
}));

/**
 * Whether the model may judge a folded message at all: a short one with few digits, and not one
 * made mostly of number words ("hogeita bi hogeita hamahiru"). A number is the rules' to read.
 */
export function modelMayJudge(folded: string, limits: { maxDigits: number; maxLength: number }): boolean {
  if (folded.length > limits.maxLength) return false;
  let digits = 0;
  for (let i = 0; i < folded.length; i++) {
    const c = folded.charCodeAt(i);
    if (c >= 48 && c <= 57) digits++;
  }
  if (digits > limits.maxDigits) return false;
  let words = 0;
  let numbers = 0;
  for (const [word] of folded.matchAll(WORD)) {
    words++;
    if (NUMBER_PIECES().has(word)) numbers++;
  }
  return numbers * 2 < words || numbers === 0;
}

/** Whether the shipped model reads a folded message as sharing contact. */
export function modelFindsSharing(folded: string): boolean {
  return modelMayJudge(folded, MODEL) && modelLogit(decoded(), folded) >= MODEL.threshold;
}
