// The SQL of "¿Se impartió la clase?" (DECISIONS §17): asking, answering under a row lock, the
// no-show cases, and the one rule of when a class counts as taken place.
import { sql, type SQL } from 'drizzle-orm';
import type { Database, Tx } from '@fitcover/db/client';
import { rowsOf } from '@fitcover/db/result';
import { ATTENDANCE_WINDOW_HOURS } from '@fitcover/contract/trust/attendance';

type Reader = Database | Tx;

/**
 * When a class counts as taken place, given its attendance row `s` (possibly missing: a left
 * join) and its end: admin said so; or, with no case opened, both sides said Sí or 72 hours have
 * passed since it ended. The fee claim (billing.repo.ts) and reliability use this same rule.
 */
export function tookPlace(s: string, endsAt: SQL, now: Date): SQL {
  const row = sql.raw(s);
  return sql`(coalesce(${row}.resultado = 'impartida', false) or (${row}.caso_abierto_at is null and (
    coalesce(${row}.respuesta_gimnasio = 'impartida' and ${row}.respuesta_instructor = 'impartida', false)
    or ${endsAt} + interval '${sql.raw(String(ATTENDANCE_WINDOW_HOURS))} hours' <= ${now.toISOString()}::timestamptz)))`;
}

export type AttendanceClass = {
  aplicacion_id: string;
  titulo: string;
  fecha_clase: string;
  hora: string;
  gym_id: string;
  gym_nombre: string;
  instructor_id: string;
  instructor_nombre: string;
};

const classColumns = sql`o.titulo, o.fecha_clase::text as fecha_clase, to_char(o.hora, 'HH24:MI') as hora,
  g.id as gym_id, g.nombre as gym_nombre, i.id as instructor_id, i.nombre as instructor_nombre`;

/**
 * Claims the classes to ask about at `now`: booked classes that ended within the last 72 hours
 * and have no attendance row yet. The row's key makes each class asked once, whoever sweeps.
 */
export async function claimDueQuestions(tx: Tx, now: Date, limit: number): Promise<AttendanceClass[]> {
  const at = now.toISOString();
  return rowsOf<AttendanceClass>(
    await tx.execute(sql`
      with due as (
        insert into asistencias (aplicacion_id, preguntada_at)
        select r.aplicacion_id, ${at}::timestamptz from reservas r
        where r.inicio <= ${at}::timestamptz and r.fin <= ${at}::timestamptz
          and r.fin > ${at}::timestamptz - interval '${sql.raw(String(ATTENDANCE_WINDOW_HOURS))} hours'
          and not exists (select 1 from asistencias s where s.aplicacion_id = r.aplicacion_id)
        order by r.fin
        limit ${limit}
        on conflict do nothing
        returning aplicacion_id
      )
      select due.aplicacion_id, ${classColumns}
      from due
      join reservas r on r.aplicacion_id = due.aplicacion_id
      join ofertas o on o.id = r.oferta_id
      join perfiles g on g.id = r.gimnasio_id
      join perfiles i on i.id = r.instructor_id`),
  );
}

export type AttendanceRow = AttendanceClass & {
  fin: Date;
  respuesta_gimnasio: 'impartida' | 'no_presentado' | null;
  respuesta_instructor: 'impartida' | 'no_presentado' | null;
  comentario_gimnasio: string | null;
  comentario_instructor: string | null;
  respondida_gimnasio_at: Date | null;
  respondida_instructor_at: Date | null;
  caso_abierto_at: Date | null;
  resultado: 'impartida' | 'no_presentado_instructor' | 'no_presentado_gimnasio' | null;
  resuelto_at: Date | null;
  resolucion_nota: string | null;
  resuelto_por_nombre: string | null;
  /** The fee was already taken by an invoice (or settled): answers can no longer change it. */
  fee_claimed: boolean;
};

const rowColumns = sql`s.aplicacion_id, ${classColumns}, r.fin,
  s.respuesta_gimnasio, s.respuesta_instructor, s.comentario_gimnasio, s.comentario_instructor,
  s.respondida_gimnasio_at, s.respondida_instructor_at, s.caso_abierto_at, s.resultado, s.resuelto_at,
  s.resolucion_nota, adm.nombre as resuelto_por_nombre,
  exists (select 1 from pagos p where p.aplicacion_id = s.aplicacion_id and p.tipo = 'comision'
    and (p.provider_ref is not null or p.estado = 'completado')) as fee_claimed`;

const rowJoins = sql`join reservas r on r.aplicacion_id = s.aplicacion_id
  join ofertas o on o.id = r.oferta_id
  join perfiles g on g.id = r.gimnasio_id
  join perfiles i on i.id = r.instructor_id
  left join perfiles adm on adm.id = s.resuelto_por`;

/**
 * The attendance row of one booked class that has ended, created when missing and locked
 * (FOR UPDATE) for the rest of the transaction: two answers, two tabs or an answer and the fee
 * claim take turns on it. Null when there is no such class.
 */
export async function lockAttendance(tx: Tx, aplicacionId: string, now: Date): Promise<AttendanceRow | null> {
  await tx.execute(sql`
    insert into asistencias (aplicacion_id)
    select r.aplicacion_id from reservas r
    where r.aplicacion_id = ${aplicacionId}::uuid and r.fin <= ${now.toISOString()}::timestamptz
    on conflict do nothing`);
  const [row] = rowsOf<AttendanceRow>(
    await tx.execute(sql`
      select ${rowColumns} from asistencias s ${rowJoins}
      where s.aplicacion_id = ${aplicacionId}::uuid
      for update of s`),
  );
  return row ?? null;
}

