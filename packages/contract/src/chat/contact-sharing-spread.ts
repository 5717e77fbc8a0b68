// Names of ways out spread over several word tokens: single letters spaced out ("i n s t a",
// "w.h.a.t.s") or up to three short fragments ("face book", "wha-tsa-pp"), looked up in the
// lexicon like one word (contact-sharing-channels.ts).
import { CACHE_SIZE, lookUp } from './contact-sharing-channels.ts';
import { LEXICON, SPEC_WORDS, type Channel } from './contact-sharing-lexicon.ts';
import type { Token } from './contact-sharing-text.ts';

/** A single letter a-z. */
const isLetter = (text: string) => text.length === 1 && text >= 'a' && text <= 'z';

// Words glued back from fragments repeat in long hostile messages: their answers are kept too.
const joinedCache = new Map<string, Channel | null>();
function joinedChannel(joined: string): Channel | null {
  let channel = joinedCache.get(joined);
  if (channel !== undefined) return channel;
  channel = lookUp(joined, false);
  if (joinedCache.size >= CACHE_SIZE) joinedCache.clear();
  joinedCache.set(joined, channel);
  return channel;
}

export type SpreadMatch = {
  channel: Channel | null;
  spec: string | null;
  first: number;
  last: number;
  spaced: boolean;
};

/**
 * A channel (or a spec word) spelled over several word tokens starting at word index `i`:
 * single letters spaced out ("i n s t a", "w.h.a.t.s"), or up to three short fragments
 * ("face book", "wha-tsa-pp"). `words` are the word tokens of the folded text.
 */
/**
 * English contractions: "what's your goal", "you're" are a word and its verb, not one name cut in
 * two, when a sentence goes on after them and nothing points to them ("escríbeme al what's").
 */
const CONTRACTED = new Set(['s', 're', 'll', 've', 'd', 'm', 't']);
const POINTERS = new Set(['al', 'a', 'por', 'x', 'en', 'mi', 'tu', 'on', 'by', 'my', 'your', 'el', 'the', 'de', 'del']);
/** …nor when the rest of the name follows ("what's app"). */
const NAME_ENDS = new Set(['app', 'ap', 'aap', 'apps', 'apk']);
const contracted = (words: Token[], i: number, j: number, text: string) =>
  text.charAt((words[j] as Token).start - 1) === "'" &&
  j + 1 < words.length &&
  !NAME_ENDS.has(words[j + 1]?.text ?? '') &&
  !POINTERS.has(words[i - 1]?.text ?? '');

export function spreadAt(words: Token[], i: number, text = ''): SpreadMatch | null {
  const first = words[i];
  if (!first) return null;
  if (isLetter(first.text)) {
    let joined = '';
    let j = i;
    while (j < words.length && isLetter((words[j] as Token).text) && j - i < 12) joined += (words[j++] as Token).text;
    for (let end = j; end - i >= 2; end--) {
      const candidate = joined.slice(0, end - i);
      const spec = SPEC_WORDS().has(candidate) ? candidate : null;
      // Two letters ("t g", "w a") only for the lexicon's own short forms; "t t" is two letters.
      const channel =
        spec || candidate === 'tt'
          ? null
          : end - i === 2
            ? (LEXICON().get(candidate) ?? null)
            : joinedChannel(candidate);
      if (spec || channel) return { channel, spec, first: i, last: end - 1, spaced: true };
    }
    return null;
  }
  let joined = '';
  for (let j = i; j < i + 3 && j < words.length; j++) {
    const part = (words[j] as Token).text;
    if (part.length > 6 || /\d/.test(part)) return null;
    if (j > i && CONTRACTED.has(part) && contracted(words, i, j, text)) return null;
    joined += part;
    if (j === i) continue;
    const spec = SPEC_WORDS().has(joined) ? joined : null;
    const channel = spec ? null : (LEXICON().get(joined) ?? (joined.length >= 5 ? joinedChannel(joined) : null));
    if (spec || (channel && channel.weight >= 0.5)) return { channel, spec, first: i, last: j, spaced: false };
  }
  return null;
}
