// "¿Se impartió la clase?" (DECISIONS §17, ADR 0022). After a class ends a sweep on ctx.clock asks
// both sides (in-app, pushed like every notification, and by e-mail through the jobs table);
// each side answers once, under the attendance row's lock; "No se presentó" opens a case admin
// resolves (attendance-cases.service.ts). No answer within 72 hours counts as taken place.
import {
  ATTENDANCE_WINDOW_HOURS,
  type AttendanceAnswer,
  type AttendanceQuestion,
  type AttendanceStatus,
} from '@fitcover/contract/trust/attendance';
import type { AppContext } from '../../context.ts';
import { conflict, notFound } from '../../http/app-error.ts';
import { tryClusterLock } from '../../infra/cluster-lock.repo.ts';
import { enqueueJob, type ClaimedJob, type JobHandlers } from '../../infra/jobs.ts';
import { attendanceQuestionEmail } from '../../infra/mail/templates-attendance.ts';
import { clearSending, markSending } from '../notifications/notification-emails.repo.ts';
import { insertNotifications } from '../notifications/notifications.repo.ts';
import { spanishDate } from '../offers/offer-time.ts';
import {
  claimDueQuestions,
  findAttendance,
  findRecipient,
  lockAttendance,
  questionsOf,
  writeAnswer,
  type AttendanceRow,
} from './attendance.repo.ts';

export const ATTENDANCE_EMAIL_JOB = 'email.attendance_check';
const BATCH = 200;
const WINDOW_MS = ATTENDANCE_WINDOW_HOURS * 3_600_000;

/** Where each side answers: its dashboard's home shows the question. */
export const attendanceLinks = { gym: '/gym-dashboard', instructor: '/instructor-dashboard' } as const;

export function attendanceStatus(
  row: Pick<AttendanceRow, 'resultado' | 'caso_abierto_at' | 'respuesta_gimnasio' | 'respuesta_instructor' | 'fin'>,
  now: Date,
): AttendanceStatus {
  if (row.resultado) return row.resultado === 'impartida' ? 'impartida' : 'no_presentado';
  if (row.caso_abierto_at) return 'en_revision';
  if (row.respuesta_gimnasio === 'impartida' && row.respuesta_instructor === 'impartida') return 'impartida';
  return new Date(row.fin).getTime() + WINDOW_MS <= now.getTime() ? 'impartida' : 'pendiente';
}

function toQuestion(row: AttendanceRow, userId: string, now: Date): AttendanceQuestion {
  const gymSide = row.gym_id === userId;
  return {
    aplicacionId: row.aplicacion_id,
    titulo: row.titulo,
    fechaClase: row.fecha_clase,
    hora: row.hora,
    con: gymSide
      ? { id: row.instructor_id, nombre: row.instructor_nombre }
      : { id: row.gym_id, nombre: row.gym_nombre },
    respuesta: (gymSide ? row.respuesta_gimnasio : row.respuesta_instructor) ?? null,
    estado: attendanceStatus(row, now),
    plazo: new Date(new Date(row.fin).getTime() + WINDOW_MS).toISOString(),
  };
}

/** One sweep: asks about the classes that ended; answers how many (0 when another process sweeps). */
export async function askAttendance(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    if (!(await tryClusterLock(tx, 'attendance-questions'))) return 0;
    const due = await claimDueQuestions(tx, now, BATCH);
    for (const row of due) {
      const when = `del ${spanishDate(row.fecha_clase)} a las ${row.hora}`;
      await insertNotifications(tx, [
        {
          usuarioId: row.instructor_id,
          tipo: 'attendance_check',
          mensaje: `¿Se impartió la clase «${row.titulo}» ${when} en ${row.gym_nombre}? Responde «Sí» o «No se presentó».`,
          enlace: attendanceLinks.instructor,
          dedupeKey: `attendance:${row.aplicacion_id}`,
        },
        {
          usuarioId: row.gym_id,
          tipo: 'attendance_check',
          mensaje: `¿Se impartió la clase «${row.titulo}» ${when} con ${row.instructor_nombre}? Responde «Sí» o «No se presentó».`,
          enlace: attendanceLinks.gym,
          dedupeKey: `attendance:${row.aplicacion_id}`,
        },
      ]);
      for (const recipientId of [row.instructor_id, row.gym_id]) {
        await enqueueJob(tx, {
          type: ATTENDANCE_EMAIL_JOB,
          payload: { aplicacionId: row.aplicacion_id, recipientId },
          runAt: now,
          dedupeKey: `email:attendance_check:${row.aplicacion_id}:${recipientId}`,
        });
      }
    }
    return due.length;
  });
}

