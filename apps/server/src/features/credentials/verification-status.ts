// The Verificado badge of instructors, computed from their approved documents and today's date in
// Spain on every read (verification-rule.ts): nothing to flip when an insurance expires.
import type { Database, Tx } from '@fitcover/db/client';
import type { Verification } from '@fitcover/contract/trust/verification';
import { NOT_VERIFIED, verificationOf } from '@fitcover/contract/trust/verification-rule';
import type { Clock } from '../../context.ts';
import { approvedCredentials } from './credentials.repo.ts';

/** The calendar date in Spain (YYYY-MM-DD) at `now`. */
export const spainToday = (now: Date): string => now.toLocaleDateString('sv-SE', { timeZone: 'Europe/Madrid' });

export async function verificationsOf(
  ctx: { db: Database | Tx; clock: Clock },
  instructorIds: readonly string[],
): Promise<Map<string, Verification>> {
  const approved = await approvedCredentials(ctx.db, instructorIds);
  const today = spainToday(ctx.clock.now());
  const result = new Map<string, Verification>();
  for (const id of instructorIds) result.set(id, verificationOf(approved.get(id) ?? [], today));
  return result;
}

export async function verificationOfOne(ctx: { db: Database | Tx; clock: Clock }, instructorId: string) {
  return (await verificationsOf(ctx, [instructorId])).get(instructorId) ?? NOT_VERIFIED;
}
