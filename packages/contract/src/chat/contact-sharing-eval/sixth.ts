// The sixth generator (issue 26, sixth round; ADR 0015): templates, vocabularies, number forms,
// dice and split written from scratch (sixth-*.ts) without reading the detector's rules or the
// other generators' templates, and committed with its first figures before any rule changed.
// Every list is dealt to a tuning and a held-out half (sixth-dice.ts `halves`). Rules are tuned
// on the tuning half only; `eval:detector` prints the held-out half's totals, never its messages.
import type { Sample } from './generate.ts';
import {
  ATTEMPTS,
  CHANNELS,
  DESCRIPTIONS,
  DOMAINS,
  HANDLES,
  MAIL_FORMS,
  NETWORKS,
  SITES,
  USERS,
} from './sixth-attempts.ts';
import { Roll, SIXTH_SEED, cut, halves, mix, nineDigits, type Half } from './sixth-dice.ts';
import { EMOJI, FILLERS, FORMS, FORM_NAMES, INTL, LANGS, SCRIPTS, SEPS, piece, type Vocab } from './sixth-numbers.ts';
import { ORDINARY, ORDINARY_TALKS, fill } from './sixth-ordinary.ts';

export { SIXTH_SEED };

const DRAWS = { withNumber: 12, withSlot: 7, plain: 3, ordinary: 8, talks: 20, splits: 150 };

// prettier-ignore
const BEFORE = ['', '', '', '', 'ey ', 'bueno ', 'ok ', 'hola!! ', 'oye una cosa, ', 'xfa ', 'mira ', 'pues ', 'jaja ', 'buenas tardes, ', 'ei ', 'epa '];
// prettier-ignore
const AFTER = ['', '', '', '', ' 😊', ' gracias', '!', ' ok?', ' 🙏🏻', ' jaja', ' bss', ' un abrazo', ' 👍', '...', ' xfa', ' vale?'];
// prettier-ignore
const OPENING = ['', '', 'apunta ', 'mi num ', 'te lo paso en trozos ', 'empieza ', 'ahi va: ', 'es el ', 'toma '];
// prettier-ignore
const CONTINUING = ['', '', 'y ', 'sigue ', 'luego ', 'despues ', 'y el final ', 'lo q falta ', 'acaba en ', '... '];

type Lists = Vocab &
  Record<
    'chan' | 'net' | 'desc' | 'handle' | 'user' | 'domain' | 'mail' | 'site' | 'forms' | 'before' | 'after',
    string[]
  > &
  Record<'opening' | 'continuing', string[]>;

function lists(h: Half): Lists {
  const of = (name: string, list: readonly string[]) => halves(name, list)[h];
  return {
    seps: of('seps', SEPS),
    fillers: of('fillers', FILLERS),
    langs: of('langs', LANGS),
    scripts: of('scripts', SCRIPTS),
    emoji: of('emoji', EMOJI),
    intl: of('intl', INTL),
    chan: of('channels', CHANNELS),
    net: of('networks', NETWORKS),
    desc: of('descriptions', DESCRIPTIONS),
    handle: of('handles', HANDLES),
    user: of('users', USERS),
    domain: of('domains', DOMAINS),
    mail: of('mail forms', MAIL_FORMS),
    site: of('sites', SITES),
    forms: of('forms', FORM_NAMES),
    before: of('before', BEFORE),
    after: of('after', AFTER),
    opening: of('opening', OPENING),
    continuing: of('continuing', CONTINUING),
  };
}

function half(h: Half, seed: number, scale: number): Sample[] {
  const r = new Roll(seed ^ mix(h));
  const v = lists(h);
  const out: Sample[] = [];
  const slot: Record<string, () => string> = {
    chan: () => r.pick(v.chan),
    net: () => r.pick(v.net),
    desc: () => r.pick(v.desc),
    handle: () => r.pick(v.handle),
    mail: () => r.pick(v.mail).replace('{u}', r.pick(v.user)).replace('{d}', r.pick(v.domain)),
    site: () => r.pick(v.site),
  };
  const dress = (text: string) => `${r.pick(v.before)}${text}${r.pick(v.after)}`;
  for (const t of halves('attempts', ATTEMPTS, (a) => `${a.kind}|${a.text}`)[h]) {
    const draws =
      (t.text.includes('{num}') ? DRAWS.withNumber : t.text.includes('{') ? DRAWS.withSlot : DRAWS.plain) * scale;
    for (let i = 0; i < draws; i++) {
      let kind = t.kind;
      const text = t.text.replace(/\{(\w+)\}/g, (_, name: string) => {
        if (name !== 'num') return (slot[name] as () => string)();
        const form = r.pick(v.forms);
        if (kind === 'phone') kind = `phone:${form}`;
        return (FORMS[form] as (typeof FORMS)[string])(r, nineDigits(r), v);
      });
      out.push({ text: dress(text), previous: [], sharing: true, kind, template: t.text, split: h });
    }
  }
  for (const t of halves('ordinary', ORDINARY)[h]) {
    const draws = (t.includes('{') ? DRAWS.ordinary : DRAWS.plain) * scale;
    for (let i = 0; i < draws; i++)
      out.push({ text: dress(fill(t, r)), previous: [], sharing: false, kind: 'ordinary', template: t, split: h });
  }
  for (let i = 0; i < DRAWS.splits * scale; i++) {
    const groups = cut(r, nineDigits(r));
    const parts = Math.min(groups.length, r.pick([2, 2, 3]));
    const size = Math.ceil(groups.length / parts);
    const messages: string[] = [];
    for (let m = 0; m * size < groups.length; m++) {
      const said = groups.slice(m * size, (m + 1) * size).map((g) => piece(r, g, v));
      messages.push(`${r.pick(m === 0 ? v.opening : v.continuing)}${said.join(r.maybe(0.6) ? ' ' : r.pick(v.seps))}`);
    }
    const text = messages.pop() as string;
    out.push({
      text,
      previous: messages,
      sharing: true,
      kind: `split:${messages.length + 1}`,
      template: 'split',
      split: h,
    });
  }
  for (const talk of halves('talks', ORDINARY_TALKS, (t) => t.join('|'))[h]) {
    for (let i = 0; i < DRAWS.talks * scale; i++) {
      const messages = talk.map((m) => fill(m, r));
      const text = messages.pop() as string;
      out.push({
        text,
        previous: messages,
        sharing: false,
        kind: 'ordinary-split',
        template: talk.join('|'),
        split: h,
      });
    }
  }
  return out;
}

/** Both halves; `scale` draws each template that many times more (for tuning-half stress runs). */
export function sixthCorpus(seed = SIXTH_SEED, scale = 1): Sample[] {
  return [...half('tune', seed, scale), ...half('held', seed, scale)];
}
