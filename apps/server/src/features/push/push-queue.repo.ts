// Enqueues one push job per device that should receive a notification, inside the transaction
// that creates the notification: a push exists exactly when its notification was committed.
// Only devices whose owner is active and whose switch for the category is on get a job; the
// job checks both again when it runs (a switch turned off meanwhile, a suspension).
import { sql, type SQL } from 'drizzle-orm';
import type { Database, Tx } from '@fitcover/db/client';
import type { Role } from '@fitcover/contract/endpoint';
import type { PushCategory } from '@fitcover/contract/push/payload';
import type { QueuedPush } from './push-message.ts';

export const PUSH_SEND_JOB = 'push.send';
export const PUSH_DIGEST_JOB = 'push.digest';
/** 1 try + 5 retries on 429/5xx: 30 s, 2 min, 8 min, 32 min, ~2 h after the first. */
export const PUSH_MAX_ATTEMPTS = 6;

/** The device's switch for each category (columns of push_subscriptions). */
export const categoryColumns: Record<PushCategory, string> = {
  nuevasOfertas: 'push_new_offer',
  ofertasUrgentes: 'push_urgent_offer',
  postulados: 'push_new_applicant',
  decisiones: 'push_decision',
  mensajes: 'push_new_message',
  avisos: 'push_notice',
};

export type PushRecipients = { users: readonly string[] } | { roles: readonly Role[] };

export async function enqueuePushes(db: Database | Tx, recipients: PushRecipients, push: QueuedPush): Promise<void> {
  if (push.category === 'digest') throw new Error('a digest is not enqueued per notification');
  let who: SQL;
  if ('users' in recipients) {
    if (recipients.users.length === 0) return;
    // An array parameter, not a set-returning sub-select: with thousands of recipients (an urgent
    // offer's ring, ADR 0021) the planner hashes it instead of rescanning it per device.
    who = sql`s.usuario_id = any(${`{${[...new Set(recipients.users)].join(',')}}`}::uuid[])`;
  } else {
    if (recipients.roles.length === 0) return;
    who = sql`p.rol::text in (select jsonb_array_elements_text(${JSON.stringify(recipients.roles)}::jsonb))`;
  }
  const switchedOn = sql.raw(`s.${categoryColumns[push.category]}`);
  await db.execute(sql`
    insert into jobs (type, payload, max_attempts)
    select ${PUSH_SEND_JOB}, jsonb_build_object('subscriptionId', s.id) || ${JSON.stringify(push)}::jsonb,
           ${PUSH_MAX_ATTEMPTS}
    from push_subscriptions s
    join perfiles p on p.id = s.usuario_id
    where ${who} and p.suspended_at is null and p.deleted_at is null and ${switchedOn}`);
}

/**
 * A push the device's per-minute cap held back: counted into the one summary push that goes out
 * when the window ends (one pending digest per device).
 */
export async function queueDigest(db: Database, subscriptionId: string, runAt: Date): Promise<void> {
  await db.execute(sql`
    insert into jobs (type, payload, run_at, dedupe_key, max_attempts)
    values (${PUSH_DIGEST_JOB}, jsonb_build_object('subscriptionId', ${subscriptionId}::text, 'count', 1),
            ${runAt.toISOString()}::timestamptz, ${`push-digest:${subscriptionId}`}, ${PUSH_MAX_ATTEMPTS})
    on conflict (dedupe_key) where done_at is null and dedupe_key is not null
    do update set payload = jsonb_set(jobs.payload, '{count}', to_jsonb((jobs.payload->>'count')::int + 1))`);
}
