// The fifth generator (issue 26, fifth round; ADR 0015): templates, vocabularies, number writer,
// dice and split written from scratch (fifth-*.ts) and committed with their first figures before
// any rule changed. Every template list and vocabulary, number forms included, is dealt to a
// tuning and a held-out half (fifth-numbers.ts `deal`). Rules are tuned on the tuning half only;
// `eval:detector` prints the held-out half's totals, never its messages.
import type { Sample } from './generate.ts';
import { APPS, ATTEMPTS, CHANNELS, DESCRIPTIONS, HANDLES, NETWORKS, SITES, USERS } from './fifth-attempts.ts';
import {
  EMOJI,
  FILLERS,
  FORMS,
  FORM_NAMES,
  LANGS,
  ORDERS,
  PREFIXES,
  SEPARATORS,
  type NumberPools,
} from './fifth-forms.ts';
import {
  Dice,
  FIFTH_SEED,
  SCRIPT_ZEROS,
  deal,
  digitWords,
  djb2,
  esGroup,
  groups,
  phoneDigits,
} from './fifth-numbers.ts';
import { ORDINARY, ORDINARY_SPLITS, fillSlots } from './fifth-ordinary.ts';

export { FIFTH_SEED };
type Half = 'tune' | 'held';

const DRAWS = { phone: 14, slot: 8, plain: 3, ordinary: 10 };
const SPLITS_PER_HALF = 160;

// prettier-ignore
const OPENERS = ['', '', '', 'oye ', 'vale, ', 'genial! ', 'mira, ', 'ok. ', 'buenas, ', 'perfecto, ', 'hola! ', 'ah, '];
// prettier-ignore
const CLOSERS = ['', '', '', ' 😊', ' gracias!', '.', ' ¿te va?', ' 🙏', ' jeje', ' un saludo', '!!', ' ciao'];
// prettier-ignore
const PIECE_LEADS = ['', '', 'toma: ', 'el número ', 'primera parte ', 'apunta ', 'ahí va ', 'lo empiezo: '];
// prettier-ignore
const PIECE_LINKS = ['', '', 'y ', 'sigue: ', 'lo que falta ', 'después ', 'continúo ', '+ ', 'acabo: ', 'segunda parte '];

type Pools = NumberPools &
  Record<
    'chan' | 'net' | 'app' | 'desc' | 'handle' | 'site' | 'user' | 'forms' | 'openers' | 'closers' | 'leads' | 'links',
    string[]
  >;

function pools(half: Half): Pools {
  const of = <T>(name: string, list: readonly T[]) => deal(name, list)[half];
  return {
    separators: of('separators', SEPARATORS),
    fillers: of('fillers', FILLERS),
    langs: of('langs', LANGS),
    scripts: of('scripts', SCRIPT_ZEROS),
    emoji: of('emoji', EMOJI),
    prefixes: of('prefixes', PREFIXES),
    orders: of('orders', ORDERS),
    chan: of('channels', CHANNELS),
    net: of('networks', NETWORKS),
    app: of('apps', APPS),
    desc: of('descriptions', DESCRIPTIONS),
    handle: of('handles', HANDLES),
    site: of('sites', SITES),
    user: of('users', USERS),
    forms: of('forms', FORM_NAMES),
    openers: of('openers', OPENERS),
    closers: of('closers', CLOSERS),
    leads: of('leads', PIECE_LEADS),
    links: of('links', PIECE_LINKS),
  };
}

function piece(d: Dice, g: string, p: Pools): string {
  if (d.chance(0.55)) return g;
  return d.chance(0.5) ? esGroup(g) : digitWords(g, d.one(p.langs));
}

function half(which: Half, seed: number, scale: number): Sample[] {
  const d = new Dice(seed ^ djb2(which));
  const p = pools(which);
  const out: Sample[] = [];
  const slot: Record<string, () => string> = {
    chan: () => d.one(p.chan),
    net: () => d.one(p.net),
    app: () => d.one(p.app),
    desc: () => d.one(p.desc),
    handle: () => d.one(p.handle),
    site: () => d.one(p.site),
    user: () => d.one(p.user),
  };
  const vary = (text: string) => `${d.one(p.openers)}${text}${d.one(p.closers)}`;
  for (const template of deal('attempts', ATTEMPTS)[which]) {
    const hasNum = template.text.includes('{num}');
    const hasSlot = /\{\w+\}/.test(template.text);
    const draws = (hasNum ? DRAWS.phone : hasSlot ? DRAWS.slot : DRAWS.plain) * scale;
    for (let i = 0; i < draws; i++) {
      let kind = template.kind;
      const text = template.text.replace(/\{(\w+)\}/g, (_, name: string) => {
        if (name !== 'num') return (slot[name] as () => string)();
        const form = d.one(p.forms);
        kind = `phone:${form}`;
        return (FORMS[form] as (typeof FORMS)[string])(d, phoneDigits(d), p);
      });
      out.push({ text: vary(text), previous: [], sharing: true, kind, template: template.text, split: which });
    }
  }
  for (const template of deal('ordinary', ORDINARY)[which]) {
    const hasSlot = /\{\w+\}/.test(template);
    for (let i = 0; i < (hasSlot ? DRAWS.ordinary : DRAWS.plain) * scale; i++) {
      const text = hasSlot ? fillSlots(template, d) : vary(template);
      out.push({ text, previous: [], sharing: false, kind: 'ordinary', template, split: which });
    }
  }
  for (let i = 0; i < SPLITS_PER_HALF * scale; i++) {
    const gs = groups(d, phoneDigits(d));
    const count = Math.min(gs.length, d.one([2, 2, 3]));
    const size = Math.ceil(gs.length / count);
    const messages: string[] = [];
    for (let m = 0; m * size < gs.length; m++) {
      const part = gs.slice(m * size, (m + 1) * size).map((g) => piece(d, g, p));
      messages.push(`${d.one(m === 0 ? p.leads : p.links)}${part.join(d.chance(0.5) ? ' ' : d.one(p.separators))}`);
    }
    const text = messages.pop() as string;
    out.push({
      text,
      previous: messages,
      sharing: true,
      kind: `split:${messages.length + 1}`,
      template: 'split',
      split: which,
    });
  }
  for (const conversation of deal('ordinary-splits', ORDINARY_SPLITS)[which]) {
    for (let i = 0; i < DRAWS.ordinary * scale; i++) {
      const messages = conversation.map((m) => fillSlots(m, d));
      const text = messages.pop() as string;
      out.push({ text, previous: messages, sharing: false, kind: 'ordinary-split', template: 'split', split: which });
    }
  }
  return out;
}

/** Both halves; `scale` draws each template that many times more (for tuning-half stress runs). */
export function fifthCorpus(seed = FIFTH_SEED, scale = 1): Sample[] {
  return [...half('tune', seed, scale), ...half('held', seed, scale)];
}
