// Delivery of the push jobs (infra/jobs.ts runs them, claimed with SKIP LOCKED): one job per
// notification and device. At send time the job checks again that the device still exists, its
// owner is neither suspended nor deleted and the switch is still on; the first attempt counts in
// the device's one-minute window, and beyond the cap the push folds into one summary sent when
// the window ends. 404/410 delete the subscription; 429/5xx retry with back-off (or after
// Retry-After); any other refusal is logged and dropped.
import { z } from 'zod';
import { pushCategories, pushPayloadSchema, pushUrgencies } from '@fitcover/contract/push/payload';
import type { AppContext } from '../../context.ts';
import { RetryLater, type ClaimedJob, type JobHandlers } from '../../infra/jobs.ts';
import { digestPush, type QueuedPush } from './push-message.ts';
import { PUSH_DIGEST_JOB, PUSH_SEND_JOB, queueDigest } from './push-queue.repo.ts';
import {
  countInWindow,
  deleteSubscription,
  findDeliveryTarget,
  markDelivered,
  type DeliveryTarget,
} from './push.repo.ts';

/** "A handful a minute" per device (DECISIONS §15); further pushes collapse into one summary. */
export const PUSH_CAP_PER_MINUTE = 5;
export const PUSH_WINDOW_MS = 60_000;

const sendJobSchema = z.object({
  subscriptionId: z.uuid(),
  category: z.enum(pushCategories),
  message: pushPayloadSchema,
  urgency: z.enum(pushUrgencies),
  ttlSeconds: z.number().int().min(0),
  topic: z.string().nullable(),
});

const digestJobSchema = z.object({ subscriptionId: z.uuid(), count: z.number().int().min(1) });

async function deliver(ctx: AppContext, subscriptionId: string, target: DeliveryTarget, push: QueuedPush) {
  const outcome = await ctx.push.send(target, {
    payload: JSON.stringify(push.message),
    ttlSeconds: push.ttlSeconds,
    urgency: push.urgency,
    topic: push.topic,
  });
  switch (outcome.kind) {
    case 'delivered':
      await markDelivered(ctx.db, subscriptionId, ctx.clock.now());
      return;
    case 'gone':
      ctx.log.info({ subscriptionId, status: outcome.status }, 'push subscription gone: removed');
      await deleteSubscription(ctx.db, subscriptionId);
      return;
    case 'refused':
      ctx.log.warn({ subscriptionId, status: outcome.status, reason: outcome.reason }, 'push refused: dropped');
      return;
    case 'retry':
      throw new RetryLater(outcome.reason, outcome.retryAfterMs);
    default: {
      const unknown: never = outcome;
      throw new Error(`unexpected push outcome ${JSON.stringify(unknown)}`);
    }
  }
}

async function sendPush(ctx: AppContext, job: ClaimedJob): Promise<void> {
  const { subscriptionId, ...push } = sendJobSchema.parse(job.payload);
  const target = await findDeliveryTarget(ctx.db, subscriptionId);
  if (!target || !target.active || !target.switches[push.category]) return;
  // Retries were counted by their first attempt.
  if (job.attempts === 1) {
    const window = await countInWindow(ctx.db, subscriptionId, ctx.clock.now(), PUSH_WINDOW_MS);
    if (!window) return;
    if (window.count > PUSH_CAP_PER_MINUTE) {
      await queueDigest(ctx.db, subscriptionId, new Date(window.startedAt.getTime() + PUSH_WINDOW_MS));
      return;
    }
  }
  await deliver(ctx, subscriptionId, target, push);
}

async function sendDigest(ctx: AppContext, job: ClaimedJob): Promise<void> {
  const { subscriptionId, count } = digestJobSchema.parse(job.payload);
  const target = await findDeliveryTarget(ctx.db, subscriptionId);
  if (!target || !target.active) return;
  await deliver(ctx, subscriptionId, target, digestPush(count, ctx.clock.now()));
}

export const pushJobHandlers: JobHandlers = {
  [PUSH_SEND_JOB]: sendPush,
  [PUSH_DIGEST_JOB]: sendDigest,
};
