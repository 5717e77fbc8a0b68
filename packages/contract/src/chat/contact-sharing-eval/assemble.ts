// One way to turn a half of a generator's templates into samples, shared by the second and the
// third generator (their templates, vocabularies and number spellers stay their own).
import type { Sample } from './generate.ts';
import type { Rng, Split } from './random.ts';

/** The kinds of attempt both generators write. */
export type Kind =
  | 'phone'
  | 'channel'
  | 'network'
  | 'description'
  | 'handle'
  | 'domain'
  | 'call'
  | 'contact'
  | 'offplatform'
  | 'payment';

type Template = { kind: string; text: string };

export type HalfSpec<T extends Template, F extends string> = {
  split: Split;
  rng: Rng;
  attempts: readonly T[];
  ordinary: readonly T[];
  /** How many samples each attempt template makes; each ordinary template makes `perOrdinary`. */
  perAttempt: (template: T) => number;
  perOrdinary: number;
  /** The ways a phone number may be written; one is drawn for every attempt. */
  forms: readonly F[];
  attemptText: (template: T, form: F) => string;
  ordinaryText: (template: T) => string;
  /** The sender's earlier messages, drawn after the message itself. */
  history: () => string[];
};

/** Every attempt and ordinary template of one half, drawn in a fixed order (the fingerprints rely on it). */
export function templateSamples<T extends Template, F extends string>(spec: HalfSpec<T, F>): Sample[] {
  const samples: Sample[] = [];
  for (const template of spec.attempts) {
    const n = spec.perAttempt(template);
    for (let i = 0; i < n; i++) {
      const form = spec.rng.pick(spec.forms);
      samples.push({
        text: spec.attemptText(template, form),
        previous: spec.history(),
        sharing: true,
        kind: template.kind === 'phone' ? `phone:${form}` : template.kind,
        template: template.text,
        split: spec.split,
      });
    }
  }
  for (const template of spec.ordinary) {
    for (let i = 0; i < spec.perOrdinary; i++) {
      samples.push({
        text: spec.ordinaryText(template),
        previous: spec.history(),
        sharing: false,
        kind: 'ordinary',
        template: template.text,
        split: spec.split,
      });
    }
  }
  return samples;
}

/** A conversation's last message as the sample, the earlier ones as what the sender sent before. */
export function conversationSample(messages: string[], sharing: boolean, split: Split): Sample {
  const previous = [...messages];
  const text = previous.pop() as string;
  const kind = sharing ? `split:${previous.length + 1}` : 'ordinary-split';
  return { text, previous, sharing, kind, template: 'split', split };
}
