import { eq } from 'drizzle-orm';
import type { Database } from '@fitcover/db/client';
import { pagos } from '@fitcover/db/schema';

/** The gym a payment belongs to, whatever the state of its account. */
export async function findPaymentOwner(db: Database, paymentId: string): Promise<string | null> {
  const [row] = await db.select({ usuarioId: pagos.usuarioId }).from(pagos).where(eq(pagos.id, paymentId));
  return row?.usuarioId ?? null;
}
