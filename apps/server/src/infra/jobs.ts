// Persistent background work (DECISIONS §7): e-mails, renewals, anything that must survive a
// restart. A job is claimed with FOR UPDATE SKIP LOCKED in a short transaction, so two processes
// never run the same job; the handler runs outside it; failures retry with back-off until
// max_attempts, then the job is closed with its last error. Time comes from ctx.clock, so tests
// can advance it.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database, Tx } from '@fitcover/db/client';
import { affectedCount, rowsOf } from '@fitcover/db/result';
import type { AppContext } from '../context.ts';

export type NewJob = {
  type: string;
  payload?: Record<string, unknown>;
  runAt?: Date;
  // At most one pending job per key: enqueueing again while one waits does nothing.
  dedupeKey?: string;
  maxAttempts?: number;
};

export type ClaimedJob = { id: number; type: string; payload: Record<string, unknown>; attempts: number };
export type JobHandler = (ctx: AppContext, job: ClaimedJob) => Promise<void>;
export type JobHandlers = Record<string, JobHandler>;

// A claim older than this is considered abandoned (its process died) and may be taken again.
const STALE_CLAIM_MS = 5 * 60_000;
const workerId = `${process.pid}-${randomUUID().slice(0, 8)}`;

/** Returns false when a pending job with the same dedupe key already exists. */
export async function enqueueJob(db: Database | Tx, job: NewJob): Promise<boolean> {
  const runAt = job.runAt ?? null;
  const result = await db.execute(sql`
    insert into jobs (type, payload, run_at, dedupe_key, max_attempts)
    values (${job.type}, ${JSON.stringify(job.payload ?? {})}::jsonb, coalesce(${runAt}::timestamptz, now()),
            ${job.dedupeKey ?? null}, ${job.maxAttempts ?? 5})
    on conflict (dedupe_key) where done_at is null and dedupe_key is not null do nothing`);
  return affectedCount(result) > 0;
}

/** Drops a pending job (e.g. the unread-message e-mail once the message was read). */
export async function cancelPendingJob(db: Database | Tx, dedupeKey: string): Promise<void> {
  await db.execute(sql`
    update jobs set done_at = now(), last_error = 'cancelled'
    where dedupe_key = ${dedupeKey} and done_at is null and locked_at is null`);
}

async function claimNext(ctx: AppContext): Promise<ClaimedJob | null> {
  const now = ctx.clock.now();
  const stale = new Date(now.getTime() - STALE_CLAIM_MS);
  return ctx.db.transaction(async (tx) => {
    const rows = rowsOf<ClaimedJob>(
      await tx.execute(sql`
        select id, type, payload, attempts from jobs
        where done_at is null and run_at <= ${now.toISOString()}::timestamptz
          and (locked_at is null or locked_at < ${stale.toISOString()}::timestamptz)
        order by run_at, id
        limit 1
        for update skip locked`),
    );
    const job = rows[0];
    if (!job) return null;
    await tx.execute(sql`
      update jobs set locked_at = ${now.toISOString()}::timestamptz, locked_by = ${workerId},
        attempts = attempts + 1
      where id = ${job.id}`);
    return { ...job, attempts: job.attempts + 1 };
  });
}

async function finish(ctx: AppContext, job: ClaimedJob, error: unknown): Promise<void> {
  const now = ctx.clock.now();
  if (!error) {
    await ctx.db.execute(sql`
      update jobs set done_at = ${now.toISOString()}::timestamptz, locked_at = null, last_error = null
      where id = ${job.id}`);
    return;
  }
  const message = error instanceof Error ? error.message : String(error);
  // 30 s, 2 min, 8 min, 32 min… between attempts.
  const retryAt = new Date(now.getTime() + 30_000 * 4 ** (job.attempts - 1));
  await ctx.db.execute(sql`
    update jobs set locked_at = null, last_error = ${message.slice(0, 2000)},
      run_at = ${retryAt.toISOString()}::timestamptz,
      done_at = case when attempts >= max_attempts then ${now.toISOString()}::timestamptz else null end
    where id = ${job.id}`);
  ctx.log.warn({ jobId: job.id, type: job.type, attempt: job.attempts, err: error }, 'job failed');
}

/** Runs every due job (up to `limit`); returns how many ran. */
export async function runDueJobs(ctx: AppContext, handlers: JobHandlers, limit = 100): Promise<number> {
  let ran = 0;
  while (ran < limit) {
    const job = await claimNext(ctx);
    if (!job) break;
    ran++;
    const handler = handlers[job.type];
    let failure: unknown = null;
    try {
      if (!handler) throw new Error(`no handler for job type ${job.type}`);
      await handler(ctx, job);
    } catch (error) {
      failure = error ?? new Error('job failed');
    }
    await finish(ctx, job, failure);
  }
  return ran;
}
