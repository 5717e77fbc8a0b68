// Single-use e-mail links (issue 25 item 6): rows keyed by the SHA-256 of the token.
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '@fitcover/db/client';
import { emailTokens } from '@fitcover/db/schema';

export type EmailTokenPurpose = (typeof emailTokens.$inferInsert)['purpose'];

export async function insertEmailToken(db: Database, row: typeof emailTokens.$inferInsert): Promise<void> {
  await db.insert(emailTokens).values(row);
}

/** Marks the token used if it is unused and unexpired; answers its row then, else null. One winner under races. */
export async function useEmailToken(db: Database, purpose: EmailTokenPurpose, tokenHash: string, now: Date) {
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailTokens.tokenHash, tokenHash),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, now),
      ),
    )
    .returning({ userId: emailTokens.userId, newEmail: emailTokens.newEmail });
  return row ?? null;
}

export async function wasEmailTokenUsed(db: Database, purpose: EmailTokenPurpose, tokenHash: string) {
  const [row] = await db
    .select({ usedAt: emailTokens.usedAt })
    .from(emailTokens)
    .where(and(eq(emailTokens.tokenHash, tokenHash), eq(emailTokens.purpose, purpose)))
    .limit(1);
  return Boolean(row?.usedAt);
}

/** Records a token another component validates (better-auth's reset) as used; false if it already was. */
export async function claimEmailToken(db: Database, purpose: EmailTokenPurpose, tokenHash: string, now: Date) {
  const rows = await db
    .insert(emailTokens)
    .values({ tokenHash, purpose, expiresAt: now, usedAt: now })
    .onConflictDoNothing()
    .returning({ tokenHash: emailTokens.tokenHash });
  return rows.length > 0;
}

export async function releaseEmailToken(db: Database, purpose: EmailTokenPurpose, tokenHash: string) {
  await db.delete(emailTokens).where(and(eq(emailTokens.tokenHash, tokenHash), eq(emailTokens.purpose, purpose)));
}

/** Earlier unused links of the user for one purpose stop working when a new one is sent. */
export async function retireEmailTokens(db: Database, userId: string, purpose: EmailTokenPurpose, now: Date) {
  await db
    .update(emailTokens)
    .set({ expiresAt: now })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
}
