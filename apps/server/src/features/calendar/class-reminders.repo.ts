// The reminders' SQL: which accepted classes are due a reminder (claimed once through the
// recordatorios key) and what a reminder says about one of them.
import { sql } from 'drizzle-orm';
import type { Database, Tx } from '@fitcover/db/client';
import { rowsOf } from '@fitcover/db/result';

export type ReminderKind = '24h' | '2h';

export type DueReminder = {
  aplicacion_id: string;
  tipo: ReminderKind;
  titulo: string;
  fecha_clase: string;
  hora: string;
  lugar: string;
  gym_id: string;
  gym_nombre: string;
  instructor_id: string;
  instructor_nombre: string;
};

/**
 * Claims the reminders due at `now`: the 24 h one while a class starts in 2–24 hours, the 2 h one
 * while it starts within 2 hours. Only classes still booked count (a class called off has no
 * booking); the primary key of recordatorios lets each be claimed once, whoever runs this.
 */
export async function claimDueReminders(tx: Tx, now: Date, limit: number): Promise<DueReminder[]> {
  const at = now.toISOString();
  return rowsOf<DueReminder>(
    await tx.execute(sql`
      with due as (
        insert into recordatorios (aplicacion_id, tipo, enviado_at)
        select r.aplicacion_id, k.tipo, ${at}::timestamptz
        from reservas r
        cross join (values ('24h', interval '24 hours'), ('2h', interval '2 hours')) as k(tipo, antes)
        where r.inicio > ${at}::timestamptz and r.inicio <= ${at}::timestamptz + k.antes
          and (k.tipo = '2h' or r.inicio > ${at}::timestamptz + interval '2 hours')
        order by r.inicio
        limit ${limit}
        on conflict do nothing
        returning aplicacion_id, tipo
      )
      select due.aplicacion_id, due.tipo, o.titulo, o.fecha_clase::text as fecha_clase, to_char(o.hora, 'HH24:MI') as hora,
        case when o.modalidad = 'Online' then 'Online' else coalesce(o.ubicacion, o.ciudad, '—') end as lugar,
        g.id as gym_id, g.nombre as gym_nombre, i.id as instructor_id, i.nombre as instructor_nombre
      from due
      join aplicaciones a on a.id = due.aplicacion_id
      join ofertas o on o.id = a.oferta_id
      join perfiles g on g.id = o.gimnasio_id
      join perfiles i on i.id = a.instructor_id`),
  );
}

export type ReminderMail = {
  titulo: string;
  fecha_clase: string;
  hora: string;
  lugar: string;
  starts_at: Date;
  gym_nombre: string;
  instructor_nombre: string;
  recipient_nombre: string;
  recipient_email: string;
  recipient_is_gym: boolean;
};

/** The class of a reminder e-mail, if still booked, and its recipient if still reachable. */
export async function findReminderMail(db: Database, aplicacionId: string, recipientId: string) {
  const [row] = rowsOf<ReminderMail>(
    await db.execute(sql`
      select o.titulo, o.fecha_clase::text as fecha_clase, to_char(o.hora, 'HH24:MI') as hora,
        case when o.modalidad = 'Online' then 'Online' else coalesce(o.ubicacion, o.ciudad, '—') end as lugar,
        r.inicio as starts_at, g.nombre as gym_nombre, i.nombre as instructor_nombre,
        p.nombre as recipient_nombre, u.email as recipient_email, p.id = r.gimnasio_id as recipient_is_gym
      from reservas r
      join ofertas o on o.id = r.oferta_id
      join perfiles g on g.id = r.gimnasio_id
      join perfiles i on i.id = r.instructor_id
      join perfiles p on p.id = ${recipientId}::uuid and p.id in (r.gimnasio_id, r.instructor_id)
        and p.deleted_at is null and p.suspended_at is null
      join auth_user u on u.id = p.id
      where r.aplicacion_id = ${aplicacionId}::uuid`),
  );
  return row ?? null;
}
