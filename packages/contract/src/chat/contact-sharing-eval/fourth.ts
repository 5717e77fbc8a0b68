// The fourth generator (issue 26, fourth round; ADR 0015): templates, vocabularies, number
// writer, dice and split written from scratch (fourth-*.ts), committed with their first figures
// before any rule changed. Every template list and vocabulary is dealt to a tuning and a
// held-out half by a shuffle seeded with its name (fourth-numbers.ts `deal`). Rules are tuned on
// the tuning half only; `eval:detector` prints the held-out half's totals, never its messages.
import type { Sample } from './generate.ts';
import { ATTEMPTS, CHANNELS, DESCRIPTIONS, HANDLES, NETWORKS, SITES, USERS, type Template } from './fourth-attempts.ts';
import { ARTICLES, FILLERS, FORMS, FORM_NAMES, PREFIXES, SCRIPTS, SEPARATORS, TONGUES } from './fourth-forms.ts';
import type { NumberPools } from './fourth-forms.ts';
import { Dice, FOURTH_SEED, cut, deal, groupName, mix, phoneNumber, pairName } from './fourth-numbers.ts';
import { ORDINARY, ORDINARY_SLOTS, ORDINARY_SPLITS, fillSlots } from './fourth-ordinary.ts';

export { FOURTH_SEED };
type Half = 'tune' | 'held';

const PHONE_DRAWS = 12;
const SLOT_DRAWS = 8;
const PLAIN_DRAWS = 3;
const ORDINARY_DRAWS = 12;
const SPLITS_PER_HALF = 150;

/** Openers and closers that vary a template with no slot. */
const OPENERS = ['', '', '', 'oye, ', 'vale, ', 'perfecto! ', 'mira, ', 'ok ', 'genial. ', 'hola! ', 'bueno, ', 'Ey '];
const CLOSERS = ['', '', '', ' 😊', ' gracias', '!', ' ¿vale?', '.', ' 👍', ' jaja', '...', ' porfa'];
/** Words around the pieces of a number sent over several messages. */
const PIECE_INTROS = ['', '', '', 'apunta ', 'va: ', 'mi número ', 'el mío: ', 'toma ', 'empieza por ', 'ok '];
const PIECE_LINKS = ['', '', '', 'y ', 'luego ', 'sigue ', '... ', 'después ', 'y acaba ', 'el resto '];

function pick<T>(d: Dice, list: readonly T[]): T {
  return d.one(list);
}

type Pools = NumberPools &
  Record<'chan' | 'net' | 'desc' | 'handle' | 'site' | 'user' | 'forms' | 'openers' | 'closers', string[]>;

function pools(half: Half): Pools {
  const of = <T>(name: string, list: readonly T[]) => deal(name, list)[half];
  return {
    separators: of('separators', SEPARATORS),
    fillers: of('fillers', FILLERS),
    articles: of('articles', ARTICLES),
    scripts: of('scripts', SCRIPTS),
    tongues: of('tongues', TONGUES),
    prefixes: of('prefixes', PREFIXES),
    chan: of('channels', CHANNELS),
    net: of('networks', NETWORKS),
    desc: of('descriptions', DESCRIPTIONS),
    handle: of('handles', HANDLES),
    site: of('sites', SITES),
    user: of('users', USERS),
    forms: of('forms', FORM_NAMES),
    openers: of('openers', OPENERS),
    closers: of('closers', CLOSERS),
  };
}

/** A piece of a split number: digits, or its digits said one by one or in pairs. */
function piece(d: Dice, group: string, p: NumberPools): string {
  if (d.maybe(0.6)) return group;
  const t = pick(d, p.tongues);
  return d.maybe(0.5) ? [...group].map((c) => pairName(t, c)).join(' ') : groupName(t, group);
}

function half(half: Half, seed: number, scale: number): Sample[] {
  const d = new Dice(seed ^ mix(half));
  const p = pools(half);
  const samples: Sample[] = [];
  const slots: Record<string, (d: Dice) => string> = {
    chan: (x) => pick(x, p.chan),
    net: (x) => pick(x, p.net),
    desc: (x) => pick(x, p.desc),
    handle: (x) => pick(x, p.handle),
    site: (x) => pick(x, p.site),
    user: (x) => pick(x, p.user),
  };
  const vary = (text: string) => `${pick(d, p.openers)}${text}${pick(d, p.closers)}`;
  for (const template of deal('attempts', ATTEMPTS)[half] as Template[]) {
    const hasSlot = /\{\w+\}/.test(template.text);
    const draws = (template.kind === 'phone' ? PHONE_DRAWS : hasSlot ? SLOT_DRAWS : PLAIN_DRAWS) * scale;
    for (let i = 0; i < draws; i++) {
      let kind = template.kind;
      const text = template.text.replace(/\{(\w+)\}/g, (_, name: string) => {
        if (name !== 'num') return (slots[name] as (x: Dice) => string)(d);
        const form = pick(d, p.forms);
        kind = `phone:${form}`;
        return (FORMS[form] as (typeof FORMS)[string])(d, phoneNumber(d), p);
      });
      samples.push({
        text: hasSlot ? text : vary(text),
        previous: [],
        sharing: true,
        kind,
        template: template.text,
        split: half,
      });
    }
  }
  for (const template of deal('ordinary', ORDINARY)[half]) {
    const hasSlot = /\{\w+\}/.test(template);
    for (let i = 0; i < (hasSlot ? ORDINARY_DRAWS : PLAIN_DRAWS) * scale; i++) {
      const text = hasSlot ? fillSlots(template, d, ORDINARY_SLOTS) : vary(template);
      samples.push({ text, previous: [], sharing: false, kind: 'ordinary', template, split: half });
    }
  }
  for (let i = 0; i < SPLITS_PER_HALF * scale; i++) {
    const groups = cut(d, phoneNumber(d));
    const count = Math.min(groups.length, d.one([2, 2, 3]));
    const messages: string[] = [];
    const size = Math.ceil(groups.length / count);
    for (let m = 0; m * size < groups.length; m++) {
      const part = groups.slice(m * size, (m + 1) * size).map((g) => piece(d, g, p));
      const lead = m === 0 ? pick(d, PIECE_INTROS) : pick(d, PIECE_LINKS);
      messages.push(`${lead}${part.join(d.maybe(0.5) ? ' ' : pick(d, p.separators))}`);
    }
    const text = messages.pop() as string;
    samples.push({
      text,
      previous: messages,
      sharing: true,
      kind: `split:${messages.length + 1}`,
      template: 'split',
      split: half,
    });
  }
  for (const conversation of deal('ordinary-splits', ORDINARY_SPLITS)[half]) {
    for (let i = 0; i < ORDINARY_DRAWS * scale; i++) {
      const messages = conversation.map((m) => fillSlots(m, d, ORDINARY_SLOTS));
      const text = messages.pop() as string;
      samples.push({
        text,
        previous: messages,
        sharing: false,
        kind: 'ordinary-split',
        template: 'split',
        split: half,
      });
    }
  }
  return samples;
}

/** Both halves; `scale` draws each template that many times more (for tuning-half stress runs). */
export function fourthCorpus(seed = FOURTH_SEED, scale = 1): Sample[] {
  return [...half('tune', seed, scale), ...half('held', seed, scale)];
}