export async function findAttendance(db: Reader, aplicacionId: string): Promise<AttendanceRow | null> {
  const [row] = rowsOf<AttendanceRow>(
    await db.execute(
      sql`select ${rowColumns} from asistencias s ${rowJoins} where s.aplicacion_id = ${aplicacionId}::uuid`,
    ),
  );
  return row ?? null;
}

export async function writeAnswer(
  tx: Tx,
  aplicacionId: string,
  side: 'gimnasio' | 'instructor',
  answer: { respuesta: 'impartida' | 'no_presentado'; comentario: string | null },
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  const opens = answer.respuesta === 'no_presentado';
  const caso = opens ? sql`coalesce(caso_abierto_at, ${at}::timestamptz)` : sql`caso_abierto_at`;
  await tx.execute(
    side === 'gimnasio'
      ? sql`update asistencias set respuesta_gimnasio = ${answer.respuesta}, comentario_gimnasio = ${answer.comentario},
          respondida_gimnasio_at = ${at}::timestamptz, caso_abierto_at = ${caso}
          where aplicacion_id = ${aplicacionId}::uuid`
      : sql`update asistencias set respuesta_instructor = ${answer.respuesta}, comentario_instructor = ${answer.comentario},
          respondida_instructor_at = ${at}::timestamptz, caso_abierto_at = ${caso}
          where aplicacion_id = ${aplicacionId}::uuid`,
  );
}

/** The signed-in side's booked classes that ended within the answer window, newest first. */
export async function questionsOf(db: Reader, userId: string, now: Date): Promise<AttendanceRow[]> {
  const at = now.toISOString();
  return rowsOf<AttendanceRow>(
    await db.execute(sql`
      select r.aplicacion_id, ${classColumns}, r.fin,
        s.respuesta_gimnasio, s.respuesta_instructor, s.comentario_gimnasio, s.comentario_instructor,
        s.respondida_gimnasio_at, s.respondida_instructor_at, s.caso_abierto_at, s.resultado, s.resuelto_at,
        s.resolucion_nota, null as resuelto_por_nombre, false as fee_claimed
      from reservas r
      left join asistencias s on s.aplicacion_id = r.aplicacion_id
      join ofertas o on o.id = r.oferta_id
      join perfiles g on g.id = r.gimnasio_id
      join perfiles i on i.id = r.instructor_id
      where (r.gimnasio_id = ${userId}::uuid or r.instructor_id = ${userId}::uuid)
        and r.fin <= ${at}::timestamptz
        and r.fin > ${at}::timestamptz - interval '${sql.raw(String(ATTENDANCE_WINDOW_HOURS))} hours'
      order by r.fin desc
      limit 50`),
  );
}

// --- Admin cases -------------------------------------------------------------------------------

export type CaseParty = {
  id: string;
  nombre: string;
  email: string;
  rol: 'gimnasio' | 'instructor';
  suspended: boolean;
};

export type CaseRow = AttendanceRow & {
  gym_email: string;
  gym_suspended: boolean;
  instructor_email: string;
  instructor_suspended: boolean;
};

export async function listCases(
  db: Reader,
  filter: { estado?: 'pendiente' | 'resuelto' | undefined; limit: number; offset: number },
): Promise<CaseRow[]> {
  const estado =
    filter.estado === 'pendiente'
      ? sql`and s.resultado is null`
      : filter.estado === 'resuelto'
        ? sql`and s.resultado is not null`
        : sql``;
  return rowsOf<CaseRow>(
    await db.execute(sql`
      select ${rowColumns}, g.email as gym_email, g.suspended_at is not null as gym_suspended,
        i.email as instructor_email, i.suspended_at is not null as instructor_suspended
      from asistencias s ${rowJoins}
      where s.caso_abierto_at is not null ${estado}
      order by (s.resultado is null) desc, s.caso_abierto_at desc, s.aplicacion_id
      limit ${filter.limit} offset ${filter.offset}`),
  );
}

export async function findCase(db: Reader, aplicacionId: string): Promise<CaseRow | null> {
  const [row] = rowsOf<CaseRow>(
    await db.execute(sql`
      select ${rowColumns}, g.email as gym_email, g.suspended_at is not null as gym_suspended,
        i.email as instructor_email, i.suspended_at is not null as instructor_suspended
      from asistencias s ${rowJoins}
      where s.aplicacion_id = ${aplicacionId}::uuid and s.caso_abierto_at is not null`),
  );
  return row ?? null;
}

export async function writeResolution(
  tx: Tx,
  aplicacionId: string,
  values: { resultado: NonNullable<AttendanceRow['resultado']>; nota: string | null; adminId: string; at: Date },
): Promise<void> {
  await tx.execute(sql`
    update asistencias set resultado = ${values.resultado}, resolucion_nota = ${values.nota},
      resuelto_por = ${values.adminId}::uuid, resuelto_at = ${values.at.toISOString()}::timestamptz
    where aplicacion_id = ${aplicacionId}::uuid and caso_abierto_at is not null and resultado is null`);
}

/** Who an attendance e-mail goes to, if the account can still be written to. */
export async function findRecipient(db: Reader, userId: string) {
  const [row] = rowsOf<{ nombre: string; email: string }>(
    await db.execute(sql`
      select nombre, email from perfiles
      where id = ${userId}::uuid and deleted_at is null and suspended_at is null`),
  );
  return row ?? null;
}
