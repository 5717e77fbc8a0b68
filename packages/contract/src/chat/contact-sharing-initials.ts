// Names given by an initial or a colour (issue 26, tenth round, after the first rounds' "X"): a
// capital X standing alone is the network ("te sigo en X"), a capital W after a word that points
// is WhatsApp ("por la W"), and a colour alone, through or to which one goes, is an app when a
// verb of writing or an ask is near ("escríbeme por el verde", "berdetik idatzi").
import { colourApp, colourThrough } from './contact-sharing-context.ts';
import { lazyWords } from './contact-sharing-lazy.ts';
import { TALK_WINDOW, near } from './contact-sharing-score-terms.ts';
import type { Target } from './contact-sharing-targets.ts';
import { NEGATIONS } from './contact-sharing-terms.ts';
import type { Token } from './contact-sharing-text.ts';

/** Lunes to domingo by their letters (X is miércoles). */
const WEEKDAY_LETTERS = lazyWords('l m j v s d');
/** Letters that are words ("en X y en TikTok"), not letters of a word spelled out. */
const ONE_LETTER_WORDS = lazyWords('y o a e i u');
/** A letter joined to it by a dash or a dot: "E-T-X-E", "T.R.X.". */
const SPELLED_BEFORE = /(?:^|[^\p{L}])\p{L}[-.]$/u;
const SPELLED_AFTER = /^[-.]\p{L}(?:[^\p{L}]|$)/u;
const W_BEFORE = lazyWords('la el por al x en mi tu pel per a');
const COLOUR_WEIGHT = 0.3;
/** What a Basque ending that points ("berdetik") adds, as "por" before a name does. */
const POINTED_BY_ENDING = 0.3;

const single = (i: number, base: number, kind: Target['kind'], reason: Target['reason'], match: string): Target => ({
  first: i,
  last: i,
  base,
  kind,
  reason,
  skipArticle: true,
  match,
  spaced: false,
});

/** The target of a capital initial at word i, or null. */
export function initialTarget(words: readonly string[], i: number, token: Token, cased: string): Target | null {
  const word = words[i];
  const capital = cased.charAt(token.start);
  const beside = [words[i - 1] ?? '', words[i + 1] ?? ''];
  // Not between numbers ("3 X 12") nor among the letters of weekdays ("L-X-V", "X y J"),
  // nor spelled among other letters ("E-T-X-E-B-E-R-R-I-A", "el T.R.X.").
  if (
    word === 'x' &&
    capital === 'X' &&
    !/\d/.test(beside.join('')) &&
    !beside.some((w) => WEEKDAY_LETTERS().has(w) || (/^[a-z]$/.test(w) && !ONE_LETTER_WORDS().has(w))) &&
    !SPELLED_BEFORE.test(cased.slice(Math.max(0, token.start - 3), token.start)) &&
    !SPELLED_AFTER.test(cased.slice(token.end, token.end + 3))
  )
    return single(i, 0.3, 'network', 'red_social', 'X');
  if (word === 'w' && capital === 'W' && W_BEFORE().has(words[i - 1] ?? ''))
    return single(i, 0.4, 'talk', 'variante', 'W');
  return null;
}

const CARRIED_ON = lazyWords('seguimos sigamos continuamos continuemos seguim hablamos hablemos');

/**
 * Colours standing for an app, with a verb of writing or an ask near (`verbs`), or this chat set
 * against them ("per la verda, que aquí no em va bé"); not "pásate por el verde", nor where a
 * name or a description is already read.
 */
export function colourTargets(words: readonly string[], targets: readonly Target[], verbs: number[]): Target[] {
  const found: Target[] = [];
  for (let i = 0; i < words.length; i++) {
    if (!colourApp(words, i) || targets.some((x) => x.first <= i && x.last >= i)) continue;
    const notHere = words.some((w, k) => (w === 'aqui' || w === 'esto') && NEGATIONS().has(words[k + 1] ?? ''));
    // "por el verde mejor", "seguimos por el verde": preferred, or the conversation carried on there.
    const preferred = words[i + 1] === 'mejor' || CARRIED_ON().has(words[i - 3] ?? '');
    if (!notHere && !preferred && !near(verbs, i, i, TALK_WINDOW.before, TALK_WINDOW.after)) continue;
    const glued = colourThrough(words[i] as string);
    found.push({
      ...single(i, glued ? COLOUR_WEIGHT + POINTED_BY_ENDING : COLOUR_WEIGHT, 'talk', 'variante', ''),
      // A name disguised, like "guasap": it may complete what the sender's last messages began.
      match: words.slice(Math.max(0, i - 2), i + 1).join(' '),
      described: true,
      vague: !glued,
    });
  }
  return found;
}
