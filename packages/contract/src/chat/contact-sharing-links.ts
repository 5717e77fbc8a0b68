// Domains and links however the dot is written: "martafit.es", "martafit . es", "martafit[.]es",
// "martafit (punto) es", "martafit dot com", "martafit · es"; short links ("wa.me/…"). A full stop
// that lost its space ("vale.es a las 21:00", "ok.es que llego justo") is a sentence, not a domain.
// E-mail hints and handles that need punctuation are in -patterns.ts.
import { isWordChar, lex, type Token } from './contact-sharing-text.ts';
import { lazy, lazyWords } from './contact-sharing-lazy.ts';
import { SENTENCE_ENDS, handleShaped } from './contact-sharing-handle-shape.ts';

export type LinkMatch = { reason: 'enlace' | 'email' | 'red_social'; match: string };

const TLDS = lazyWords(`
  es com net org cat eus gal eu info io co me app club pro online site shop store xyz dev ly gl ee tv uk fr pt de it
  fit coach biz us ca mx ar cl top link live blog page web website studio gym yoga fitness bio art ws
  ai sh gg cc fm ch nl dk fi ie br au nz mobi name health life team run bike dance world space tech social training
  ro pl ua ru
`);
/** Words cut short with a dot: "ref.", "tel.", "avda.". */
const ABBREVIATIONS = lazyWords('ref tel telf pag num aprox etc sr sra dr dra av avda pza cl ctra');
/** Endings that are also words after a full stop ("vale.es a las 9", "ok.me parece"). */
const WORD_TLDS = lazyWords('es me eu de it ca us co pro art live page web');
const SPOKEN_DOTS = lazyWords('punto puntito punt dot puntu point punkt ponto');
const PATH_WORDS = lazyWords('barra slash');
const OPENERS = lazy(() => new Set(['(', '[', '{', '<', '_']));
const CLOSERS = lazy(() => new Set([')', ']', '}', '>', '_']));
const DOTS = lazy(() => new Set(['.', '·', '•']));
const SHORT_LINKS = lazyWords('wa.me t.me fb.me bit.ly linktr.ee youtu.be goo.gl forms.gle tinyurl.com');
/** Words after "punto" that make it an ordinary noun: "el punto es que…", "en punto es cuando". */
const NOT_A_NAME = lazyWords(`
  el la lo los las un una este ese esta aquel otro mi tu su al del cada buen mal primer segundo tercer cuarto ultimo
  siguiente mismo en de a y o que por con sin sobre ningun algun gran punto the this that each first
`);
/** After a domain, words that continue the sentence it is in ("martafit.es y me escribes"). */
const AFTER_DOMAIN = lazyWords('y o e para pero donde ahi alli and or porque aunque tambien i');
const WEB_CUES = lazyWords(
  `web pagina website site link enlace url www visita entra dominio blog navegador formulario browser webs webpage
  webgunea webgune webgunean webgunera orrialdea paxina sitioweb`,
);

/**
 * glued "a.es"; after "a. es" (a full stop's own space); spaced "a . es", "a .es"; bracketed "a[.]es";
 * a comma glued on both sides with no word for a website near ("pauentrena,es").
 */
type Dot = {
  kind: 'glued' | 'after' | 'spaced' | 'bracketed' | 'spoken' | 'paused' | 'bare' | 'comma';
  next: number;
  /** A comma read as the dot. */
  comma?: boolean;
};

/** A dot said as a word ("punto", "dot") at token j, a space before the word after it. */
const spokenDot = (tokens: Token[], j: number) => {
  const k = tokens[j]?.kind === 'space' ? j + 1 : j;
  return tokens[k]?.kind === 'word' && SPOKEN_DOTS().has((tokens[k] as Token).text);
};

