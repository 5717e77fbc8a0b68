// Persistent background work (DECISIONS §7): e-mails, renewals, anything that must survive a
// restart. A job is claimed with FOR UPDATE SKIP LOCKED in a short transaction, so two processes
// never run the same job; the handler runs outside it; failures retry with back-off until
// max_attempts, then the job is closed with its last error. Time comes from ctx.clock, so tests
// can advance it.
import { randomUUID } from 'node:crypto';
import type { Database, Tx } from '@fitcover/db/client';
import type { AppContext } from '../context.ts';
import { jobRuns } from './metrics.ts';
import {
  cancelPendingJobByKey,
  claimDueJobs,
  insertJob,
  markJobDone,
  markJobFailed,
  markJobsDone,
  type JobRow,
  type JobTypes,
} from './jobs.repo.ts';

export type NewJob = {
  type: string;
  payload?: Record<string, unknown>;
  runAt?: Date;
  // At most one pending job per key: enqueueing again while one waits does nothing.
  dedupeKey?: string;
  maxAttempts?: number;
};

export type ClaimedJob = JobRow;

/** Thrown by a handler whose outside service said when to come back (e.g. Retry-After on a 429). */
export class RetryLater extends Error {
  constructor(
    message: string,
    readonly afterMs: number | null,
  ) {
    super(message);
  }
}

// A Retry-After longer than this is not waited for: the usual back-off applies.
const MAX_RETRY_AFTER_MS = 60 * 60_000;
export type JobHandler = (ctx: AppContext, job: ClaimedJob) => Promise<void>;
/**
 * Many jobs of one type at once (a burst of pushes costs a few statements, not a few per push).
 * Answers the error of each job that failed; every other job is done.
 */
export type JobBatchHandler = {
  batch: (ctx: AppContext, jobs: ClaimedJob[]) => Promise<Map<number, unknown>>;
  /** Claimed before other due jobs: a push is the fast channel, its e-mail can wait a second. */
  first?: boolean;
  /** Jobs claimed per batch (default BATCH): fewer, larger batches spend less time between them. */
  batchSize?: number;
};
export type JobHandlers = Record<string, JobHandler | JobBatchHandler>;

// A claim older than this is considered abandoned (its process died) and may be taken again.
const STALE_CLAIM_MS = 5 * 60_000;
const workerId = `${process.pid}-${randomUUID().slice(0, 8)}`;

/** Returns false when a pending job with the same dedupe key already exists. */
export function enqueueJob(db: Database | Tx, job: NewJob): Promise<boolean> {
  return insertJob(db, {
    type: job.type,
    payload: job.payload ?? {},
    runAt: job.runAt ?? null,
    dedupeKey: job.dedupeKey ?? null,
    maxAttempts: job.maxAttempts ?? 5,
  });
}

/** Drops a pending job (e.g. the unread-message e-mail once the message was read). */
export function cancelPendingJob(db: Database | Tx, dedupeKey: string): Promise<void> {
  return cancelPendingJobByKey(db, dedupeKey);
}

// Jobs are claimed in batches and a batch runs this many at a time: most jobs wait on an outside
// service (a push service, SMTP), so one process delivers a burst in parallel.
const BATCH = 100;
const CONCURRENCY = 16;

async function recordFailure(ctx: AppContext, job: ClaimedJob, error: unknown): Promise<void> {
  const finished = ctx.clock.now();
  // 30 s, 2 min, 8 min, 32 min… between attempts, or later when the service asked for it.
  const backoff = 30_000 * 4 ** (job.attempts - 1);
  const asked = error instanceof RetryLater && error.afterMs !== null ? Math.min(error.afterMs, MAX_RETRY_AFTER_MS) : 0;
  const retryAt = new Date(finished.getTime() + Math.max(backoff, asked));
  const message = error instanceof Error ? error.message : String(error);
  await markJobFailed(ctx.db, job.id, finished, retryAt, message);
  jobRuns.inc({ type: job.type, outcome: 'failed' });
  ctx.log.warn({ jobId: job.id, type: job.type, attempt: job.attempts, err: error }, 'job failed');
}

