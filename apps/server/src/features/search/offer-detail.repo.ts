// One offer for one instructor, with what the search shows of it (search.repo.ts's columns).
import { sql } from 'drizzle-orm';
import type { Database } from '@fitcover/db/client';
import { rowsOf } from '@fitcover/db/result';
import { selectList, type SearchRow } from './search.repo.ts';

export type OfferDetailRow = SearchRow & {
  open: boolean;
  /** Timestamp text as the driver gives it. */
  exclusiva_hasta: string | Date | null;
  solo_verificados: boolean;
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
        o.exclusiva_hasta, o.solo_verificados,
        exists (select 1 from mis_instructores m where m.gimnasio_id = o.gimnasio_id and m.instructor_id = me.id) as trusted,
        me.ciudad as me_ciudad, me.latitude as me_latitude, me.longitude as me_longitude
      from ofertas o
      join perfiles g on g.id = o.gimnasio_id
      join perfiles me on me.id = ${instructorId}::uuid
      where o.id = ${ofertaId}::uuid and g.activo and g.suspended_at is null and g.deleted_at is null`),
  );
  return row ?? null;
}

export type ExclusiveRow = SearchRow & {
  exclusiva_hasta: string;
  me_ciudad: string | null;
  me_latitude: number | null;
  me_longitude: number | null;
};

/**
 * Open urgent offers in their exclusive window whose gym keeps this instructor in Mis
 * instructores: from the instructor's own rows of mis_instructores, so it reads a handful of
 * gyms' offers, never the open-offer indexes the shared search walks.
 */
export async function findExclusiveOffers(
  db: Database,
  instructorId: string,
  now: Date,
  limit: number,
): Promise<ExclusiveRow[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  return rowsOf<ExclusiveRow>(
    await db.execute(sql`
      select ${selectList(instructorId, sql`null::float8`)},
        to_char(o.exclusiva_hasta at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as exclusiva_hasta,
        me.ciudad as me_ciudad, me.latitude as me_latitude, me.longitude as me_longitude
      from mis_instructores m
      join perfiles me on me.id = m.instructor_id
      join ofertas o on o.gimnasio_id = m.gimnasio_id
      join perfiles g on g.id = o.gimnasio_id
      where m.instructor_id = ${instructorId}::uuid
        and o.estado = 'abierta' and o.exclusiva_hasta > ${at} and o.starts_at > ${at}
        and g.activo and g.suspended_at is null and g.deleted_at is null
      order by o.starts_at, o.id
      limit ${limit}`),
  );
}
