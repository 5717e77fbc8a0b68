// The third generator (issue 26, third round; ADR 0015): templates, vocabularies and a number
// speller written anew (third-attempts.ts, third-ordinary.ts, third-numbers.ts), committed with
// their first figures before any rule changed. Templates and every vocabulary are dealt to a
// tuning and a held-out half by a seeded shuffle (sdbm-keyed, not the first generator's FNV bit
// nor the second's djb2). Rules are tuned on the tuning half only; `eval:detector` prints the
// held-out half's totals, never its messages.
import { Rng, deal, fillSlots, type Split } from './random.ts';
import type { Sample } from './generate.ts';
import { conversationSample, templateSamples } from './assemble.ts';
import {
  ATTEMPTS,
  CHANNELS,
  DESCRIPTIONS,
  DOTS,
  HANDLE_BITS,
  NETWORKS,
  PEOPLE,
  TLDS,
  type Template,
} from './third-attempts.ts';
import {
  ORDINARY,
  ORDINARY_SPLITS,
  address,
  code,
  count,
  date,
  postcode,
  price,
  sets,
  time,
} from './third-ordinary.ts';
import {
  Deck,
  FORMS,
  THIRD_SEED,
  deckSeed,
  draw,
  phone,
  pieces,
  type Draw,
  type Form,
  type Lang,
} from './third-numbers.ts';

export { THIRD_SEED };
const PER_PHONE = 12;
const PER_ATTEMPT = 8;
const PER_ORDINARY = 8;
const SPLIT_PER_HALF = 300;

function handle(d: Draw): string {
  const name = d.from(PEOPLE).toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
  const bit = d.from(HANDLE_BITS);
  const n = d.rng.chance(0.5) ? String(d.rng.int(1, 2000)) : '';
  return d.rng.pick([
    `${bit}_${name}${n}`,
    `${name}.${bit}${n}`,
    `${name}${bit}`,
    `${name}_${bit}_${n || 'bcn'}`,
    `${bit}with${name}`,
    `${name}${n || 'x'}${bit}`,
    `${name}.${bit}.${n || 'oficial'}`,
    `coach${name}${n}`,
  ]);
}

function domain(d: Draw): string {
  const base = handle(d).replace(/[._]/g, '');
  return `${d.rng.chance(0.25) ? 'www.' : ''}${base}${d.from(DOTS)}${d.from(TLDS)}`;
}

function slots(d: Draw, lang: Lang, form: Form): Record<string, () => string> {
  return {
    num: () => phone(d, form, lang),
    chan: () => d.from(CHANNELS),
    net: () => d.from(NETWORKS),
    desc: () => d.from(DESCRIPTIONS),
    h: () => handle(d),
    dom: () => domain(d),
    name: () => d.from(PEOPLE),
    money: () => price(d),
    price: () => price(d),
    time: () => time(d),
    date: () => date(d),
    addr: () => address(d),
    cp: () => postcode(d),
    sets: () => sets(d),
    code: () => code(d),
    n: () => count(d),
  };
}

const halves = (list: Template[], name: string) => deal(list, deckSeed(name), 'held');

// prettier-ignore
const OPEN = new Deck('split-open', [
  '', '', '', 'ahí va la primera parte: ', 'te lo paso en trozos ', 'apunta ', 'mi número, ', 'va por partes ', 'ojo que lo corto: ',
  'empieza así ', 'primero ', 'toma ', 'esto es mío: ', 'por partes para que no lo borre: ',
]);
// prettier-ignore
const MIDDLE = new Deck('split-middle', ['', '', '', 'luego ', 'y ', 'sigue ', 'después ', 'segunda parte ', 'lo siguiente ', 'más: ', '→ ', 'y después ']);
// prettier-ignore
const CLOSE = new Deck('split-close', ['', '', '', ' y ya', ' 👍', ' fin', ', escríbeme ahí', ' vale?', ' ese es', '.']);

export function thirdCorpus(seed = THIRD_SEED, times = 1): Sample[] {
  const samples: Sample[] = [];
  const attemptHalf = halves(ATTEMPTS, 'attempts');
  const ordinaryHalf = halves(ORDINARY, 'ordinary');
  for (const split of ['tune', 'held'] as Split[]) {
    const d = draw(new Rng(seed + (split === 'tune' ? 3 : 17)), split);
    const ordinaryPool = ORDINARY.filter((t) => ordinaryHalf.get(t) === split);
    const history = (): string[] =>
      Array.from({ length: d.rng.pick([0, 0, 1, 2]) }, () =>
        fillSlots(d.rng.pick(ordinaryPool).text, slots(d, 'es', 'plain')),
      );
    samples.push(
      ...templateSamples({
        split,
        rng: d.rng,
        attempts: ATTEMPTS.filter((t) => attemptHalf.get(t) === split),
        ordinary: ordinaryPool,
        perAttempt: (t) => (t.kind === 'phone' ? PER_PHONE : PER_ATTEMPT) * times,
        perOrdinary: PER_ORDINARY * times,
        forms: FORMS,
        attemptText: (t, form) => fillSlots(t.text, slots(d, t.lang, form)),
        ordinaryText: (t) => fillSlots(t.text, slots(d, t.lang, 'plain')),
        history,
      }),
    );
    for (let i = 0; i < SPLIT_PER_HALF * times; i++) {
      const lang = d.rng.pick(['es', 'es', 'es', 'es', 'ca', 'gl', 'eu', 'en'] as Lang[]);
      const messages = pieces(d, lang).map((piece, k, all) => {
        if (k === 0) return `${d.from(OPEN)}${piece}`;
        const text = `${d.from(MIDDLE)}${piece}`;
        return k === all.length - 1 ? `${text}${d.from(CLOSE)}` : text;
      });
      samples.push(conversationSample(messages, true, split));
    }
    ORDINARY_SPLITS.forEach((conversation, i) => {
      if ((i % 2 === 1) !== (split === 'tune')) return;
      samples.push(conversationSample(conversation, false, split));
    });
  }
  return samples;
}
