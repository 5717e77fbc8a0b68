// Every link we mail is single-use (issue 25 item 6): account confirmation and e-mail change
// tokens are ours (random 256 bits, only their SHA-256 stored, marked used by one conditional
// UPDATE); password-reset tokens are better-auth's, and we record each one used, so a replay
// of any of the three is refused with "ya se ha usado" rather than silently accepted.
import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '@fitcover/db/client';
import type { Clock } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import {
  claimEmailToken,
  insertEmailToken,
  releaseEmailToken,
  retireEmailTokens,
  useEmailToken,
  wasEmailTokenUsed,
  type EmailTokenPurpose,
} from './email-tokens.repo.ts';

export const hashEmailToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const tokenAlreadyUsed = () =>
  new AppError('INVALID_TOKEN', {
    userMessage: 'Este enlace ya se ha usado: cada enlace sirve una sola vez. Si lo necesitas, solicita uno nuevo.',
  });
export const tokenInvalid = () =>
  new AppError('INVALID_TOKEN', { userMessage: 'El enlace no es válido o ha caducado. Solicita uno nuevo.' });

type Deps = { db: Database; clock: Clock };

export async function issueEmailToken(
  { db, clock }: Deps,
  input: { purpose: EmailTokenPurpose; userId: string; newEmail?: string; ttlMs: number },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = clock.now();
  await retireEmailTokens(db, input.userId, input.purpose, now);
  await insertEmailToken(db, {
    tokenHash: hashEmailToken(token),
    purpose: input.purpose,
    userId: input.userId,
    newEmail: input.newEmail ?? null,
    expiresAt: new Date(now.getTime() + input.ttlMs),
  });
  return token;
}

/** Uses the token once; a replay, an unknown or an expired one is an AppError. */
export async function consumeEmailToken({ db, clock }: Deps, purpose: EmailTokenPurpose, token: string) {
  const tokenHash = hashEmailToken(token);
  const row = await useEmailToken(db, purpose, tokenHash, clock.now());
  if (row?.userId) return { userId: row.userId, newEmail: row.newEmail };
  throw (await wasEmailTokenUsed(db, purpose, tokenHash)) ? tokenAlreadyUsed() : tokenInvalid();
}

/**
 * Runs `use` (which validates the token itself) only if the token was never used before, and
 * records it used; if `use` fails the token is released, so a refused attempt leaves it valid.
 */
export async function useOnce<T>(
  { db, clock }: Deps,
  purpose: EmailTokenPurpose,
  token: string,
  use: () => Promise<T>,
) {
  const tokenHash = hashEmailToken(token);
  if (!(await claimEmailToken(db, purpose, tokenHash, clock.now()))) throw tokenAlreadyUsed();
  try {
    return await use();
  } catch (error) {
    await releaseEmailToken(db, purpose, tokenHash);
    throw error;
  }
}
