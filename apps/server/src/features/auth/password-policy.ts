// What a new password must pass beyond its length (8–128, checked by the contract): it may not
// be one of the passwords attackers try first, nor the account's own e-mail or name (ASVS 6.2,
// NIST SP 800-63B). Applied on the server at sign-up, reset and change: the list is too big for
// the web bundle. Passwords are never truncated: scrypt hashes every character.
import { readFileSync } from 'node:fs';
import { dictionary } from '@zxcvbn-ts/language-common';
import { AppError } from '../../http/app-error.ts';

export const TOO_COMMON_MESSAGE = 'Esa contraseña es demasiado común. Elige otra más difícil de adivinar.';
export const PERSONAL_MESSAGE = 'La contraseña no puede ser tu email ni tu nombre.';

const SPANISH_LIST = new URL('./common-passwords-es.txt', import.meta.url);

// Same normalisation as the hash (NFKC), plus case: "Contraseña1" is as guessable as "contraseña1".
const normalise = (value: string) => value.normalize('NFKC').trim().toLowerCase();
const compact = (value: string) => normalise(value).replace(/\s+/g, '');

let commonPasswords: Set<string> | undefined;

/** zxcvbn's ~49 000 common passwords plus our Spanish list, built on first use. */
function common(): Set<string> {
  if (!commonPasswords) {
    const spanish = readFileSync(SPANISH_LIST, 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '' && !line.startsWith('#'));
    commonPasswords = new Set([...dictionary['passwords-common'], ...spanish].map(normalise));
  }
  return commonPasswords;
}

/** The account's e-mail and names (a gym's name and contact person) a password may not equal. */
export type PersonalDetails = { email?: string | null; names?: (string | null | undefined)[] };

/** The Spanish reason the password is refused, or null when it is acceptable. */
export function passwordProblem(password: string, personal: PersonalDetails = {}): string | null {
  if (common().has(normalise(password))) return TOO_COMMON_MESSAGE;
  const candidate = compact(password);
  const email = personal.email ? normalise(personal.email) : '';
  const names = (personal.names ?? []).map((name) => (name ? compact(name) : ''));
  const own = [email, email.split('@')[0] ?? '', ...names];
  if (own.some((value) => value !== '' && value === candidate)) return PERSONAL_MESSAGE;
  return null;
}

/** Throws a field error (shown under the form's password input) when the password is refused. */
export function assertAcceptablePassword(password: string, personal: PersonalDetails, field: string): void {
  const problem = passwordProblem(password, personal);
  if (problem) throw new AppError('VALIDATION', { userMessage: problem, field });
}
