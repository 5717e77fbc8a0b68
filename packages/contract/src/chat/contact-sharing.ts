// The contact-sharing rule (spec §5, DECISIONS §7), shared by the browser (instant feedback) and
// the server (the one that decides). The spec's words match as whole words, case- and
// accent-insensitively ("inmóvil" is not "móvil"); "@" and ".com" match anywhere. Beyond the
// list: e-mail addresses, links, and phone numbers (nine or more digits, however separated).

export const CONTACT_SHARING_TITLE = 'Intento de compartir contacto externo';
export const CONTACT_SHARING_MESSAGE = 'Para proteger tu seguridad, no compartas información de contacto.';

const SPEC_WORDS = ['teléfono', 'email', 'instagram', 'whatsapp', 'telegram', 'facebook', 'linkedin', 'tlf', 'móvil'];
const SPEC_SUBSTRINGS = ['@', '.com'];

export type ContactSharingReason = 'palabra' | 'email' | 'enlace' | 'telefono';
export type ContactSharingVerdict = { blocked: false } | { blocked: true; reason: ContactSharingReason; match: string };

/** Lower case without accents, so "Teléfono", "TELEFONO" and "telefono" compare equal. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

const foldedWords = SPEC_WORDS.map(foldText);
const wordPattern = new RegExp(`(?<![\\p{L}\\p{N}])(${foldedWords.join('|')})(?![\\p{L}\\p{N}])`, 'u');
const emailPattern = /[\p{L}\p{N}._%+-]+\s*(?:@|\(at\)|\[at\])\s*[\p{L}\p{N}-]+\.[a-z]{2,}/u;
const linkPattern = /\b(?:https?:\/\/|www\.)\S+|\b[a-z0-9-]+\.(?:com|es|net|org|io|me|cat|eu|info)\b/u;
// Nine or more digits in a run that may contain spaces, dots, dashes or brackets: a phone.
const phonePattern = /(?:\+\s*\d[\d\s().-]*|\d)(?:[\s().-]*\d){8,}/u;

export function checkContactSharing(text: string): ContactSharingVerdict {
  const folded = foldText(text);
  for (const fragment of SPEC_SUBSTRINGS) {
    if (folded.includes(fragment)) return { blocked: true, reason: 'palabra', match: fragment };
  }
  const word = wordPattern.exec(folded);
  if (word?.[1]) return { blocked: true, reason: 'palabra', match: word[1] };
  const email = emailPattern.exec(folded);
  if (email) return { blocked: true, reason: 'email', match: email[0] };
  const link = linkPattern.exec(folded);
  if (link) return { blocked: true, reason: 'enlace', match: link[0] };
  const phone = phonePattern.exec(folded);
  if (phone) return { blocked: true, reason: 'telefono', match: phone[0].trim() };
  return { blocked: false };
}