async function runJob(ctx: AppContext, handler: JobHandler | undefined, job: ClaimedJob): Promise<void> {
  try {
    if (!handler) throw new Error(`no handler for job type ${job.type}`);
    await handler(ctx, job);
    await markJobDone(ctx.db, job.id, ctx.clock.now());
    jobRuns.inc({ type: job.type, outcome: 'done' });
  } catch (error) {
    await recordFailure(ctx, job, error);
  }
}

/** One type's jobs through its batch handler; the done ones are marked in one statement. */
async function runMany(ctx: AppContext, type: string, handler: JobBatchHandler, jobs: ClaimedJob[]): Promise<void> {
  let failures: Map<number, unknown>;
  try {
    failures = await handler.batch(ctx, jobs);
  } catch (error) {
    failures = new Map(jobs.map((job) => [job.id, error]));
  }
  const done = jobs.filter((job) => !failures.has(job.id)).map((job) => job.id);
  await markJobsDone(ctx.db, done, ctx.clock.now());
  jobRuns.inc({ type, outcome: 'done' }, done.length);
  for (const job of jobs) if (failures.has(job.id)) await recordFailure(ctx, job, failures.get(job.id));
}

/** Jobs for one device run in their order (its pushes arrive as they were sent); others at once. */
export const orderKeyOf = (job: ClaimedJob) =>
  typeof job.payload.subscriptionId === 'string' ? `device:${job.payload.subscriptionId}` : `job:${job.id}`;

/** `jobs` in chains of one order key each, oldest first. */
export function chainsOf(jobs: ClaimedJob[]): ClaimedJob[][] {
  const chains = new Map<string, ClaimedJob[]>();
  for (const job of jobs) {
    const key = orderKeyOf(job);
    const chain = chains.get(key);
    if (chain) chain.push(job);
    else chains.set(key, [job]);
  }
  return [...chains.values()];
}

/** Runs each chain in order, at most `concurrency` chains at once. */
export async function inLanes(
  chains: ClaimedJob[][],
  concurrency: number,
  run: (job: ClaimedJob) => Promise<void>,
): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < chains.length) {
      for (const job of chains[next++]!) await run(job);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, chains.length) }, lane));
}

const isBatch = (handler: JobHandler | JobBatchHandler | undefined): handler is JobBatchHandler =>
  typeof handler === 'object';

/** Runs `jobs`: batch types through their handler, the others oldest first in CONCURRENCY lanes. */
async function runBatch(ctx: AppContext, handlers: JobHandlers, jobs: ClaimedJob[]): Promise<void> {
  const single: ClaimedJob[] = [];
  const many = new Map<string, ClaimedJob[]>();
  for (const job of jobs) {
    if (!isBatch(handlers[job.type])) single.push(job);
    else if (many.has(job.type)) many.get(job.type)!.push(job);
    else many.set(job.type, [job]);
  }
  await Promise.all([
    ...[...many].map(([type, ofType]) => runMany(ctx, type, handlers[type] as JobBatchHandler, ofType)),
    inLanes(chainsOf(single), CONCURRENCY, (job) => runJob(ctx, handlers[job.type] as JobHandler | undefined, job)),
  ]);
}

/** Runs every due job (up to `limit`), the `first` types before the others; returns how many ran. */
export async function runDueJobs(ctx: AppContext, handlers: JobHandlers, limit = 100): Promise<number> {
  const first = Object.entries(handlers).flatMap(([type, handler]) =>
    isBatch(handler) && handler.first ? [type] : [],
  );
  const firstBatch = Math.max(BATCH, ...first.map((type) => (handlers[type] as JobBatchHandler).batchSize ?? BATCH));
  let ran = 0;
  while (ran < limit) {
    const now = ctx.clock.now();
    const stale = new Date(now.getTime() - STALE_CLAIM_MS);
    const claim = (count: number, types: JobTypes) => claimDueJobs(ctx.db, now, stale, workerId, count, types);
    const urgent = first.length > 0 ? await claim(Math.min(firstBatch, limit - ran), { only: first }) : [];
    const room = Math.min(BATCH, limit - ran) - urgent.length;
    const rest = room > 0 ? await claim(room, first.length > 0 ? { except: first } : {}) : [];
    const jobs = [...urgent, ...rest];
    if (jobs.length === 0) break;
    ran += jobs.length;
    await runBatch(ctx, handlers, jobs);
  }
  return ran;
}
