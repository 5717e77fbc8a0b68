// Delivery of the push jobs (infra/jobs.ts runs them, claimed with SKIP LOCKED): one job per
// notification and device. At send time the job checks again that the device still exists, its
// owner is neither suspended nor deleted and the switch is still on; the first attempt counts in
// the device's one-minute window, and beyond the cap the push folds into one summary sent when
// the window ends. 404/410 delete the subscription; 429/5xx retry with back-off (or after
// Retry-After); any other refusal is logged and dropped.
import { z } from 'zod';
import { pushCategories, pushPayloadSchema, pushUrgencies } from '@fitcover/contract/push/payload';
import type { AppContext } from '../../context.ts';
import { chainsOf, inLanes, RetryLater, type ClaimedJob, type JobHandlers } from '../../infra/jobs.ts';
import { digestPush, type QueuedPush } from './push-message.ts';
import { PUSH_DIGEST_JOB, PUSH_SEND_JOB, queueDigest } from './push-queue.repo.ts';
import { deleteSubscription } from './push.repo.ts';
import {
  countInWindows,
  findDeliveryTarget,
  findDeliveryTargets,
  markDelivered,
  type DeliveryTarget,
} from './push-delivery.repo.ts';

/** "A handful a minute" per device (DECISIONS §15); further pushes collapse into one summary. */
export const PUSH_CAP_PER_MINUTE = 5;
export const PUSH_WINDOW_MS = 60_000;
/** Pushes of one batch on their way at once (the agent keeps 16 connections per push service). */
const SENDING_AT_ONCE = 32;
/**
 * Push jobs claimed at once: a batch's five statements and its slowest push are paid once per
 * batch, while the service waits; an urgent ring of 3 000 is 8 batches, not 30 (ADR 0021).
 */
const PUSH_BATCH = 400;

const sendJobSchema = z.object({
  subscriptionId: z.uuid(),
  category: z.enum(pushCategories),
  message: pushPayloadSchema,
  urgency: z.enum(pushUrgencies),
  ttlSeconds: z.number().int().min(0),
  topic: z.string().nullable(),
});

const digestJobSchema = z.object({ subscriptionId: z.uuid(), count: z.number().int().min(1) });

/** Posts one push; answers whether the service took it (the caller stamps the device). */
async function deliver(
  ctx: AppContext,
  subscriptionId: string,
  target: DeliveryTarget,
  push: QueuedPush,
): Promise<boolean> {
  const outcome = await ctx.push.send(target, {
    payload: JSON.stringify(push.message),
    ttlSeconds: push.ttlSeconds,
    urgency: push.urgency,
    topic: push.topic,
  });
  switch (outcome.kind) {
    case 'delivered':
      return true;
    case 'gone':
      ctx.log.info({ subscriptionId, status: outcome.status }, 'push subscription gone: removed');
      await deleteSubscription(ctx.db, subscriptionId);
      return false;
    case 'refused':
      ctx.log.warn({ subscriptionId, status: outcome.status, reason: outcome.reason }, 'push refused: dropped');
      return false;
    case 'retry':
      throw new RetryLater(outcome.reason, outcome.retryAfterMs);
    default: {
      const unknown: never = outcome;
      throw new Error(`unexpected push outcome ${JSON.stringify(unknown)}`);
    }
  }
}

type SendJob = z.output<typeof sendJobSchema>;

/**
 * A batch of push jobs: their devices read in one statement, the first attempts counted in the
 * devices' windows in one (retries were counted by their first attempt), each device's pushes
 * sent in their order while other devices' go at once, the delivered devices stamped in one.
 * At send time a device that is gone, an owner suspended or deleted, or a switch turned off
 * means nothing is sent; beyond the cap a push folds into the window's summary.
 */
async function sendPushes(ctx: AppContext, jobs: ClaimedJob[]): Promise<Map<number, unknown>> {
  const failures = new Map<number, unknown>();
  const parsed = new Map<number, SendJob>();
  for (const job of jobs) {
    const result = sendJobSchema.safeParse(job.payload);
    if (result.success) parsed.set(job.id, result.data);
    else failures.set(job.id, result.error);
  }
  const targets = await findDeliveryTargets(
    ctx.db,
    [...parsed.values()].map((push) => push.subscriptionId),
  );
  const wanted = (job: ClaimedJob) => {
    const push = parsed.get(job.id);
    const target = push && targets.get(push.subscriptionId);
    return push && target?.active && target.switches[push.category] ? { push, target } : null;
  };
  const firstAttempts = new Map<string, number>();
  for (const job of jobs) {
    const found = wanted(job);
    if (found && job.attempts === 1) {
      const id = found.push.subscriptionId;
      firstAttempts.set(id, (firstAttempts.get(id) ?? 0) + 1);
    }
  }
  const now = ctx.clock.now();
  const windows = await countInWindows(ctx.db, firstAttempts, now, PUSH_WINDOW_MS);
  // Each device's first attempts take the window's places in their order.
  const placed = new Map<string, number>();
  const delivered: string[] = [];
  await inLanes(chainsOf(jobs), SENDING_AT_ONCE, async (job) => {
    const found = wanted(job);
    if (!found) return;
    const { push, target } = found;
    const id = push.subscriptionId;
    try {
      if (job.attempts === 1) {
        const window = windows.get(id);
        if (!window) return;
        const place = (placed.get(id) ?? 0) + 1;
        placed.set(id, place);
        if (window.count - firstAttempts.get(id)! + place > PUSH_CAP_PER_MINUTE) {
          await queueDigest(ctx.db, id, new Date(window.startedAt.getTime() + PUSH_WINDOW_MS));
          return;
        }
      }
      if (await deliver(ctx, id, target, push)) delivered.push(id);
    } catch (error) {
      failures.set(job.id, error);
    }
  });
  await markDelivered(ctx.db, delivered, ctx.clock.now());
  return failures;
}

async function sendDigest(ctx: AppContext, job: ClaimedJob): Promise<void> {
  const { subscriptionId, count } = digestJobSchema.parse(job.payload);
  const target = await findDeliveryTarget(ctx.db, subscriptionId);
  if (!target || !target.active) return;
  if (await deliver(ctx, subscriptionId, target, digestPush(count, ctx.clock.now()))) {
    await markDelivered(ctx.db, [subscriptionId], ctx.clock.now());
  }
}

export const pushJobHandlers: JobHandlers = {
  [PUSH_SEND_JOB]: { batch: sendPushes, first: true, batchSize: PUSH_BATCH },
  [PUSH_DIGEST_JOB]: sendDigest,
};
