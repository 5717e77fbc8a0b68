// Recognises the ways out of the platform by name (contact-sharing-lexicon.ts), however they are disguised:
// apps, networks and phone words with short forms ("tg", "wa", "movi", "celu"), the shapes of
// "whatsapp" ("guasap", "wsp", "uasap"…), consonant skeletons ("tlgrm", "nstgrm"), one typo in a
// long name ("instagran") and leetspeak ("t3l3gr4m"); names spread over several tokens ("i n s t
// a", "face book", "wha-tsa-pp") in contact-sharing-spread.ts.
import { lazy } from './contact-sharing-lazy.ts';
import { LEXICON, SPEC_WORDS, type Channel } from './contact-sharing-lexicon.ts';

export const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '9': 'g',
  '@': 'a',
};

/** "wh4tsapp" → "whatsapp", "9u45a" → "guasa", "1g" → "ig"; only words that mix digits and letters. */
export function deLeet(word: string): string {
  if (word.length < 2 || !/\d/.test(word) || !/[a-z]/.test(word)) return word;
  const decoded = word.replace(/[0134579]/g, (d) => LEET[d] ?? d);
  // "1g", "w4": a short word only when it reads as a name ("4a", a floor's door, does not).
  return word.length >= 4 || LEXICON().has(decoded) ? decoded : word;
}

const collapse = (word: string) => word.replace(/(.)\1+/g, '$1');
const COLLAPSED_SPEC = lazy(() => new Set([...SPEC_WORDS()].map(collapse)));

/** A spec word with doubled letters or leetspeak ("whatssapp", "mmovil", "t3legram"). */
export const isSpecVariant = (word: string) =>
  SPEC_WORDS().has(word) || (word.length >= 4 && COLLAPSED_SPEC().has(collapse(word)));
/** "wwppp", "messeenngeer", "zzooom": the lexicon again with doubled letters collapsed. */
const COLLAPSED = lazy(
  () => new Map<string, Channel>([...LEXICON()].map(([name, channel]) => [collapse(name), channel])),
);
/** Consonants only, repeats collapsed: "telegrama" → "tlgrm". */
const skeleton = (word: string) => collapse(word.replace(/[aeiouyh]/g, ''));
const SKELETONS = lazy(
  () =>
    new Map<string, Channel>(
      ['telegram', 'instagram', 'whatsapp', 'facebook', 'linkedin', 'snapchat', 'bluesky', 'tiktok'].map((name) => [
        skeleton(name),
        LEXICON().get(name) as Channel,
      ]),
    ),
);
/**
 * Short names' skeletons match only words written without vowels ("sgnl", "mssngr", "dscrd"):
 * "es genial" glued is "esgenial", whose skeleton is Signal's.
 */
const BARE_SKELETONS = lazy(
  () =>
    new Map<string, Channel>(
      ['signal', 'messenger', 'discord'].map((name) => [skeleton(name), LEXICON().get(name) as Channel]),
    ),
);
/**
 * Names people cut short ("whatsa", "messeng", "discor", "snapch") or keep the end of
 * ("igram", "legram", "tsapp"): six letters of the start, or five of the end, of a long name.
 * Not LinkedIn ("linked") nor Facebook's end ("ebook").
 */
const CUT_NAMES = [
  'whatsapp',
  'telegram',
  'instagram',
  'facebook',
  'messenger',
  'discord',
  'snapchat',
  'youtube',
  'twitter',
  'bluesky',
];
function cutName(word: string): Channel | null {
  if (word.length < 5) return null;
  for (const name of CUT_NAMES) {
    if (word.length >= name.length) continue;
    const start = word.length >= 6 && name.startsWith(word);
    const end = name !== 'facebook' && name.endsWith(word) && name.length - word.length <= 4;
    if (start || end) return LEXICON().get(name) as Channel;
  }
  return null;
}
// "whatsapp" as people spell it: gu/hu/u for w, h anywhere, doubled letters, a verb after it.
const WHATSAPP_SHAPE = /^w[ao]?t?[sz]+a?p/;
const WHATSAPP_CUT = /^wa?t?(?:ss+|zz+)$/;
const LONG_NAMES = [
  'instagram',
  'telegram',
  'whatsapp',
  'facebook',
  'linkedin',
  'snapchat',
  'youtube',
  'twitter',
  'bluesky',
  // Six letters: one typo away only with the first two letters kept ("tiktock", "twich", "stava").
  'tiktok',
  'twitch',
  'strava',
  'reddit',
  'discord',
  'mastodon',
  'onlyfans',
];