/** The dot (in any of its forms) that starts at token i, and the index of the token after it. */
function dotAt(tokens: Token[], i: number, comma: boolean): Dot | null {
  let j = i;
  const spaceBefore = tokens[j]?.kind === 'space';
  if (spaceBefore) j++;
  let bracketed = false;
  if (OPENERS().has(tokens[j]?.text ?? '')) {
    bracketed = true;
    j++;
    if (tokens[j]?.kind === 'space') j++;
  }
  // "anafit, punto es": a dot said between commas, as a dictation pauses.
  if (!bracketed && tokens[j]?.text === ',' && spokenDot(tokens, j + 1)) {
    j += tokens[j + 1]?.kind === 'space' ? 2 : 1;
    const next = j + 1 + (tokens[j + 1]?.text === ',' ? 1 : 0);
    return { kind: 'paused', next: tokens[next]?.kind === 'space' ? next + 1 : next };
  }
  const token = tokens[j];
  if (!token) return null;
  // "mi web: martafit,es": a comma for a dot next to a word for a website; glued on both sides
  // ("pauentrena,es"), after a name only a handle can be (isDomain).
  const gluedComma = token.text === ',' && !spaceBefore && !bracketed && tokens[j + 1]?.kind === 'word';
  const mark = token.kind === 'mark' && (DOTS().has(token.text) || (comma && token.text === ',') || gluedComma);
  const spoken = token.kind === 'word' && SPOKEN_DOTS().has(token.text) && (spaceBefore || bracketed);
  if (!mark && !spoken) return null;
  j++;
  if (bracketed) {
    if (tokens[j]?.kind === 'space') j++;
    if (!CLOSERS().has(tokens[j]?.text ?? '')) return null;
    j++;
  }
  const spaceAfter = tokens[j]?.kind === 'space';
  if (spaceAfter) j++;
  // "(punto)", "[dot]": a dot said in brackets is as deliberate as "[.]".
  if (bracketed) return { kind: 'bracketed', next: j };
  if (spoken) return { kind: 'spoken', next: j };
  if (spaceBefore) return { kind: 'spaced', next: j };
  if (token.text === ',' && !comma) return { kind: 'comma', next: j };
  return { kind: spaceAfter ? 'after' : 'glued', next: j, comma: token.text === ',' };
}

function isDomain(tokens: Token[], name: number, dot: Dot, tld: number, webCue: boolean, cased: string): boolean {
  const nameToken = tokens[name] as Token;
  const nameText = nameToken.text;
  if (/^\d+$/.test(nameText)) return false;
  const after = tokens[tld + 1];
  if (after?.text === '/' && tokens[tld + 2]?.kind === 'word') return true;
  // "yogalab punto es barra contacto": a path said in words.
  if (after?.kind === 'space' && PATH_WORDS().has(tokens[tld + 2]?.text ?? '')) return true;
  const tldText = (tokens[tld] as Token).text;
  const wordAfter = tokens[tld + (after?.kind === 'space' ? 2 : 1)];
  const continues = wordAfter?.kind === 'word' && !AFTER_DOMAIN().has(wordAfter.text);
  switch (dot.kind) {
    case 'bare':
      // No dot at all: only at the end of what is said ("mi web: lauramoves es").
      return !continues;
    case 'comma':
      // "vale,es que…", "bien,com vulguis" are sentences; "saraentrena,es" is a handle's domain.
      // "sergio-move,cat" at the end: a hyphenated name is a handle's too.
      if (SENTENCE_ENDS().has(nameText)) return false;
      return handleShaped(nameText) || (tokens[name - 1]?.text === '-' && !continues);
    case 'spoken':
      if (NOT_A_NAME().has(nameText)) return false;
      return !(WORD_TLDS().has(tldText) && continues) || webCue || /\d/.test(nameText);
    case 'paused':
      // "bueno, punto, es que…" is a sentence: only a name a handle can be, or one for a website.
      return (handleShaped(nameText) || webCue) && !SENTENCE_ENDS().has(nameText) && !NOT_A_NAME().has(nameText);
    case 'bracketed':
      return true;
    case 'spaced':
      // "vale . es a las 9": a sentence's word, its full stop typed apart, then more of it.
      return !(SENTENCE_ENDS().has(nameText) && WORD_TLDS().has(tldText) && continues);
    case 'after': {
      // "ref. CL-2025-…", "tel. 91…": an abbreviation's dot.
      if (ABBREVIATIONS().has(nameText)) return false;
      // "por si lo piden en la puerta, es el 2336": a comma and its space, then more of the
      // sentence, is a comma.
      if (dot.comma && continues) return false;
      // "lunes. info en recepción": a sentence; "martafit. es" at the end: a domain. A sentence
      // starts with a capital: "nereabox. pro está…", "pau. fit en el navegador" do not.
      if (SENTENCE_ENDS().has(nameText)) return false;
      const first = cased.charAt((tokens[tld] as Token).start);
      const lower = first === first.toLowerCase();
      // "…de 45 minutos. Es para…": a capital after a full stop starts a sentence.
      if (!lower && !handleShaped(nameText) && !/\d/.test(nameText) && wordAfter?.kind === 'word') return false;
      if (!continues) return true;
      return lower && (!WORD_TLDS().has(tldText) || webCue || /\d/.test(nameText));
    }
    case 'glued': {
      // "Vale.Es a las 7": a lower-case letter, then a capital after the dot.
      const before = cased.charAt(nameToken.end - 1);
      const first = cased.charAt((tokens[tld] as Token).start);
      if (before !== before.toUpperCase() && first !== first.toLowerCase()) return false;
      if (WORD_TLDS().has(tldText) && continues) {
        if (SENTENCE_ENDS().has(nameText)) return false;
        // "joanlift.es tiene todo": a name no sentence ends with ("vale.es a las 9" does).
        return webCue || /\d/.test(nameText) || tokens[name - 1]?.text === '-' || handleShaped(nameText);
      }
      // "okey.org... organizamos", "bien.info que te falte": a word that ends a sentence, then
      // more of the message, is a space lost whatever the ending.
      if (SENTENCE_ENDS().has(nameText) && tokens.slice(tld + 1).some((t) => t.kind === 'word')) return false;
      return !(SENTENCE_ENDS().has(nameText) && WORD_TLDS().has(tldText));
    }
  }
}

