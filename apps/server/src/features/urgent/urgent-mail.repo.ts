// What an urgent alert e-mail says, read when it is sent: nothing if the offer no longer takes
// applications, or the instructor is no longer reachable.
import { sql } from 'drizzle-orm';
import type { Database } from '@fitcover/db/client';
import { rowsOf } from '@fitcover/db/result';

export type UrgentMail = {
  email: string;
  nombre: string;
  titulo: string;
  fecha_clase: string;
  hora: string;
  lugar: string;
  precio: string;
  bonus_pct: number;
  gym_nombre: string;
};

export async function findUrgentMail(db: Database, ofertaId: string, instructorId: string, now: Date) {
  const [row] = rowsOf<UrgentMail>(
    await db.execute(sql`
      select u.email, p.nombre, o.titulo, o.fecha_clase::text as fecha_clase, to_char(o.hora, 'HH24:MI') as hora,
        case when o.modalidad = 'Online' then 'Online' else coalesce(o.ubicacion, o.ciudad, '—') end as lugar,
        o.precio::text as precio, o.bonus_pct, g.nombre as gym_nombre
      from ofertas o
      join perfiles g on g.id = o.gimnasio_id
      join perfiles p on p.id = ${instructorId}::uuid and p.deleted_at is null and p.suspended_at is null
      join auth_user u on u.id = p.id
      where o.id = ${ofertaId}::uuid and o.estado = 'abierta' and o.starts_at > ${now.toISOString()}::timestamptz`),
  );
  return row ?? null;
}
