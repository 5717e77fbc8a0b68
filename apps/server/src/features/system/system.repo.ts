import { sql } from 'drizzle-orm';
import type { Database } from '@fitcover/db/client';

/** One round trip to the database (readiness). */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
