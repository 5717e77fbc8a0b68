// The test provider keeps each subscription as its pending renewal job (DECISIONS §9: test-mode
// renewals run from the jobs table): the payload is the subscription, run_at its period end.
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, Tx } from '@fitcover/db/client';
import { jobs } from '@fitcover/db/schema';
import { enqueueJob } from '../../infra/jobs.ts';

export const RENEWAL_JOB = 'billing.test-renewal';

export const testSubscriptionSchema = z.object({
  subscriptionId: z.string(),
  customerId: z.string(),
  gymId: z.uuid(),
  priceId: z.string(),
  /** A downgrade waiting for the end of the period. */
  nextPriceId: z.string().nullable(),
  periodStart: z.iso.datetime(),
  periodEnd: z.iso.datetime(),
  cancelAtPeriodEnd: z.boolean(),
});
export type TestSubscription = z.infer<typeof testSubscriptionSchema>;

export async function scheduleRenewal(db: Database | Tx, subscription: TestSubscription): Promise<void> {
  await enqueueJob(db, {
    type: RENEWAL_JOB,
    payload: subscription,
    runAt: new Date(subscription.periodEnd),
    dedupeKey: `${RENEWAL_JOB}:${subscription.subscriptionId}:${subscription.periodEnd}`,
    maxAttempts: 10,
  });
}

export type PendingRenewal = { jobId: number; running: boolean; subscription: TestSubscription };

export async function findPendingRenewal(db: Database, subscriptionId: string): Promise<PendingRenewal | null> {
  const [row] = await db
    .select({ id: jobs.id, payload: jobs.payload, lockedAt: jobs.lockedAt })
    .from(jobs)
    .where(
      and(eq(jobs.type, RENEWAL_JOB), isNull(jobs.doneAt), sql`${jobs.payload}->>'subscriptionId' = ${subscriptionId}`),
    )
    .orderBy(desc(jobs.id))
    .limit(1);
  if (!row) return null;
  const parsed = testSubscriptionSchema.safeParse(row.payload);
  return parsed.success ? { jobId: row.id, running: row.lockedAt !== null, subscription: parsed.data } : null;
}

/** Rewrites the pending renewal; false if it started running meanwhile. */
export async function saveRenewal(db: Database, jobId: number, subscription: TestSubscription): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ payload: subscription, runAt: new Date(subscription.periodEnd) })
    .where(and(eq(jobs.id, jobId), isNull(jobs.doneAt), isNull(jobs.lockedAt)))
    .returning({ id: jobs.id });
  return rows.length > 0;
}
