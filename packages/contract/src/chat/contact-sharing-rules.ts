// The word and pattern rules of the contact-sharing detector beyond the spec's list. Words and
// phrases are looked up token by token in a table keyed by their first word (one pass, no regex
// alternations to try at every character); the few remaining regexes are linear and only run
// when the text contains the character they need.
import type { ContactSharingReason } from './contact-sharing.ts';
import { isWordChar } from './contact-sharing-tokens.ts';

export type RuleMatch = { reason: ContactSharingReason; match: string };

type Phrase = {
  words: string[];
  reason: ContactSharingReason;
  /** The phrase does not count when followed by one of these words ("mi número de socio"). */
  notBefore?: ReadonlySet<string>;
  /** …or preceded by one of these ("el punto es que…"). */
  notAfter?: ReadonlySet<string>;
};

/** The words of a phrase spec, punctuation dropped: "truca'm" → ["truca", "m"]. */
const tokenize = (text: string): string[] => text.match(/[\p{L}\p{N}]+/gu) ?? [];

/**
 * Expands a compact phrase spec: space-separated slots, "|" between alternatives, "+" joins
 * words inside one alternative, a leading "?" makes the slot optional.
 * "hazme|dame una ?llamada perdida" → hazme una perdida, hazme una llamada perdida, dame…
 */
function expand(spec: string): string[][] {
  let results: string[][] = [[]];
  for (const slot of spec.split(' ')) {
    const optional = slot.startsWith('?');
    const alternatives = (optional ? slot.slice(1) : slot).split('|').map((alt) => tokenize(alt.replace(/\+/g, ' ')));
    if (optional) alternatives.push([]);
    results = results.flatMap((prefix) => alternatives.map((alt) => [...prefix, ...alt]));
  }
  return results;
}

class PhraseTable {
  private readonly byFirst = new Map<string, Phrase[]>();

  add(reason: ContactSharingReason, specs: string[], options: Omit<Phrase, 'words' | 'reason'> = {}): this {
    for (const spec of specs) {
      for (const words of expand(spec)) {
        const first = words[0] as string;
        const list = this.byFirst.get(first) ?? [];
        list.push({ words, reason, ...options });
        this.byFirst.set(first, list);
      }
    }
    return this;
  }

  /** The longest phrase starting at tokens[i], or null. */
  at(tokens: string[], i: number): Phrase | null {
    let best: Phrase | null = null;
    for (const phrase of this.byFirst.get(tokens[i] as string) ?? []) {
      const n = phrase.words.length;
      if (best && best.words.length >= n) continue;
      if (!phrase.words.every((word, k) => tokens[i + k] === word)) continue;
      if (phrase.notBefore?.has(tokens[i + n] ?? '')) continue;
      if (phrase.notAfter?.has(tokens[i - 1] ?? '')) continue;
      best = phrase;
    }
    return best;
  }
}

// Variants and disguises of the spec's own words (the exact words are checked first).
const WHATSAPP_LIKE = /^(?:wh?ats?s?|guass?|wass?)app?\p{L}*$/u; // whatsap, wasap, guasapéame…
const variants = new PhraseTable().add('variante', [
  'whats|wasa|wsp|wpp|wapp',
  'telefon|telefonos|telf|tfno|tfn|tlfn|tlfno|tel',
  'mobil|celular',
  'mail|mails|emails|e+mails',
  'insta|instag|ig',
  'fb|feisbuk|feis',
  'por|en|al|del|mi|tu|el|my|on face',
  'telegrama',
]);

// Verbs that introduce an address ("escríbeme al correo", "envia'm un correu").
const ASK = new PhraseTable().add('email', [
  'escribeme|escribenos|escribime|escribirme|mandame|mandamelo|mandamela|mandanos|enviame|enviamelo|enviamela',
  'envianos|pasame|dame|dime|contactame|contactarme',
  'te paso|doy|dejo|mando|envio',
  'me das|pasas|dejas',
  'cual es',
  "envia'm|escriu-me|escriure'm|passa'm|envieu-me|escriviu-me|digues-me",
]);
const MAIL_WORDS = new Set(['correo', 'correu']);
// Between the verb and the word only small words may stand ("pásame tu correo", "escríbeme al
// correo"): "dime si llegó el correo" is ordinary.
const ASK_FILLERS = new Set(
  'a al el la lo los un una por tu su mi me te de pel per teu meu my your an to by'.split(' '),
);
const ASK_GAP = 3;

