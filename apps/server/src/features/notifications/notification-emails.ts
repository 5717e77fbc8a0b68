// Notification e-mails through the jobs table (DECISIONS §7): new_applicant (gym),
// application_accepted (instructor) and new_message left unread for 15 minutes (one e-mail per
// conversation per unread stretch). Producers enqueue inside their own transaction, so a job
// exists exactly when the change it announces was committed. Handlers decide at send time:
// the recipient's opt-out, a withdrawn application or a message read meanwhile all count.
//
// Sending twice: a job is claimed with FOR UPDATE SKIP LOCKED, so two processes never run it at
// once, and a finished job is never run again. What remains is a crash between "mail handed to
// the mailer" and "job marked done": the claim goes stale and the job would run again. Before
// sending, each handler commits a "sending" mark on its job row; a mailer error clears it again
// (nothing left, retrying is right), so a later attempt that still finds the mark knows an
// earlier one may have sent and skips. We prefer at most once here: a missed notice is a small
// loss, a duplicate e-mail erodes trust in every later one.
import type { Database, Tx } from '@fitcover/db/client';
import type { EmailKind } from '@fitcover/contract/notifications/unsubscribe';
import type { AppContext } from '../../context.ts';
import { enqueueJob, cancelPendingJob, type ClaimedJob, type JobHandlers } from '../../infra/jobs.ts';
import type { MailMessage } from '../../infra/mail/mailer.ts';
import {
  applicationAcceptedEmail,
  newApplicantEmail,
  unreadMessagesEmail,
} from '../../infra/mail/templates-notifications.ts';
import { shortTime, spanishDate } from '../offers/offer-time.ts';
import { notificationLinks } from './notification-links.ts';
import {
  countUnreadFrom,
  clearSending,
  findApplicationForEmail,
  findMessageForEmail,
  markSending,
  upsertUnreadMessageJob,
} from './notification-emails.repo.ts';
import { listUnsubscribeHeaders, unsubscribeLinks } from './unsubscribe.service.ts';
import { clipText } from '@fitcover/contract/common/clip-text';

export const emailJobTypes = {
  newApplicant: 'email.new_applicant',
  applicationAccepted: 'email.application_accepted',
  newMessage: 'email.new_message',
} as const;

/** How long a message waits unread before its conversation's e-mail goes out. */
export const UNREAD_MESSAGE_DELAY_MS = 15 * 60_000;

const unreadKey = (recipientId: string, senderId: string) => `email:new_message:${recipientId}:${senderId}`;

// `now` comes from ctx.clock, like the runner's idea of "due", so tests with a fake clock agree.

/** Call in the transaction that inserts the application. */
export async function enqueueNewApplicantEmail(tx: Database | Tx, aplicacionId: string, now: Date): Promise<void> {
  await enqueueJob(tx, {
    type: emailJobTypes.newApplicant,
    payload: { aplicacionId },
    runAt: now,
    dedupeKey: `email:new_applicant:${aplicacionId}`,
  });
}

/** Call in the transaction that accepts the application. */
export async function enqueueApplicationAcceptedEmail(
  tx: Database | Tx,
  aplicacionId: string,
  now: Date,
): Promise<void> {
  await enqueueJob(tx, {
    type: emailJobTypes.applicationAccepted,
    payload: { aplicacionId },
    runAt: now,
    dedupeKey: `email:application_accepted:${aplicacionId}`,
  });
}

/**
 * Call in the transaction that inserts a message when it is the first unread one of its
 * conversation (a new unread stretch); `runAt` is normally its send time + 15 minutes.
 */
export async function enqueueUnreadMessageEmail(
  tx: Database | Tx,
  input: { recipientId: string; senderId: string; messageId: number; runAt: Date },
): Promise<boolean> {
  return upsertUnreadMessageJob(tx, {
    type: emailJobTypes.newMessage,
    payload: { recipientId: input.recipientId, senderId: input.senderId, messageId: input.messageId },
    runAt: input.runAt,
    dedupeKey: unreadKey(input.recipientId, input.senderId),
  });
}

/** Optional: drop the pending e-mail once the recipient has read the conversation. */
export async function cancelUnreadMessageEmail(
  tx: Database | Tx,
  input: { recipientId: string; senderId: string },
): Promise<void> {
  await cancelPendingJob(tx, unreadKey(input.recipientId, input.senderId));
}

function stringField(job: ClaimedJob, name: string): string {
  const value = job.payload[name];
  if (typeof value !== 'string' || !value) throw new Error(`job ${job.id}: payload.${name} missing`);
  return value;
}

