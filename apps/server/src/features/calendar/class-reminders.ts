// Reminders 24 hours and 2 hours before each accepted class, to both sides (DECISIONS §16):
// an in-app notification of type class_reminder (live, and pushed wherever notifications are
// pushed) and an e-mail through the jobs table. A sweep every minute on ctx.clock claims what
// is due; the advisory lock keeps one process at it and the recordatorios key makes each
// reminder happen once even so. A class called off has no booking, so it gets none.
import type { AppContext } from '../../context.ts';
import { enqueueJob, type ClaimedJob, type JobHandlers } from '../../infra/jobs.ts';
import { classReminderEmail } from '../../infra/mail/templates-reminders.ts';
import { clearSending, markSending } from '../notifications/notification-emails.repo.ts';
import { insertNotifications } from '../notifications/notifications.repo.ts';
import { notificationLinks } from '../notifications/notification-links.ts';
import { spanishDate } from '../offers/offer-time.ts';
import { tryClusterLock } from '../../infra/cluster-lock.repo.ts';
import { claimDueReminders, findReminderMail, type DueReminder, type ReminderKind } from './class-reminders.repo.ts';

export const CLASS_REMINDER_EMAIL_JOB = 'email.class_reminder';
const BATCH = 200;

const within = (tipo: ReminderKind) => (tipo === '24h' ? 'dentro de 24 horas' : 'dentro de 2 horas');

function messages(due: DueReminder) {
  const when = `el ${spanishDate(due.fecha_clase)} a las ${due.hora} (${within(due.tipo)})`;
  return {
    instructor: `Recordatorio: tu clase «${due.titulo}» en ${due.gym_nombre} es ${when}. Lugar: ${due.lugar}.`,
    gym: `Recordatorio: la clase «${due.titulo}» con ${due.instructor_nombre} es ${when}. Lugar: ${due.lugar}.`,
  };
}

/** One sweep; answers how many reminders went out (0 when another process holds the job). */
export async function sendClassReminders(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    if (!(await tryClusterLock(tx, 'class-reminders'))) return 0;
    const due = await claimDueReminders(tx, now, BATCH);
    for (const reminder of due) {
      const text = messages(reminder);
      await insertNotifications(tx, [
        {
          usuarioId: reminder.instructor_id,
          tipo: 'class_reminder',
          mensaje: text.instructor,
          enlace: notificationLinks.instructorCalendar,
        },
        {
          usuarioId: reminder.gym_id,
          tipo: 'class_reminder',
          mensaje: text.gym,
          enlace: notificationLinks.gymCalendar,
        },
      ]);
      for (const recipientId of [reminder.instructor_id, reminder.gym_id]) {
        await enqueueJob(tx, {
          type: CLASS_REMINDER_EMAIL_JOB,
          payload: { aplicacionId: reminder.aplicacion_id, tipo: reminder.tipo, recipientId },
          runAt: now,
          dedupeKey: `email:class_reminder:${reminder.aplicacion_id}:${reminder.tipo}:${recipientId}`,
        });
      }
    }
    return due.length;
  });
}

/** The e-mail, at most once per job (as notification-emails.ts explains), if the class is still on. */
async function sendReminderEmail(ctx: AppContext, job: ClaimedJob): Promise<void> {
  const { aplicacionId, tipo, recipientId } = job.payload;
  if (typeof aplicacionId !== 'string' || typeof recipientId !== 'string' || (tipo !== '24h' && tipo !== '2h')) {
    throw new Error(`job ${job.id}: invalid class reminder payload`);
  }
  const row = await findReminderMail(ctx.db, aplicacionId, recipientId);
  if (!row || row.starts_at <= ctx.clock.now()) return;
  const gymSide = row.recipient_is_gym;
  const message = {
    to: row.recipient_email,
    ...classReminderEmail({
      nombre: row.recipient_nombre,
      titulo: row.titulo,
      fecha: spanishDate(row.fecha_clase),
      hora: row.hora,
      lugar: row.lugar,
      con: gymSide ? `Instructor/a: ${row.instructor_nombre}` : `Gimnasio: ${row.gym_nombre}`,
      within: within(tipo),
      url: `${ctx.env.appUrl}${gymSide ? notificationLinks.gymCalendar : notificationLinks.instructorCalendar}`,
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

export const classReminderJobHandlers: JobHandlers = { [CLASS_REMINDER_EMAIL_JOB]: sendReminderEmail };
