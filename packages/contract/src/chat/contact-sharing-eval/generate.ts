// The generated corpus: every template instantiated several times with random slots, each
// sample tagged with its split. Templates are split as a whole (the held-out part never shares
// a template with the tuning part) and so are the vocabularies their slots draw from.
import { EVASION_TEMPLATES, PHONE_KIND_NAMES, evasionSlots, type Template } from './evasions.ts';
import { ORDINARY_TEMPLATES, ordinarySlots } from './ordinary.ts';
import { phonePieces } from './phones.ts';
import { Rng, Vocab, fill, hash, makeGen, splitOf, type Gen, type Split } from './random.ts';
import type { Lang } from './spell.ts';

export type Sample = {
  /** The message being sent. */
  text: string;
  /** The sender's previous messages in the conversation, oldest first. */
  previous: string[];
  /** True: a contact-sharing attempt that must be blocked. */
  sharing: boolean;
  kind: string;
  template: string;
  split: Split;
};

export const GENERATOR_SEED = 20260426;
const PER_EVASION_TEMPLATE = 10;
const PER_PHONE_TEMPLATE = 20;
const PER_ORDINARY_TEMPLATE = 20;
const SPLIT_CONVERSATIONS = 400;

// prettier-ignore
const SPLIT_INTROS = new Vocab('split-intro', [
  '', '', 'apunta: ', 'mi número: ', 'ahí va ', 'te lo paso por partes: ', 'el prefijo es ', 'empieza por ', 'ok, ',
  'toma nota ',
]);
// prettier-ignore
const SPLIT_MIDDLES = new Vocab('split-middle', [
  '', '', '', 'y luego ', 'después ', 'y el resto ', 'sigue ', 'más ', '… ', 'y ',
]);
const SPLIT_ENDS = new Vocab('split-end', ['', '', '', ' y ya', ', llámame', ' 😉', ' eso es todo', '!']);

function ordinaryText(g: Gen, template: Template, slots: Record<string, (g: Gen) => string>): string {
  return fill(template.text, g, slots);
}

/** Up to two earlier ordinary messages of the same split, as a real conversation would have. */
function history(g: Gen, pool: Template[], slots: Record<string, (g: Gen) => string>): string[] {
  const n = g.rng.pick([0, 0, 1, 2]);
  return Array.from({ length: n }, () => ordinaryText(g, g.rng.pick(pool), slots));
}

/** `times` multiplies the instances per template (a larger draw of the same templates). */
export function generateCorpus(seed = GENERATOR_SEED, times = 1): Sample[] {
  const samples: Sample[] = [];
  const ordinarySlotsMap = ordinarySlots();
  for (const split of ['tune', 'held'] as Split[]) {
    const g = makeGen(new Rng(seed + (split === 'tune' ? 0 : 1)), split);
    const ordinaryPool = ORDINARY_TEMPLATES.filter((t) => splitOf(`ordinary:${t.text}`) === split);
    const evasionPool = EVASION_TEMPLATES.filter((t) => splitOf(`evasion:${t.text}`) === split);
    for (const template of evasionPool) {
      const count = (template.kind === 'phone' ? PER_PHONE_TEMPLATE : PER_EVASION_TEMPLATE) * times;
      for (let i = 0; i < count; i++) {
        const phoneKind = g.rng.pick(PHONE_KIND_NAMES);
        const text = fill(template.text, g, evasionSlots(template.lang, phoneKind));
        const kind = template.kind === 'phone' ? `phone:${phoneKind}` : template.kind;
        samples.push({
          text,
          previous: history(g, ordinaryPool, ordinarySlotsMap),
          sharing: true,
          kind,
          template: template.text,
          split,
        });
      }
    }
    for (const template of ordinaryPool) {
      for (let i = 0; i < PER_ORDINARY_TEMPLATE * times; i++) {
        const text = ordinaryText(g, template, ordinarySlotsMap);
        samples.push({
          text,
          previous: history(g, ordinaryPool, ordinarySlotsMap),
          sharing: false,
          kind: 'ordinary',
          template: template.text,
          split,
        });
      }
    }
    for (let i = 0; i < (SPLIT_CONVERSATIONS / 2) * times; i++) {
      const lang = g.rng.pick(['es', 'es', 'es', 'ca', 'gl', 'eu', 'en'] as Lang[]);
      const pieces = phonePieces(lang, g);
      const messages = pieces.map((piece, k) => {
        if (k === 0) return `${g.pick(SPLIT_INTROS)}${piece}`;
        const text = `${g.pick(SPLIT_MIDDLES)}${piece}`;
        return k === pieces.length - 1 ? `${text}${g.pick(SPLIT_ENDS)}` : text;
      });
      const text = messages.pop() as string;
      samples.push({
        text,
        previous: messages,
        sharing: true,
        kind: `split:${messages.length + 1}`,
        template: 'split',
        split,
      });
    }
  }
  return samples;
}

/** A stable fingerprint of the generated corpus, printed by the report to show it did not move. */
export const corpusFingerprint = (samples: Sample[]) =>
  hash(samples.map((s) => `${s.split}|${s.sharing}|${s.previous.join('¦')}|${s.text}`).join('\n')).toString(16);
