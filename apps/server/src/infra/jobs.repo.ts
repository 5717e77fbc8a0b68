// SQL of the jobs table (the runner is infra/jobs.ts).
import { sql } from 'drizzle-orm';
import type { Database, Tx } from '@fitcover/db/client';
import { affectedCount, rowsOf } from '@fitcover/db/result';

export type JobRow = { id: number; type: string; payload: Record<string, unknown>; attempts: number };
/** Which types a claim takes: only these, all but these, or any. */
export type JobTypes = { only?: string[]; except?: string[] };

const typeCondition = ({ only, except }: JobTypes) =>
  only
    ? sql` and type = any(${`{${only.join(',')}}`}::text[])`
    : except
      ? sql` and type <> all(${`{${except.join(',')}}`}::text[])`
      : sql``;

export async function insertJob(
  db: Database | Tx,
  job: {
    type: string;
    payload: Record<string, unknown>;
    runAt: Date | null;
    dedupeKey: string | null;
    maxAttempts: number;
  },
): Promise<boolean> {
  const result = await db.execute(sql`
    insert into jobs (type, payload, run_at, dedupe_key, max_attempts)
    values (${job.type}, ${JSON.stringify(job.payload)}::jsonb, coalesce(${job.runAt?.toISOString() ?? null}::timestamptz, now()),
            ${job.dedupeKey}, ${job.maxAttempts})
    on conflict (dedupe_key) where done_at is null and dedupe_key is not null do nothing`);
  return affectedCount(result) > 0;
}

export async function cancelPendingJobByKey(db: Database | Tx, dedupeKey: string): Promise<void> {
  await db.execute(sql`
    update jobs set done_at = now(), last_error = 'cancelled'
    where dedupe_key = ${dedupeKey} and done_at is null and locked_at is null`);
}

/**
 * Claims up to `count` due jobs, oldest first, skipping rows other workers hold, and stamps them
 * with this worker: one statement, so a burst (an urgent offer's thousands of pushes) costs one
 * round trip per batch rather than one transaction per job.
 */
export async function claimDueJobs(
  db: Database,
  now: Date,
  staleBefore: Date,
  workerId: string,
  count: number,
  types: JobTypes = {},
): Promise<JobRow[]> {
  const rows = rowsOf<JobRow>(
    await db.execute(sql`
      update jobs set locked_at = ${now.toISOString()}::timestamptz, locked_by = ${workerId},
        attempts = attempts + 1
      where id in (
        select id from jobs
        where done_at is null and run_at <= ${now.toISOString()}::timestamptz
          and (locked_at is null or locked_at < ${staleBefore.toISOString()}::timestamptz)${typeCondition(types)}
        order by run_at, id
        limit ${count}
        for update skip locked)
      returning id, type, payload, attempts`),
  );
  // RETURNING gives no order: run them oldest first.
  return rows.sort((a, b) => Number(a.id) - Number(b.id));
}

export async function markJobDone(db: Database, id: number, now: Date): Promise<void> {
  await db.execute(sql`
    update jobs set done_at = ${now.toISOString()}::timestamptz, locked_at = null, last_error = null
    where id = ${id}`);
}

export async function markJobsDone(db: Database, ids: readonly number[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(sql`
    update jobs set done_at = ${now.toISOString()}::timestamptz, locked_at = null, last_error = null
    where id = any(${`{${ids.join(',')}}`}::bigint[])`);
}

/** Schedules a retry, or closes the job with its error once max_attempts is reached. */
export async function markJobFailed(db: Database, id: number, now: Date, retryAt: Date, error: string): Promise<void> {
  await db.execute(sql`
    update jobs set locked_at = null, last_error = ${error.slice(0, 2000)},
      run_at = ${retryAt.toISOString()}::timestamptz,
      done_at = case when attempts >= max_attempts then ${now.toISOString()}::timestamptz else null end
    where id = ${id}`);
}

/** Jobs not done yet, and how long the oldest due one has waited (metrics). */
export async function jobQueueStats(
  db: Database,
  now: Date,
): Promise<{ pending: number; oldestDueAgeSeconds: number }> {
  const [row] = rowsOf<{ pending: number; oldest: number | null }>(
    await db.execute(sql`
      select count(*)::int as pending,
        extract(epoch from ${now.toISOString()}::timestamptz - min(run_at) filter (where run_at <= ${now.toISOString()}::timestamptz))::float8 as oldest
      from jobs where done_at is null`),
  );
  return { pending: Number(row?.pending ?? 0), oldestDueAgeSeconds: Math.max(0, Number(row?.oldest ?? 0)) };
}
