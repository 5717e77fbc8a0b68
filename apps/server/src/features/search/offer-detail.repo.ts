// One offer for one instructor, with what the search shows of it (search.repo.ts's columns).
import { sql } from 'drizzle-orm';
import type { Database } from '@fitcover/db/client';
import { rowsOf } from '@fitcover/db/result';
import { selectList, type SearchRow } from './search.repo.ts';

export type OfferDetailRow = SearchRow & {
  open: boolean;
  /** Timestamp text as the driver gives it. */
  exclusiva_hasta: string | Date | null;
  /** In the gym's Mis instructores. */
  trusted: boolean;
  me_ciudad: string | null;
  me_latitude: number | null;
  me_longitude: number | null;
};

/** Null when the offer does not exist or its gym is not listed (inactive, suspended, deleted). */
export async function findOfferForInstructor(
  db: Database,
  instructorId: string,
  ofertaId: string,
  now: Date,
): Promise<OfferDetailRow | null> {
  const [row] = rowsOf<OfferDetailRow>(
    await db.execute(sql`
      select ${selectList(instructorId, sql`null::float8`)},
        (o.estado = 'abierta' and o.starts_at > ${now.toISOString()}::timestamptz) as open,
        o.exclusiva_hasta,
        exists (select 1 from mis_instructores m where m.gimnasio_id = o.gimnasio_id and m.instructor_id = me.id) as trusted,
        me.ciudad as me_ciudad, me.latitude as me_latitude, me.longitude as me_longitude
      from ofertas o
      join perfiles g on g.id = o.gimnasio_id
      join perfiles me on me.id = ${instructorId}::uuid
      where o.id = ${ofertaId}::uuid and g.activo and g.suspended_at is null and g.deleted_at is null`),
  );
  return row ?? null;
}
