// The contact-sharing rule (spec §5, DECISIONS §7), shared by the browser (instant feedback) and
// the server (the one that decides). The spec's words match as whole words, case- and
// accent-insensitively ("inmóvil" is not "móvil"); "@" and ".com" match anywhere. Beyond the
// list (issue 8): disguised spellings of those words, e-mail addresses spelled out ("arroba",
// "[at]", "punto com"), links and domains, social networks and handles, requests for a call or a
// number, and phone numbers however typed or dictated (contact-sharing-phone.ts). Measured on
// the labelled corpus in contact-sharing-corpus/ (contact-sharing-corpus.test.ts).
import { findPhone } from './contact-sharing-phone.ts';
import { findDomain, findPattern, findPhrase, findVariant, spreadWords } from './contact-sharing-rules.ts';
import { lex } from './contact-sharing-tokens.ts';

export const CONTACT_SHARING_TITLE = 'Intento de compartir contacto externo';
export const CONTACT_SHARING_MESSAGE = 'Para proteger tu seguridad, no compartas información de contacto.';

const SPEC_WORDS = ['teléfono', 'email', 'instagram', 'whatsapp', 'telegram', 'facebook', 'linkedin', 'tlf', 'móvil'];
const SPEC_SUBSTRINGS = ['@', '.com'];

/**
 * Why a message was blocked (recorded in the moderation flag): `palabra` the spec's list,
 * `variante` a disguised or variant spelling of it ("whats app", "guasap", "t3legram"),
 * `email`, `enlace`, `telefono` (digits, or asking for a call or a number), `numero_deletreado`
 * (a phone number in words or look-alike letters), `red_social` (other networks, handles,
 * private messages), `contacto` (contact details offered or asked for).
 */
export type ContactSharingReason =
  'palabra' | 'variante' | 'email' | 'enlace' | 'telefono' | 'numero_deletreado' | 'red_social' | 'contacto';
export type ContactSharingVerdict = { blocked: false } | { blocked: true; reason: ContactSharingReason; match: string };

// Cyrillic and Greek letters that look like Latin ones ("wһatsapp"), after lower-casing: each
// character of HOMOGLYPHS reads as the character at the same place in LATIN.
const HOMOGLYPHS = 'авеіјкмнорстухѕһԁԝѡαβεηικνορτυχωıɡ';
const LATIN = 'abeijkmhopctyxshdwwabehikvoptuxwig';
const HOMOGLYPH_PATTERN = new RegExp(`[${HOMOGLYPHS}]`, 'gu');
// Leetspeak inside words that mix letters and digits ("wh4tsapp", "1nstagram", "arr0ba").
const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't' };

/** Compatibility forms (＠, ６) to plain ones, no accents or invisible characters, one apostrophe. */
function unify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\p{M}\p{Cf}]+/gu, '')
    .replace(/[’‘`]/g, "'");
}

/** Lower case and Latin letters for look-alikes, on already unified text. */
const lower = (unified: string) =>
  unified.toLowerCase().replace(HOMOGLYPH_PATTERN, (ch) => LATIN.charAt(HOMOGLYPHS.indexOf(ch)));

/** Lower case without accents, so "Teléfono", "TELEFONO" and "telefono" compare equal. */
export function foldText(text: string): string {
  return lower(unify(text));
}

/** "wh4tsapp" → "whatsapp"; only words that mix digits with at least three letters. */
function deLeet(word: string): string {
  if (!/\d/.test(word) || word.replace(/\P{L}+/gu, '').length < 3) return word;
  return word.replace(/[013457]/g, (d) => LEET[d] ?? d);
}

const foldedWords = SPEC_WORDS.map(foldText);
const specWords = new Set(foldedWords);
const spreadSpecWords = spreadWords(foldedWords);

const blocked = (reason: ContactSharingReason, match: string): ContactSharingVerdict => ({
  blocked: true,
  reason,
  match: match.trim(),
});

/** The sender's earlier messages in the conversation, oldest first (a number split over messages). */
export type ContactSharingOptions = { previous?: readonly string[] };

export function checkContactSharing(text: string, _options: ContactSharingOptions = {}): ContactSharingVerdict {
  // Ordinal marks ("3º 2ª") would fold to letters; they separate numbers instead.
  const cased = unify(text.replace(/[ºª]/g, '#'));
  const folded = lower(cased);
  for (const fragment of SPEC_SUBSTRINGS) {
    if (folded.includes(fragment)) return blocked('palabra', fragment);
  }
  // Whole words: the lexer splits on anything that is not a letter or digit ("inmóvil" stays one).
  const tokens = lex(folded);
  const words = tokens.filter((token) => token.kind === 'word').map((token) => token.text);
  const word = words.find((w) => specWords.has(w));
  if (word) return blocked('palabra', word);

  const decoded = words.map(deLeet);
  const leet = decoded.find((w) => specWords.has(w));
  if (leet) return blocked('variante', leet);
  const spread = spreadSpecWords.exec(folded);
  if (spread) return blocked('variante', spread[0]);
  const variant = findVariant(decoded);
  if (variant) return blocked('variante', variant);
  const rule = findPhrase(decoded) ?? findPattern(folded);
  if (rule) return blocked(rule.reason, rule.match);
  const domain = findDomain(cased);
  if (domain) return blocked('enlace', domain);

  const phone = findPhone(tokens);
  if (phone) return blocked(phone.spelled ? 'numero_deletreado' : 'telefono', folded.slice(phone.start, phone.end));
  return { blocked: false };
}