const SOCIAL_VERB = 'buscame|sigueme|agregame|anademe|encuentrame|segueix-me|afegeix-me|follow+me|find+me|add+me';
const NETWORKS = 'tiktok|tik+tok|twitter|tuiter|twitch|strava';
const NETWORK_CONTEXT = 'mi|tu|su|en|por|on|al|my|your|el+meu|el+teu|a+l';
const POSSESSIVE = 'mi|tu|su|vuestro|nuestro|el+meu|el+teu|el+seu|my|your';
const SPOKEN_TLD = 'com|net|org|cat|eu|info|io|co|fit|app|club|pro|shop|online|site|store|xyz|dev|ly|gl|ee|tv|uk|fr|pt';

const phrases = new PhraseTable()
  // E-mail addresses spelled out or hinted at.
  .add('email', [
    'arroba|arrova|gmail|hotmail|yahoo|outlook|icloud|protonmail|gmx',
    'correo|correu personal|privado|particular|electronico|electronic',
    'mi|mis|el+meu|al+meu|nuestro|my correo|correu',
    'a tu correo|correu',
    'direccion de correo',
    'adreca de correu',
    'adreca electronica',
    'email|mail address',
  ])
  // Domains said aloud. "punto es" only after a name: "el punto es que…" is ordinary Spanish.
  .add('enlace', ['https|http|www', `punto|punt|dot ${SPOKEN_TLD}`])
  .add('enlace', ['punto|punt|dot es'], {
    notAfter: new Set('el un este ese otro buen primer segundo mi tu su al del cada aquel gran mal'.split(' ')),
  })
  // Social networks beyond the spec's list, handles and private-message hints. Apps that are only
  // a channel to talk always count; content networks only when pointed to ("coreos de TikTok" is
  // a dance class, "búscame en TikTok" is not).
  .add('red_social', [
    'snapchat|snap|discord|skype|signal|onlyfans|linktree',
    `${NETWORK_CONTEXT} ${NETWORKS}`,
    `usuario|user|cuenta|perfil|canal de|en ${NETWORKS}`,
    'mi canal',
    'canal de youtube',
    'mi nick|user',
    'my handle|username',
    'mis|tus redes',
    `${SOCIAL_VERB} como|as|com+a`,
    `${SOCIAL_VERB} en|por|on ?las|todas+las redes|google|youtube|strava`,
    'por|al|un|en|dm|send+me+a md|dm|mp|priv|privi',
    'por|al privado',
    'dm me',
  ])
  // Calls, texts and numbers asked for or offered.
  .add('telefono', [
    // Not "llamarme": "puedes llamarme Mar" is a name.
    'llamame|llamadme|llamanos|llamadnos',
    'te llamo|llamare',
    'me llamas',
    "truca'm|truca-me",
    'trucam',
    'et truco',
    'em truques',
    'sms',
    'hazme|dame una ?llamada perdida',
    'call|ring|text|phone me',
    'give me a call',
    'send me a text',
    'phone|mobile|cell number',
  ])
  .add('telefono', [`${POSSESSIVE} numero|num|number`], { notBefore: new Set(['de', 'of']) })
  .add('contacto', [
    'numero de contacto',
    'numero personal|privado',
    'datos|info|informacion de contacto',
    'te paso|dejo|doy mi|el contacto',
    'contact details',
  ])
  // "Contáctame por aquí" stays on the platform; "contáctame por WhatsApp" is caught by its channel.
  .add('contacto', ["contactame|contactarme|contacta'm", 'contact me'], {
    notBefore: new Set(['por', 'aqui', 'here']),
  });

function findAskedMail(tokens: string[], i: number): string | null {
  for (let gap = 0; gap <= ASK_GAP && i - gap > 0; gap++) {
    if (gap > 0 && !ASK_FILLERS.has(tokens[i - gap] as string)) return null;
    const end = i - gap;
    for (let start = Math.max(0, end - 3); start < end; start++) {
      if (ASK.at(tokens, start)?.words.length === end - start) return tokens.slice(start, i + 1).join(' ');
    }
  }
  return null;
}

/** The first variant of a spec word in the tokens ("guasap", "tfno", "al face"). */
export function findVariant(tokens: string[]): string | null {
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as string;
    if ((token.startsWith('w') || token.startsWith('g')) && WHATSAPP_LIKE.test(token)) return token;
    const phrase = variants.at(tokens, i);
    if (phrase) return phrase.words.join(' ');
  }
  return null;
}

