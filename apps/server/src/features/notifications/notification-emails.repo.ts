// What the notification e-mails read when they are sent (never when they were queued: a
// preference turned off, an application withdrawn or a message read in between must count), the
// per-job "sending" mark that keeps a crashed attempt from sending twice, and the opt-out switches.
import { and, count, eq, isNull, sql, type Column } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Tx } from '@fitcover/db/client';
import { affectedCount } from '@fitcover/db/result';
import { aplicaciones, authUser, mensajes, ofertas, perfiles } from '@fitcover/db/schema';
import type { EmailKind } from '@fitcover/contract/notifications/unsubscribe';

const gym = alias(perfiles, 'gym');
const instructor = alias(perfiles, 'instructor');
const gymUser = alias(authUser, 'gym_user');
const instructorUser = alias(authUser, 'instructor_user');

const preferenceColumn = {
  new_applicant: perfiles.emailNewApplicant,
  application_accepted: perfiles.emailApplicationAccepted,
  new_message: perfiles.emailNewMessage,
} as const;

const preferenceField = {
  new_applicant: 'emailNewApplicant',
  application_accepted: 'emailApplicationAccepted',
  new_message: 'emailNewMessage',
} as const;

/** A profile that still receives mail: not deleted, not suspended. */
const reachable = (table: { deletedAt: Column; suspendedAt: Column }) =>
  and(isNull(table.deletedAt), isNull(table.suspendedAt));

/** The application, its offer and both parties, as an e-mail about it needs them. */
export async function findApplicationForEmail(db: Database, aplicacionId: string) {
  const [row] = await db
    .select({
      estado: aplicaciones.estado,
      titulo: ofertas.titulo,
      fechaClase: ofertas.fechaClase,
      hora: ofertas.hora,
      modalidad: ofertas.modalidad,
      ubicacion: ofertas.ubicacion,
      precio: ofertas.precio,
      ofertaEstado: ofertas.estado,
      gymId: gym.id,
      gymNombre: gym.nombre,
      gymEmail: gymUser.email,
      gymWantsNewApplicant: gym.emailNewApplicant,
      gymReachable: sql<boolean>`${reachable(gym)}`,
      instructorId: instructor.id,
      instructorNombre: instructor.nombre,
      instructorCiudad: instructor.ciudad,
      instructorEmail: instructorUser.email,
      instructorWantsAccepted: instructor.emailApplicationAccepted,
      instructorReachable: sql<boolean>`${reachable(instructor)}`,
    })
    .from(aplicaciones)
    .innerJoin(ofertas, eq(ofertas.id, aplicaciones.ofertaId))
    .innerJoin(gym, eq(gym.id, ofertas.gimnasioId))
    .innerJoin(gymUser, eq(gymUser.id, gym.id))
    .innerJoin(instructor, eq(instructor.id, aplicaciones.instructorId))
    .innerJoin(instructorUser, eq(instructorUser.id, instructor.id))
    .where(eq(aplicaciones.id, aplicacionId));
  return row ?? null;
}

/** The message, whether it is still unread, and both people. */
export async function findMessageForEmail(db: Database, messageId: number) {
  const sender = alias(perfiles, 'sender');
  const [row] = await db
    .select({
      emisorId: mensajes.emisorId,
      receptorId: mensajes.receptorId,
      mensaje: mensajes.mensaje,
      leidoAt: mensajes.leidoAt,
      senderNombre: sender.nombre,
      recipientNombre: perfiles.nombre,
      recipientEmail: authUser.email,
      recipientWants: perfiles.emailNewMessage,
      recipientReachable: sql<boolean>`${reachable(perfiles)}`,
    })
    .from(mensajes)
    .innerJoin(sender, eq(sender.id, mensajes.emisorId))
    .innerJoin(perfiles, eq(perfiles.id, mensajes.receptorId))
    .innerJoin(authUser, eq(authUser.id, perfiles.id))
    .where(eq(mensajes.id, messageId));
  return row ?? null;
}

export async function countUnreadFrom(db: Database, senderId: string, recipientId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(mensajes)
    .where(and(eq(mensajes.emisorId, senderId), eq(mensajes.receptorId, recipientId), isNull(mensajes.leidoAt)));
  return row?.n ?? 0;
}

/**
 * Queues the unread-message e-mail of one conversation. A pending one for the same pair wins,
 * unless the message it waits on was read meanwhile (its unread stretch is over): then it is
 * re-aimed at the new stretch. A job being run right now is never touched.
 */
export async function upsertUnreadMessageJob(
  tx: Database | Tx,
  job: { type: string; payload: Record<string, unknown>; runAt: Date; dedupeKey: string },
): Promise<boolean> {
  const result = await tx.execute(sql`
    insert into jobs (type, payload, run_at, dedupe_key)
    values (${job.type}, ${JSON.stringify(job.payload)}::jsonb, ${job.runAt.toISOString()}::timestamptz, ${job.dedupeKey})
    on conflict (dedupe_key) where done_at is null and dedupe_key is not null do update
      set payload = excluded.payload, run_at = excluded.run_at, attempts = 0, last_error = null
      where jobs.locked_at is null
        and not exists (
          select 1 from mensajes m
          where m.id = (jobs.payload->>'messageId')::bigint and m.leido_at is null)`);
  return affectedCount(result) > 0;
}

/**
 * Marks the job as "about to send", committed before the mail leaves. Returns false when an
 * earlier attempt already got this far and did not report a clean failure (it may have sent).
 */
export async function markSending(db: Database, jobId: number, at: Date): Promise<boolean> {
  const result = await db.execute(sql`
    update jobs set payload = payload || jsonb_build_object('sendingSince', ${at.toISOString()}::text)
    where id = ${jobId} and payload->>'sendingSince' is null`);
  return affectedCount(result) > 0;
}

/** The mailer refused the message (nothing left): the next attempt may send again. */
export async function clearSending(db: Database, jobId: number): Promise<void> {
  await db.execute(sql`update jobs set payload = payload - 'sendingSince' where id = ${jobId}`);
}

/** Whether the user (still present) wants this kind of e-mail; null for an unknown user. */
export async function emailPreference(db: Database, userId: string, kind: EmailKind): Promise<boolean | null> {
  const [row] = await db
    .select({ wants: preferenceColumn[kind] })
    .from(perfiles)
    .where(and(eq(perfiles.id, userId), isNull(perfiles.deletedAt)));
  return row ? row.wants : null;
}

/** Turns one kind of e-mail off; false for an unknown (or deleted) user. */
export async function disableEmail(db: Database, userId: string, kind: EmailKind): Promise<boolean> {
  const rows = await db
    .update(perfiles)
    .set({ [preferenceField[kind]]: false, updatedAt: sql`now()` })
    .where(and(eq(perfiles.id, userId), isNull(perfiles.deletedAt)))
    .returning({ id: perfiles.id });
  return rows.length > 0;
}