/** The e-mail, at most once per job, unless the side has answered already or the window closed. */
async function sendAttendanceEmail(ctx: AppContext, job: ClaimedJob): Promise<void> {
  const { aplicacionId, recipientId } = job.payload;
  if (typeof aplicacionId !== 'string' || typeof recipientId !== 'string') {
    throw new Error(`job ${job.id}: invalid attendance payload`);
  }
  const row = await findAttendance(ctx.db, aplicacionId);
  if (!row || new Date(row.fin).getTime() + WINDOW_MS <= ctx.clock.now().getTime()) return;
  const gymSide = row.gym_id === recipientId;
  if (!gymSide && row.instructor_id !== recipientId) return;
  if ((gymSide ? row.respuesta_gimnasio : row.respuesta_instructor) !== null) return;
  const recipient = await findRecipient(ctx.db, recipientId);
  if (!recipient) return;
  const message = {
    to: recipient.email,
    ...attendanceQuestionEmail({
      nombre: recipient.nombre,
      titulo: row.titulo,
      fecha: spanishDate(row.fecha_clase),
      hora: row.hora,
      con: gymSide ? `Instructor/a: ${row.instructor_nombre}` : `Gimnasio: ${row.gym_nombre}`,
      url: `${ctx.env.appUrl}${gymSide ? attendanceLinks.gym : attendanceLinks.instructor}`,
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

export const attendanceJobHandlers: JobHandlers = { [ATTENDANCE_EMAIL_JOB]: sendAttendanceEmail };

export async function attendanceQuestions(ctx: AppContext, userId: string): Promise<{ items: AttendanceQuestion[] }> {
  const now = ctx.clock.now();
  const rows = await questionsOf(ctx.db, userId, now);
  return { items: rows.map((row) => toQuestion(row, userId, now)) };
}

const notThisClass = () => notFound('La clase');

/**
 * One side's answer. Under the row's lock: the same answer again is a no-op (a double click, a
 * second tab), a different one is refused; nothing is taken once admin resolved the case, the
 * 72 hours are over, or the fee was already collected.
 */
export async function answerAttendance(
  ctx: AppContext,
  userId: string,
  aplicacionId: string,
  answer: { respuesta: AttendanceAnswer; comentario?: string | undefined },
): Promise<AttendanceQuestion> {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const row = await lockAttendance(tx, aplicacionId, now);
    if (!row) throw notThisClass();
    const side = row.gym_id === userId ? 'gimnasio' : row.instructor_id === userId ? 'instructor' : null;
    if (!side) throw notThisClass();
    const given = side === 'gimnasio' ? row.respuesta_gimnasio : row.respuesta_instructor;
    if (given !== null) {
      if (given === answer.respuesta) return toQuestion(row, userId, now);
      throw conflict('Ya has respondido sobre esta clase.');
    }
    if (row.resultado !== null) throw conflict('El equipo de FitCover ya ha resuelto este caso.');
    if (new Date(row.fin).getTime() + WINDOW_MS <= now.getTime() || row.fee_claimed) {
      throw conflict('El plazo para responder ha terminado: la clase cuenta como impartida.');
    }
    await writeAnswer(
      tx,
      aplicacionId,
      side,
      { respuesta: answer.respuesta, comentario: answer.comentario ?? null },
      now,
    );
    const after = await findAttendance(tx, aplicacionId);
    if (!after) throw notThisClass();
    return toQuestion(after, userId, now);
  });
}