/** A domain or link in the tokens of folded text (`cased`: the same text with its case). */
export function findDomain(tokens: Token[], words: readonly string[], cased: string): string | null {
  // "mi web: martafit,es": a comma for a dot, only next to a word for a website.
  const webCue = words.some((word) => WEB_CUES().has(word));
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as Token;
    if (token.kind !== 'word') continue;
    // "mi web sin espacios: lauramoves es": with a web cue, a handle then an ending is a domain.
    const dot =
      dotAt(tokens, i + 1, webCue) ??
      (webCue && handleShaped(token.text) && tokens[i + 1]?.text === ' '
        ? { kind: 'bare' as const, next: i + 2 }
        : null);
    if (!dot) continue;
    const tld = tokens[dot.next];
    if (tld?.kind !== 'word') continue;
    const text = `${token.text}.${tld.text}`;
    if (SHORT_LINKS().has(text)) return text;
    if (token.text.length < 2) continue;
    const withPath =
      dot.kind === 'glued' && tokens[dot.next + 1]?.text === '/' && tokens[dot.next + 2]?.kind === 'word';
    if (!TLDS().has(tld.text) && !withPath) continue;
    if (isDomain(tokens, i, dot, dot.next, webCue, cased)) return cased.slice(token.start, tld.end).toLowerCase();
  }
  return null;
}

/** "m a r t a f i t . e s": a domain spelled letter by letter, glued back before looking. */
export function findSpacedDomain(tokens: Token[], cased: string): string | null {
  // Four single letters in a row at least ("m a r t").
  let run = 0;
  let longest = 0;
  for (const token of tokens) {
    if (token.kind !== 'word') continue;
    run = token.text.length === 1 ? run + 1 : 0;
    longest = Math.max(longest, run);
  }
  if (longest < 4) return null;
  const squeezed = cased.replace(/(?<=(?:^|[^\p{L}\p{N}])\p{L}) (?=\p{L}(?:[^\p{L}\p{N}]|$))/gu, '');
  const folded = squeezed.toLowerCase();
  const again = lex(folded);
  return findDomain(
    again,
    again.filter((t) => t.kind === 'word').map((t) => t.text),
    squeezed,
  );
}

export { isWordChar };
