// SQL of a push delivery (push-jobs.ts): the devices a batch of push jobs goes to, their
// one-minute windows counted in one statement, and the delivered ones stamped in one statement,
// so a burst of thousands of pushes (an urgent offer's ring) costs a few statements per batch.
import { eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '@fitcover/db/client';
import { perfiles, pushSubscriptions } from '@fitcover/db/schema';
import { rowsOf } from '@fitcover/db/result';
import type { PushPreferences } from '@fitcover/contract/push/subscriptions';
import { switchColumns } from './push.repo.ts';

export type DeliveryTarget = {
  endpoint: string;
  p256dh: string;
  auth: string;
  active: boolean;
  switches: PushPreferences;
};

const uuidArray = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/** The devices that still exist among `ids`, with their owner's state and their switches. */
export async function findDeliveryTargets(db: Database, ids: readonly string[]): Promise<Map<string, DeliveryTarget>> {
  const found = new Map<string, DeliveryTarget>();
  if (ids.length === 0) return found;
  const rows = await db
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
      active: sql<boolean>`(${perfiles.suspendedAt} is null and ${perfiles.deletedAt} is null)`,
      ...switchColumns,
    })
    .from(pushSubscriptions)
    .innerJoin(perfiles, eq(perfiles.id, pushSubscriptions.usuarioId))
    .where(sql`${pushSubscriptions.id} = any(${uuidArray([...new Set(ids)])})`);
  for (const { id, endpoint, p256dh, auth, active, ...switches } of rows) {
    found.set(id, { endpoint, p256dh, auth, active, switches });
  }
  return found;
}

export async function findDeliveryTarget(db: Database, subscriptionId: string): Promise<DeliveryTarget | null> {
  return (await findDeliveryTargets(db, [subscriptionId])).get(subscriptionId) ?? null;
}

export type Window = { count: number; startedAt: Date };

/**
 * Counts `n` pushes in each device's current one-minute window (a new window starts when the
 * last one is over) and answers each device's count after them and the window's start. One
 * statement: two processes counting one device at once still count every push; the rows are
 * locked in id order, so two batches that share devices cannot deadlock.
 */
export async function countInWindows(
  db: Database | Tx,
  pushes: ReadonlyMap<string, number>,
  now: Date,
  windowMs: number,
): Promise<Map<string, Window>> {
  const windows = new Map<string, Window>();
  if (pushes.size === 0) return windows;
  const at = now.toISOString();
  const ids = [...pushes.keys()];
  const over = sql`(s.window_started_at is null or s.window_started_at <= ${at}::timestamptz - ${windowMs} * interval '1 millisecond')`;
  const rows = rowsOf<{ id: string; window_count: number; window_started_at: string | Date }>(
    await db.execute(sql`
      with asked as (select * from unnest(${uuidArray(ids)}, ${`{${ids.map((id) => pushes.get(id)).join(',')}}`}::int[]) as a(id, n)),
      locked as (select id from push_subscriptions where id = any(${uuidArray(ids)}) order by id for update)
      update push_subscriptions s set
        window_started_at = case when ${over} then ${at}::timestamptz else s.window_started_at end,
        window_count = case when ${over} then asked.n else s.window_count + asked.n end
      from asked
      where s.id = asked.id and s.id in (select id from locked)
      returning s.id, s.window_count, s.window_started_at`),
  );
  for (const row of rows) {
    windows.set(row.id, { count: Number(row.window_count), startedAt: new Date(row.window_started_at) });
  }
  return windows;
}

/** One push counted in the device's window (countInWindows for one device). */
export async function countInWindow(
  db: Database,
  subscriptionId: string,
  now: Date,
  windowMs: number,
): Promise<Window | null> {
  return (await countInWindows(db, new Map([[subscriptionId, 1]]), now, windowMs)).get(subscriptionId) ?? null;
}

export async function markDelivered(db: Database, subscriptionIds: readonly string[], now: Date): Promise<void> {
  if (subscriptionIds.length === 0) return;
  await db
    .update(pushSubscriptions)
    .set({ lastDeliveryAt: now })
    .where(sql`${pushSubscriptions.id} = any(${uuidArray([...new Set(subscriptionIds)])})`);
}
