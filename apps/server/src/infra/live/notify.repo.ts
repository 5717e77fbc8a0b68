import { sql } from 'drizzle-orm';
import type { Database, Tx } from '@fitcover/db/client';

/** NOTIFY, delivered to listeners when `db`'s transaction commits (at once outside one). */
export async function notifyChannel(db: Database | Tx, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}