/** True when a and b differ by at most one insertion, deletion, substitution or swap. */
function nearlyEqual(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a.charAt(i) === b.charAt(i)) i++;
  const rest = (x: string, y: string) => x === y;
  if (a.length === b.length) {
    return (
      rest(a.slice(i + 1), b.slice(i + 1)) ||
      (a.charAt(i) === b.charAt(i + 1) && a.charAt(i + 1) === b.charAt(i) && rest(a.slice(i + 2), b.slice(i + 2)))
    );
  }
  return a.length > b.length ? rest(a.slice(i + 1), b.slice(i)) : rest(a.slice(i), b.slice(i + 1));
}

/** What the detector needs to know about one word, computed once per word (bounded cache). */
export type WordInfo = { decoded: string; specVariant: boolean; channel: Channel | null };
const cache = new Map<string, WordInfo>();
export const CACHE_SIZE = 20_000;

export function wordInfo(raw: string): WordInfo {
  const cached = cache.get(raw);
  if (cached !== undefined) return cached;
  const decoded = deLeet(raw);
  const info = {
    decoded,
    specVariant: !SPEC_WORDS().has(raw) && isSpecVariant(decoded),
    channel: lookUp(decoded, true),
  };
  if (cache.size >= CACHE_SIZE) cache.clear();
  cache.set(raw, info);
  return info;
}

/** The channel a single folded word names, or null. */
export const channelOf = (raw: string): Channel | null => wordInfo(raw).channel;

/** `fuzzy`: also one typo in a long name (not for words glued from fragments). */
export function lookUp(word: string, fuzzy: boolean): Channel | null {
  const exact = LEXICON().get(word) ?? (word.length >= 3 ? COLLAPSED().get(collapse(word)) : undefined);
  if (exact) return exact;
  // "wzp", "wsap": whatsapp's shape from three letters on.
  if (word.length === 3 && /^w[sz]p$/.test(word)) return LEXICON().get('whatsapp') as Channel;
  if (word.length < 4) return null;
  const w = word.replace(/^(gu|hu|u|gw)(?=a)/, 'w').replace(/h/g, '');
  // "uats", "guats": said the Spanish way, spelled as said.
  if (w !== word && LEXICON().get(w)?.name === 'whatsapp') return LEXICON().get(w) as Channel;
  if (w.startsWith('w') && WHATSAPP_SHAPE.test(collapse(w))) return LEXICON().get('whatsapp') as Channel;
  // "wass", "guass", "uatss": cut after its "s", said twice so as not to be English "was".
  if (WHATSAPP_CUT.test(w)) return LEXICON().get('whatsapp') as Channel;
  const cut = cutName(word);
  if (cut) return cut;
  const small = diminished(word);
  if (small) return small;
  const bones = skeleton(word);
  if (!/[aeiou]/.test(word) && BARE_SKELETONS().has(bones)) return BARE_SKELETONS().get(bones) as Channel;
  if (bones.length >= 4) {
    for (const [shape, channel] of SKELETONS())
      if (bones === shape || (shape.length >= 5 && bones.startsWith(shape))) return channel;
  }
  if (fuzzy && word.length >= 5) {
    // One typo: the first or the second letter still matches (both, for names of six letters).
    const near = LONG_NAMES.find(
      (name) =>
        (name.length > 6 ? word[0] === name[0] || word[1] === name[1] : word.slice(0, 2) === name.slice(0, 2)) &&
        nearlyEqual(word, name),
    );
    if (near) return (LEXICON().get(near) ?? lookUp(near, false)) as Channel;
  }
  return null;
}

/**
 * "telefonillo", "movilito", "wasapito": a name in a diminutive is the name, but weak, as it may
 * be something else ("el telefonillo del portal" is the door's): it needs "tu", an ask, a talk.
 */
const DIMINUTIVE = /^([a-z]{3,}?)(?:c?ill|c?it|uch|ic)[oa]s?$/;
const DIMINUTIVE_WEIGHT = 0.4;
function diminished(word: string): Channel | null {
  const base = DIMINUTIVE.exec(word)?.[1];
  if (!base) return null;
  for (const candidate of [base, `${base}o`, `${base}a`]) {
    const channel =
      LEXICON().get(candidate) ?? (SPEC_WORDS().has(candidate) ? (LEXICON().get('telef') as Channel) : undefined);
    if (channel) return { ...channel, weight: Math.min(channel.weight, DIMINUTIVE_WEIGHT), diminutive: true };
  }
  return null;
}
