// The writes of a confirmed e-mail change, inside the caller's transaction.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '@fitcover/db/client';
import { authSession, authUser, perfiles } from '@fitcover/db/schema';

/** The unique index on auth_user.email refuses an address another account took meanwhile (23505). */
export async function setAccountEmail(tx: Tx, userId: string, email: string): Promise<boolean> {
  const rows = await tx
    .update(authUser)
    .set({ email, emailVerified: true, updatedAt: sql`now()` })
    .where(eq(authUser.id, userId))
    .returning({ id: authUser.id });
  if (rows.length === 0) return false;
  await tx
    .update(perfiles)
    .set({ email, updatedAt: sql`now()` })
    .where(eq(perfiles.id, userId));
  return true;
}

/** Ends every session of the user but `keep` (the tab that confirmed, when it is theirs); answers the ended ids. */
export async function deleteSessionsExcept(tx: Tx, userId: string, keep: string | null): Promise<string[]> {
  const rows = await tx
    .delete(authSession)
    .where(keep ? and(eq(authSession.userId, userId), ne(authSession.id, keep)) : eq(authSession.userId, userId))
    .returning({ id: authSession.id });
  return rows.map((row) => row.id);
}