/** Sends at most once per job (see the note at the top of this file). */
async function sendOnce(
  ctx: AppContext,
  job: ClaimedJob,
  recipientId: string,
  kind: EmailKind,
  build: (unsubscribeUrl: string) => Omit<MailMessage, 'headers'>,
): Promise<void> {
  const links = await unsubscribeLinks(ctx, recipientId, kind);
  const message: MailMessage = { ...build(links.pageUrl), headers: listUnsubscribeHeaders(links) };
  if (!(await markSending(ctx.db, job.id, ctx.clock.now()))) {
    ctx.log.warn({ jobId: job.id, type: job.type }, 'an earlier attempt may have sent this e-mail: not sending again');
    return;
  }
  try {
    await ctx.mailer.send(message);
  } catch (error) {
    await clearSending(ctx.db, job.id);
    throw error;
  }
}

async function sendNewApplicant(ctx: AppContext, job: ClaimedJob): Promise<void> {
  const row = await findApplicationForEmail(ctx.db, stringField(job, 'aplicacionId'));
  // Withdrawn before the e-mail left, or the gym opted out / is gone: nothing to tell.
  if (!row || row.estado === 'retirada' || !row.gymWantsNewApplicant || !row.gymReachable) return;
  await sendOnce(ctx, job, row.gymId, 'new_applicant', (unsubscribeUrl) => ({
    to: row.gymEmail,
    ...newApplicantEmail({
      gymNombre: row.gymNombre,
      instructorNombre: row.instructorNombre,
      instructorCiudad: row.instructorCiudad,
      titulo: row.titulo,
      fecha: spanishDate(row.fechaClase),
      hora: shortTime(row.hora),
      url: `${ctx.env.appUrl}${notificationLinks.gymApplicants}`,
      unsubscribeUrl,
    }),
  }));
}

const euros = (value: string) =>
  `${Number(value).toLocaleString('es-ES', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} € / clase`;

async function sendApplicationAccepted(ctx: AppContext, job: ClaimedJob): Promise<void> {
  const row = await findApplicationForEmail(ctx.db, stringField(job, 'aplicacionId'));
  // Called off before the e-mail left, or the instructor opted out / is gone.
  if (!row || row.estado !== 'aceptada' || row.ofertaEstado !== 'cubierta') return;
  if (!row.instructorWantsAccepted || !row.instructorReachable) return;
  await sendOnce(ctx, job, row.instructorId, 'application_accepted', (unsubscribeUrl) => ({
    to: row.instructorEmail,
    ...applicationAcceptedEmail({
      instructorNombre: row.instructorNombre,
      gymNombre: row.gymNombre,
      titulo: row.titulo,
      fecha: spanishDate(row.fechaClase),
      hora: shortTime(row.hora),
      lugar: row.modalidad === 'Online' ? 'Online' : (row.ubicacion ?? '—'),
      precio: euros(row.precio),
      url: `${ctx.env.appUrl}${notificationLinks.instructorApplications}`,
      unsubscribeUrl,
    }),
  }));
}

const PREVIEW_MAX = 300;

async function sendUnreadMessage(ctx: AppContext, job: ClaimedJob): Promise<void> {
  const messageId = Number(job.payload.messageId);
  if (!Number.isSafeInteger(messageId)) throw new Error(`job ${job.id}: payload.messageId missing`);
  const recipientId = stringField(job, 'recipientId');
  const row = await findMessageForEmail(ctx.db, messageId);
  // Read within the 15 minutes (or deleted): this unread stretch needs no e-mail.
  if (!row || row.leidoAt !== null || row.receptorId !== recipientId) return;
  if (!row.recipientWants || !row.recipientReachable) return;
  const unread = await countUnreadFrom(ctx.db, row.emisorId, recipientId);
  const preview = clipText(row.mensaje, PREVIEW_MAX);
  await sendOnce(ctx, job, recipientId, 'new_message', (unsubscribeUrl) => ({
    to: row.recipientEmail,
    ...unreadMessagesEmail({
      recipientNombre: row.recipientNombre,
      senderNombre: row.senderNombre,
      unread: Math.max(unread, 1),
      preview,
      url: `${ctx.env.appUrl}/chat?with=${encodeURIComponent(row.emisorId)}`,
      unsubscribeUrl,
    }),
  }));
}

export const notificationEmailHandlers: JobHandlers = {
  [emailJobTypes.newApplicant]: sendNewApplicant,
  [emailJobTypes.applicationAccepted]: sendApplicationAccepted,
  [emailJobTypes.newMessage]: sendUnreadMessage,
};
