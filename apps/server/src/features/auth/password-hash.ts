// Password hashes (issue 15 item 6, ADR 0013): Argon2id with OWASP's first recommended setting
// (m = 19 MiB, t = 2, p = 1), ~20–50 ms a hash here; scrypt at OWASP's N = 2^17, r = 8 took
// ~400 ms and 128 MB a hash on this machine, over the 300 ms sign-in budget. Hashes are PHC
// strings ($argon2id$v=19$m=…,t=…,p=…$salt$hash), so the parameters travel with each hash and
// can be raised later. Hashes written before (better-auth's scrypt "salt:key", N=16384, r=16)
// still verify and are replaced at the next successful sign-in (passwords-upgrade.ts).
import argon2 from 'argon2';
import { verifyPassword as verifyLegacyScrypt } from 'better-auth/crypto';

export const ARGON2_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19_456, // KiB = 19 MiB
  timeCost: 2,
  parallelism: 1,
} as const;

const LEGACY_SCRYPT = /^[0-9a-f]{32}:[0-9a-f]{128}$/;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword({ hash, password }: { hash: string; password: string }): Promise<boolean> {
  if (hash.startsWith('$argon2')) return argon2.verify(hash, password).catch(() => false);
  if (LEGACY_SCRYPT.test(hash)) return verifyLegacyScrypt({ hash, password });
  return false;
}

/** True when the stored hash is not Argon2id with today's parameters. */
export function needsRehash(hash: string): boolean {
  if (!hash.startsWith('$argon2id$')) return true;
  return argon2.needsRehash(hash, ARGON2_OPTIONS);
}
