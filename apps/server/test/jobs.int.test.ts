// The persistent jobs queue: due time, dedupe, retries with back-off, one run per job even with
// two workers polling at once.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '@fitcover/db/schema';
import { cancelPendingJob, enqueueJob, runDueJobs, type JobHandlers } from '../src/infra/jobs.ts';
import { startTestApp, testClock, type TestApp } from './harness.ts';

const START = new Date('2026-11-10T10:00:00Z');
let t: TestApp;
const clock = testClock(START);
beforeAll(async () => {
  t = await startTestApp({ clock });
});
afterAll(async () => {
  await t?.close();
});

describe('jobs queue', () => {
  it('runs a job once it is due, and only once', async () => {
    const seen: unknown[] = [];
    const handlers: JobHandlers = { 'test.echo': async (_ctx, job) => void seen.push(job.payload) };
    await enqueueJob(t.ctx.db, { type: 'test.echo', payload: { n: 1 }, runAt: new Date(START.getTime() + 60_000) });
    expect(await runDueJobs(t.ctx, handlers)).toBe(0);
    clock.advance(60_000);
    expect(await runDueJobs(t.ctx, handlers)).toBe(1);
    expect(await runDueJobs(t.ctx, handlers)).toBe(0);
    expect(seen).toEqual([{ n: 1 }]);
  });

  it('keeps one pending job per dedupe key, and can cancel it', async () => {
    const key = 'test:dedupe';
    expect(await enqueueJob(t.ctx.db, { type: 'test.noop', dedupeKey: key, runAt: clock.now() })).toBe(true);
    expect(await enqueueJob(t.ctx.db, { type: 'test.noop', dedupeKey: key, runAt: clock.now() })).toBe(false);
    await cancelPendingJob(t.ctx.db, key);
    expect(await runDueJobs(t.ctx, { 'test.noop': async () => undefined })).toBe(0);
    expect(await enqueueJob(t.ctx.db, { type: 'test.noop', dedupeKey: key, runAt: clock.now() })).toBe(true);
    await runDueJobs(t.ctx, { 'test.noop': async () => undefined });
  });

  it('retries a failing job with back-off and gives up after max attempts', async () => {
    let calls = 0;
    const handlers: JobHandlers = {
      'test.flaky': async () => {
        calls++;
        throw new Error('smtp down');
      },
    };
    await enqueueJob(t.ctx.db, { type: 'test.flaky', maxAttempts: 2, dedupeKey: 'test:flaky', runAt: clock.now() });
    expect(await runDueJobs(t.ctx, handlers)).toBe(1);
    expect(await runDueJobs(t.ctx, handlers)).toBe(0);
    clock.advance(30_000);
    expect(await runDueJobs(t.ctx, handlers)).toBe(1);
    clock.advance(24 * 3600_000);
    expect(await runDueJobs(t.ctx, handlers)).toBe(0);
    expect(calls).toBe(2);
    const [row] = await t.ctx.db.select().from(jobs).where(eq(jobs.dedupeKey, 'test:flaky'));
    expect(row?.doneAt).not.toBeNull();
    expect(row?.lastError).toBe('smtp down');
  });

  it('claims the types that go first before older jobs, and runs a batch type in one call', async () => {
    const mails: number[] = [];
    const batches: number[][] = [];
    const handlers: JobHandlers = {
      'test.mail': async (_ctx, job) => void mails.push(job.payload.n as number),
      'test.push': {
        first: true,
        batch: async (_ctx, claimed) => {
          batches.push(claimed.map((job) => job.payload.n as number));
          return new Map([[claimed[0]!.id, new Error('push service down')]]);
        },
      },
    };
    for (let n = 0; n < 3; n++) await enqueueJob(t.ctx.db, { type: 'test.mail', payload: { n }, runAt: clock.now() });
    for (let n = 0; n < 4; n++) await enqueueJob(t.ctx.db, { type: 'test.push', payload: { n }, runAt: clock.now() });
    expect(await runDueJobs(t.ctx, handlers, 4)).toBe(4);
    expect({ mails, batches }).toEqual({ mails: [], batches: [[0, 1, 2, 3]] });
    const pushes = await t.ctx.db.select().from(jobs).where(eq(jobs.type, 'test.push'));
    const byN = new Map(pushes.map((row) => [(row.payload as { n: number }).n, row]));
    expect(byN.get(0)).toMatchObject({ doneAt: null, lastError: 'push service down' });
    expect([1, 2, 3].map((n) => byN.get(n)?.doneAt !== null && byN.get(n)?.lastError === null)).toEqual([
      true,
      true,
      true,
    ]);
    expect(await runDueJobs(t.ctx, handlers)).toBe(3);
    expect(mails).toEqual([0, 1, 2]);
  });

  it('never runs a job twice when two workers poll at the same time', async () => {
    const ran: number[] = [];
    const handlers: JobHandlers = {
      'test.count': async (_ctx, job) => {
        ran.push(job.payload.n as number);
        await new Promise((resolve) => setTimeout(resolve, 5));
      },
    };
    for (let n = 0; n < 20; n++) await enqueueJob(t.ctx.db, { type: 'test.count', payload: { n }, runAt: clock.now() });
    const [a, b] = await Promise.all([runDueJobs(t.ctx, handlers), runDueJobs(t.ctx, handlers)]);
    expect(a + b).toBe(20);
    expect(ran.sort((x, y) => x - y)).toEqual([...Array(20).keys()]);
  });
});