/** The first contact-sharing word or phrase beyond the spec's list. */
export function findPhrase(tokens: string[]): RuleMatch | null {
  for (let i = 0; i < tokens.length; i++) {
    const phrase = phrases.at(tokens, i);
    if (phrase) return { reason: phrase.reason, match: phrase.words.join(' ') };
    if (MAIL_WORDS.has(tokens[i] as string)) {
      const asked = findAskedMail(tokens, i);
      if (asked) return { reason: 'email', match: asked };
    }
  }
  return null;
}

type Pattern = { reason: ContactSharingReason; needs: string; pattern: RegExp };

// Patterns that depend on punctuation; each runs only if the text contains `needs`.
const PATTERNS: Pattern[] = [
  { reason: 'email', needs: 'at', pattern: /[([{<]\s*at\s*[)\]}>]/u },
  { reason: 'email', needs: ':', pattern: /(?<![\p{L}\p{N}])(?:correo|correu)\s*:/u },
  { reason: 'enlace', needs: '://', pattern: /:\/\// },
  // A handle: letters and digits joined by underscores, with at least one letter ("marta_fit").
  {
    reason: 'red_social',
    needs: '_',
    pattern: /(?<![\p{L}\p{N}_])(?=[\p{N}_]*\p{L})[\p{L}\p{N}_]*[\p{L}\p{N}]_[\p{L}\p{N}][\p{L}\p{N}_]*/u,
  },
];

export function findPattern(folded: string): RuleMatch | null {
  for (const { reason, needs, pattern } of PATTERNS) {
    if (!folded.includes(needs)) continue;
    const m = pattern.exec(folded);
    if (m) return { reason, match: m[0] };
  }
  return null;
}

const TLDS = new Set(['es', ...SPOKEN_TLD.split('|')]);
const SHORT_LINKS = new Set(['wa.me', 't.me', 'fb.me']);
const isDomainChar = (ch: string) => ch === '.' || ch === '-' || (ch.charCodeAt(0) < 128 && isWordChar(ch));
const isAsciiLetter = (ch: string) => /^[a-z]$/i.test(ch);
const isLower = (ch: string) => ch !== ch.toUpperCase();
const isUpper = (ch: string) => ch !== ch.toLowerCase();

/**
 * The domain ending at the dot `dot` of the ASCII run cased[start, end), or null: a known ending
 * ("martafit.es", "wa.me"), or any ending followed by a path ("forms.gle/abc").
 */
function domainAt(cased: string, start: number, end: number, dot: number): string | null {
  let tldEnd = dot + 1;
  while (tldEnd < end && isAsciiLetter(cased.charAt(tldEnd))) tldEnd++;
  const tld = cased.slice(dot + 1, tldEnd).toLowerCase();
  const next = cased.charAt(tldEnd);
  const last = cased.charAt(dot - 1);
  if (tld === '' || last === '.' || last === '-') return null;
  // Sliced only once found: a run of many dots must stay linear.
  const name = () => cased.slice(start, tldEnd).toLowerCase();
  const withPath = next === '/' && tld.length >= 2 && tld.length <= 6 && isWordChar(cased.charAt(tldEnd + 1));
  if (withPath) return name();
  if (next !== '' && (isWordChar(next) || next === '-')) return null;
  if (dot - start <= 2 && SHORT_LINKS.has(name())) return name();
  if (!TLDS.has(tld)) return null;
  // "Vale.Es a las 7": a full stop missing its space, not a domain.
  const sentence = isUpper(cased.charAt(dot + 1)) && isLower(last);
  return sentence ? null : name();
}

/**
 * A domain or link in case-preserved text. One pass over runs of ASCII letters, digits, dots and
 * hyphens that do not continue a word; within a run, each dot is a candidate ending.
 */
export function findDomain(cased: string): string | null {
  let i = cased.indexOf('.');
  if (i < 0) return null;
  while (i > 0 && isDomainChar(cased.charAt(i - 1))) i--;
  while (i < cased.length) {
    if (!isDomainChar(cased.charAt(i))) {
      i++;
      continue;
    }
    const start = i;
    while (i < cased.length && isDomainChar(cased.charAt(i))) i++;
    if (start > 0 && isWordChar(cased.charAt(start - 1))) continue;
    for (let dot = start + 1; dot < i; dot++) {
      const domain = cased.charAt(dot) === '.' ? domainAt(cased, start, i, dot) : null;
      if (domain) return domain;
    }
  }
  return null;
}

const GAP = '[^\\p{L}\\p{N}]{0,3}';

/** Whole words whose letters may be spread out by spaces or punctuation ("w h a t s a p p"). */
export function spreadWords(list: string[]): RegExp {
  const spread = list.map((word) => [...word].join(GAP));
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${spread.join('|')})(?![\\p{L}\\p{N}])`, 'u');
}
