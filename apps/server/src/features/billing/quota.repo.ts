// The gym's entitlement row and its publication ledger: what the monthly quota is counted from.
import { and, count, eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '@fitcover/db/client';
import { entitlements, offerPublications } from '@fitcover/db/schema';

type Reader = Database | Tx;

const entitlementColumns = {
  plan: entitlements.plan,
  status: entitlements.status,
  trialEndsAt: entitlements.trialEndsAt,
  currentPeriodEnd: entitlements.currentPeriodEnd,
  credits: entitlements.credits,
};

export async function readEntitlement(db: Reader, gymId: string) {
  const [row] = await db.select(entitlementColumns).from(entitlements).where(eq(entitlements.gimnasioId, gymId));
  return row ?? null;
}

/** Locks the row until the transaction ends: concurrent publishes by one gym queue here. */
export async function lockEntitlement(tx: Tx, gymId: string) {
  const [row] = await tx
    .select(entitlementColumns)
    .from(entitlements)
    .where(eq(entitlements.gimnasioId, gymId))
    .for('update');
  return row ?? null;
}

export async function countPublications(db: Reader, gymId: string, month: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(offerPublications)
    .where(and(eq(offerPublications.gimnasioId, gymId), eq(offerPublications.month, month)));
  return row?.n ?? 0;
}

export async function recordPublication(
  tx: Tx,
  values: { gimnasioId: string; ofertaId: string; month: string; usedCredit: boolean },
): Promise<void> {
  await tx.insert(offerPublications).values(values);
}

export async function spendCredit(tx: Tx, gymId: string): Promise<void> {
  await tx
    .update(entitlements)
    .set({ credits: sql`${entitlements.credits} - 1`, updatedAt: sql`now()` })
    .where(eq(entitlements.gimnasioId, gymId));
}
