// What the clash warning compares: an open offer as a class slot, and the instructor's booked
// classes near it. Places are computed by the same SQL function the bookings use.
import { sql } from 'drizzle-orm';
import type { Database, Tx } from '@fitcover/db/client';
import { rowsOf } from '@fitcover/db/result';

type SlotRow = { starts_at: Date; duracion_min: number; lugar: string };
export type BookedRow = SlotRow & { titulo: string; gym_nombre: string; fecha_clase: string; hora: string };

/** An offer the instructor may see (open, listed gym) as a slot; null when there is none. */
export async function findOfferSlot(db: Database, ofertaId: string): Promise<SlotRow | null> {
  const [row] = rowsOf<SlotRow>(
    await db.execute(sql`select o.starts_at, o.duracion_min, fitcover_class_place(o.modalidad, o.ubicacion) as lugar
      from ofertas o join perfiles g on g.id = o.gimnasio_id
      where o.id = ${ofertaId}::uuid and o.estado = 'abierta'
        and g.activo and g.suspended_at is null and g.deleted_at is null`),
  );
  return row ?? null;
}

/** The instructor's bookings within `marginMin` of [start, end). */
export async function bookedNear(
  db: Database,
  instructorId: string,
  start: Date,
  end: Date,
  marginMin: number,
): Promise<BookedRow[]> {
  return rowsOf<BookedRow>(
    await db.execute(sql`select r.inicio as starts_at, o.duracion_min, r.lugar, o.titulo, g.nombre as gym_nombre,
        o.fecha_clase::text as fecha_clase, to_char(o.hora, 'HH24:MI') as hora
      from reservas r join ofertas o on o.id = r.oferta_id join perfiles g on g.id = r.gimnasio_id
      where r.instructor_id = ${instructorId}::uuid
        and r.periodo && tstzrange(${start.toISOString()}::timestamptz - make_interval(mins => ${marginMin}),
          ${end.toISOString()}::timestamptz + make_interval(mins => ${marginMin}))
      order by r.inicio`),
  );
}

/**
 * Of `instructorIds`, those holding another booked class that clashes with offer `ofertaId`
 * (the rule of the bookings' exclusion constraints: overlapping, or at another place less than
 * 30 minutes apart).
 */
export async function instructorsBookedAgainst(
  db: Database | Tx,
  ofertaId: string,
  instructorIds: readonly string[],
): Promise<string[]> {
  if (instructorIds.length === 0) return [];
  const ids = sql.join(
    instructorIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const rows = rowsOf<{ instructor_id: string }>(
    await db.execute(sql`select distinct r.instructor_id
      from ofertas o
      join reservas r on r.instructor_id in (${ids}) and r.oferta_id <> o.id
      where o.id = ${ofertaId}::uuid
        and r.holgura && tstzrange(o.starts_at - interval '15 minutes',
          o.starts_at + make_interval(mins => o.duracion_min + 15))
        and (r.lugar <> fitcover_class_place(o.modalidad, o.ubicacion)
          or r.periodo && tstzrange(o.starts_at, o.starts_at + make_interval(mins => o.duracion_min)))`),
  );
  return rows.map((row) => row.instructor_id);
}
