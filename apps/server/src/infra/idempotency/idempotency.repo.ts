// SQL of the idempotency keys (ADR 0019).
import { sql } from 'drizzle-orm';
import type { Database, Tx } from '@fitcover/db/client';
import { affectedCount, rowsOf } from '@fitcover/db/result';

export const KEY_LIFETIME_MS = 24 * 60 * 60_000;

export type StoredKey = { requestHash: string; status: number | null; body: string | null };
export type KeyRef = { scope: string; key: string };

/** The key's row, unless it is older than a day (then it no longer counts). */
export async function findKey(db: Database, ref: KeyRef, now: Date): Promise<StoredKey | null> {
  const [row] = rowsOf<{ request_hash: string; status: number | null; body: string | null }>(
    await db.execute(sql`
      select request_hash, status, body from idempotency_keys
      where scope = ${ref.scope} and key = ${ref.key}
        and created_at > ${new Date(now.getTime() - KEY_LIFETIME_MS).toISOString()}::timestamptz`),
  );
  return row ? { requestHash: row.request_hash, status: row.status, body: row.body } : null;
}

/**
 * Inserts the key inside the write's transaction; false when it exists (a copy of this request
 * committed first). A copy still running holds the unique index entry, so this waits for it to
 * commit (then false) or roll back (then true). A row older than a day is taken over.
 */
export async function claimKey(tx: Tx, ref: KeyRef, requestHash: string, now: Date): Promise<boolean> {
  const result = await tx.execute(sql`
    insert into idempotency_keys (scope, key, request_hash, created_at)
    values (${ref.scope}, ${ref.key}, ${requestHash}, ${now.toISOString()}::timestamptz)
    on conflict (scope, key) do update
      set request_hash = excluded.request_hash, status = null, body = null, created_at = excluded.created_at
      where idempotency_keys.created_at <= ${new Date(now.getTime() - KEY_LIFETIME_MS).toISOString()}::timestamptz`);
  return affectedCount(result) > 0;
}

export async function storeAnswer(db: Database | Tx, ref: KeyRef, status: number, body: string): Promise<void> {
  await db.execute(sql`
    update idempotency_keys set status = ${status}, body = ${body}
    where scope = ${ref.scope} and key = ${ref.key}`);
}

/**
 * For writes that committed outside a claiming transaction: records the key with its answer,
 * unless a copy recorded it first (false).
 */
export async function insertAnswered(
  db: Database,
  ref: KeyRef,
  requestHash: string,
  answer: { status: number; body: string },
  now: Date,
): Promise<boolean> {
  const result = await db.execute(sql`
    insert into idempotency_keys (scope, key, request_hash, status, body, created_at)
    values (${ref.scope}, ${ref.key}, ${requestHash}, ${answer.status}, ${answer.body}, ${now.toISOString()}::timestamptz)
    on conflict (scope, key) do nothing`);
  return affectedCount(result) > 0;
}

export async function purgeExpiredKeys(db: Database, now: Date): Promise<number> {
  return affectedCount(
    await db.execute(sql`
      delete from idempotency_keys
      where created_at <= ${new Date(now.getTime() - KEY_LIFETIME_MS).toISOString()}::timestamptz`),
  );
}
