// Scheduled work that must run once per cluster, whatever the number of processes.
import { sql } from 'drizzle-orm';
import type { Tx } from '@fitcover/db/client';

/** Only the process holding this transaction-scoped advisory lock runs the job. */
export async function tryClusterLock(tx: Tx, name: string): Promise<boolean> {
  const result = await tx.execute(sql`select pg_try_advisory_xact_lock(hashtext(${name})) as locked`);
  const rows = (result as unknown as { rows: { locked: boolean }[] }).rows;
  return rows[0]?.locked === true;
}
