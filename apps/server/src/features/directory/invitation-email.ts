// The invitation e-mail, as a job enqueued in the transaction that stores the invitation. What it
// says is read when it is sent: nothing goes out once the offer no longer takes applications or
// the instructor is no longer reachable. Sent at most once, like the other notification e-mails.
import type { Tx } from '@fitcover/db/client';
import type { AppContext } from '../../context.ts';
import { enqueueJob, type ClaimedJob, type JobHandlers } from '../../infra/jobs.ts';
import { offerInvitationEmail } from '../../infra/mail/templates-directory.ts';
import { clearSending, markSending } from '../notifications/notification-emails.repo.ts';
import { instructorOfferLink } from '../notifications/notification-links.ts';
import { classWhen } from '../offers/offer-time.ts';
import { findUrgentMail } from '../urgent/urgent-mail.repo.ts';
import { price } from '../urgent/urgent-escalation.ts';

export const INVITATION_EMAIL_JOB = 'email.offer_invitation';

export async function enqueueInvitationEmail(
  tx: Tx,
  input: { ofertaId: string; instructorId: string; now: Date },
): Promise<void> {
  await enqueueJob(tx, {
    type: INVITATION_EMAIL_JOB,
    payload: { ofertaId: input.ofertaId, instructorId: input.instructorId },
    runAt: input.now,
    dedupeKey: `email:offer_invitation:${input.ofertaId}:${input.instructorId}`,
  });
}

async function sendInvitationEmail(ctx: AppContext, job: ClaimedJob): Promise<void> {
  const { ofertaId, instructorId } = job.payload;
  if (typeof ofertaId !== 'string' || typeof instructorId !== 'string') {
    throw new Error(`job ${job.id}: invalid offer invitation payload`);
  }
  // The offer as the instructor would see it (open, not started) and the instructor reachable.
  const row = await findUrgentMail(ctx.db, ofertaId, instructorId, ctx.clock.now());
  if (!row) return;
  const message = {
    to: row.email,
    ...offerInvitationEmail({
      nombre: row.nombre,
      gym: row.gym_nombre,
      titulo: row.titulo,
      cuando: classWhen({ fechaClase: row.fecha_clase, hora: row.hora }),
      lugar: row.lugar,
      precio: price(row.precio),
      url: `${ctx.env.appUrl}${instructorOfferLink(ofertaId)}`,
    }),
  };
  if (!(await markSending(ctx.db, job.id, ctx.clock.now()))) return;
  try {
    await ctx.mailer.send(message);
  } catch (error) {
    await clearSending(ctx.db, job.id);
    throw error;
  }
}

export const directoryJobHandlers: JobHandlers = { [INVITATION_EMAIL_JOB]: sendInvitationEmail };
