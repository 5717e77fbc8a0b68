// Contact details told by the shape of the whole message (issue 26, fourteenth round): a phone
// given in part (-partial.ts), a handle spelled letter by letter (-spelled-handle.ts), a handle
// named "ese soy yo" beside it (-sent-apart.ts), one's full name to be searched
// (-named-search.ts). Each is one signal strong enough alone.
import type { Signal } from './contact-sharing-score.ts';
import { partialPhone } from './contact-sharing-partial.ts';
import { spelledHandle } from './contact-sharing-spelled-handle.ts';
import { selfNamedInline } from './contact-sharing-sent-apart.ts';
import { namedSearch } from './contact-sharing-named-search.ts';
import type { Folded } from './contact-sharing-text.ts';

/** `account`: the message holds a bank account, whose digits are no phone's head. */
export function shapedSignals(message: Folded, account: boolean): Signal[] {
  const signals: Signal[] = [];
  // "677 698… y el final te lo mando luego".
  const partial = account ? null : partialPhone(message.folded);
  if (partial) signals.push({ reason: 'telefono', weight: 1, match: partial });
  // "mi nick: a i n h o a . b o x e o 8 2".
  const spelled = spelledHandle(message.folded);
  if (spelled) signals.push({ reason: 'red_social', weight: 1, match: spelled });
  // "run.bruno96 ← ese soy yo".
  const inline = selfNamedInline(message);
  if (inline) signals.push(inline);
  // "busca Nerea Sanz monitor natación Barcelona".
  const searched = namedSearch(message.cased);
  if (searched) signals.push({ reason: 'red_social', weight: 1, match: searched });
  return signals;
}
