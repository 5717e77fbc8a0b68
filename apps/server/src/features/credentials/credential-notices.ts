// Telling the instructor about a document: an in-app notification of type `credential` (live,
// and pushed to devices with "avisos" on) and an e-mail through the jobs table, both in the
// transaction of the change, so neither goes out for a decision that was rolled back.
import type { Tx } from '@fitcover/db/client';
import type { AppContext } from '../../context.ts';
import { enqueueJob, type ClaimedJob, type JobHandlers } from '../../infra/jobs.ts';
import { credentialEmail } from '../../infra/mail/templates-credentials.ts';
import { clearSending, markSending } from '../notifications/notification-emails.repo.ts';
import { insertNotifications } from '../notifications/notifications.repo.ts';
import { notificationLinks } from '../notifications/notification-links.ts';
import { credentialMessage, type CredentialNews } from './credential-messages.ts';
import type { CredentialRow } from './credentials.repo.ts';
import { findCredentialMail as findMail } from './credential-mail.repo.ts';

export const CREDENTIAL_EMAIL_JOB = 'email.credential';
const newsKinds: readonly CredentialNews[] = ['aprobado', 'rechazado', '30d', '7d'];

export async function tellInstructor(
  tx: Tx,
  now: Date,
  news: CredentialNews,
  doc: Pick<CredentialRow, 'id' | 'instructorId' | 'tipo' | 'nombre' | 'caducaEl' | 'motivo'>,
): Promise<void> {
  await insertNotifications(tx, [
    {
      usuarioId: doc.instructorId,
      tipo: 'credential',
      mensaje: credentialMessage(news, doc).message,
      enlace: notificationLinks.instructorProfile,
    },
  ]);
  await enqueueJob(tx, {
    type: CREDENTIAL_EMAIL_JOB,
    payload: { documentoId: doc.id, news },
    runAt: now,
    dedupeKey: `email:credential:${doc.id}:${news}`,
  });
}

/** The e-mail, at most once per job (as notification-emails.ts explains). */
async function sendCredentialEmail(ctx: AppContext, job: ClaimedJob): Promise<void> {
  const { documentoId, news } = job.payload;
  if (typeof documentoId !== 'string' || !newsKinds.includes(news as CredentialNews)) {
    throw new Error(`job ${job.id}: invalid credential e-mail payload`);
  }
  const row = await findMail(ctx.db, documentoId);
  if (!row) return;
  const text = credentialMessage(news as CredentialNews, { ...row, caducaEl: row.caduca_el });
  const message = {
    to: row.recipient_email,
    ...credentialEmail({
      nombre: row.recipient_nombre,
      subject: text.subject,
      message: text.message,
      url: `${ctx.env.appUrl}${notificationLinks.instructorProfile}`,
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

export const credentialJobHandlers: JobHandlers = { [CREDENTIAL_EMAIL_JOB]: sendCredentialEmail };
