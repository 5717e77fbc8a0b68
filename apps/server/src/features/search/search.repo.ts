// The offer search queries (ADR 0005). Every phase reads only open offers through a partial
// index: in-person offers nearest first from the GiST index on the unit-sphere point `geo`
// (`<->` orders the scan, LIMIT stops it), Online offers and searches without a location in
// start order from btree indexes on starts_at. Selective filters (words, town, date) have
// their own partial indexes, which the planner prefers when they match few offers.
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@fitcover/db/client';
import type { Especialidad } from '@fitcover/contract/common/fields';
import { EARTH_RADIUS_KM } from '../geo/geo-math.ts';

export type SearchFilters = {
  /** Words that must all appear in the folded title + gym name. */
  words: string[];
  especialidad?: Especialidad;
  ciudad?: string;
  fecha?: string;
};

/** Where a page starts: after this row of its phase (chord distance only in the near phase). */
export type SearchPosition = { chord?: number; startsAt: string; id: string };

export type SearchPhaseInput = {
  instructorId: string;
  now: Date;
  filters: SearchFilters;
  after: SearchPosition | null;
  limit: number;
};

export type SearchRow = {
  id: string;
  titulo: string;
  descripcion: string | null;
  especialidad: Especialidad;
  fecha_clase: string;
  hora: string;
  duracion_min: number;
  starts_at: string;
  /** starts_at to the microsecond, for cursors. */
  starts_key: string;
  modalidad: 'Presencial' | 'Online';
  ubicacion: string | null;
  ciudad: string | null;
  latitude: number | null;
  longitude: number | null;
  precio: string;
  gym_id: string;
  gym_nombre: string;
  gym_avatar_version: number;
  applied: boolean;
  chord: number | null;
};

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown): T[] => (result as Rows<T>).rows;

/** Chord (straight line through the unit sphere) of a great-circle distance: monotonic in it. */
export const chordOfKm = (km: number): number => 2 * Math.sin(km / (2 * EARTH_RADIUS_KM));

const ISO_MS = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;
// Cursors keep the database's full precision (microseconds), or keyset pages could skip rows.
const ISO_US = `'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'`;

function selectList(instructorId: string, chord: SQL) {
  return sql`o.id, o.titulo, o.descripcion, o.especialidad, o.fecha_clase::text as fecha_clase,
    to_char(o.hora, 'HH24:MI') as hora, o.duracion_min, to_char(o.starts_at at time zone 'UTC', ${sql.raw(ISO_MS)}) as starts_at,
    to_char(o.starts_at at time zone 'UTC', ${sql.raw(ISO_US)}) as starts_key,
    o.modalidad, o.ubicacion, o.ciudad, o.latitude, o.longitude, o.precio::text as precio,
    g.id as gym_id, g.nombre as gym_nombre, g.avatar_version as gym_avatar_version,
    exists (select 1 from aplicaciones a where a.oferta_id = o.id and a.instructor_id = ${instructorId}::uuid) as applied,
    ${chord} as chord`;
}

/** LIKE pattern characters typed by the user are literal. */
const likeLiteral = (word: string) => word.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** Conditions every phase shares: open, class not started, listed gym, the user's filters. */
function commonConditions(now: Date, filters: SearchFilters): SQL {
  const parts: SQL[] = [
    sql`o.estado = 'abierta'`,
    sql`o.starts_at > ${now.toISOString()}::timestamptz`,
    sql`g.activo and g.suspended_at is null and g.deleted_at is null`,
  ];
  for (const word of filters.words) {
    parts.push(sql`o.busqueda like '%' || fitcover_fold(${likeLiteral(word)}::text) || '%'`);
  }
  if (filters.especialidad) parts.push(sql`o.especialidad = ${filters.especialidad}::especialidad`);
  if (filters.ciudad) parts.push(sql`fitcover_fold(o.ciudad) = fitcover_fold(${filters.ciudad}::text)`);
  if (filters.fecha) parts.push(sql`o.fecha_clase = ${filters.fecha}::date`);
  return sql.join(parts, sql` and `);
}

const fromOffers = sql`from ofertas o join perfiles g on g.id = o.gimnasio_id`;

/**
 * The instructor's own location and the in-person offers within `radiusKm` of it, nearest
 * first, then earliest: the common first page in one round trip. `me` reads the profile (the
 * origin is never taken from the client) and its unit-sphere point, computed like the `geo`
 * column, so an offer in the same town is at distance 0 exactly. `knn` walks the GiST index
 * nearest-first and stops after `limit` matching rows; it has no radius or box condition on
 * purpose: the planner cannot estimate a cube box (it assumes 0.1 % of rows) and would rather
 * read the whole box into a sort. The final step takes every row up to the farthest of those
 * (capped at the radius), so rows tied at that distance are ordered by start and id too:
 * PostgreSQL 15 cannot order a KNN scan by more than its distance.
 */
export function nearQuery(input: SearchPhaseInput & { radiusKm: number }): SQL {
  const center = sql`(select c from me)`;
  // A hair of slack: a point at the exact radius is not lost to rounding.
  const radius = chordOfKm(input.radiusKm) + 1e-12;
  const distance = sql`(o.geo <-> ${center})`;
  const after = input.after
    ? sql` and (${distance}, o.starts_at, o.id) > (${input.after.chord ?? 0}::float8, ${input.after.startsAt}::timestamptz, ${input.after.id}::uuid)`
    : sql``;
  const conditions = sql`${commonConditions(input.now, input.filters)} and o.geo is not null${after}`;
  const reach = sql`(select least(max(d), ${radius}::float8) from knn)`;
  return sql`with me as materialized (
      select ciudad, latitude, longitude, case when latitude is null or longitude is null then null
        else cube(array[cos(radians(latitude)) * cos(radians(longitude)), cos(radians(latitude)) * sin(radians(longitude)), sin(radians(latitude))]) end as c
      from perfiles where id = ${input.instructorId}::uuid
    ),
    knn as materialized (
      select ${distance} as d ${fromOffers}
      where ${center} is not null and ${conditions} order by ${distance} limit ${input.limit}
    ),
    near as (
      select ${selectList(input.instructorId, distance)} ${fromOffers}
      where ${conditions} and o.geo <@ cube_enlarge(${center}, ${reach}, 3) and ${distance} <= ${reach}
      order by ${distance}, o.starts_at, o.id
      limit ${input.limit}
    )
    select me.ciudad as origin_ciudad, me.latitude as origin_latitude, me.longitude as origin_longitude, near.*
    from me left join near on true
    order by near.chord, near.starts_key, near.id`;
}

export type NearResult = { origin: Origin | null; rows: SearchRow[] };

export async function runNear(db: Database, query: SQL): Promise<NearResult> {
  type NearRow = { origin_ciudad: string | null; origin_latitude: number | null; origin_longitude: number | null };
  const rows = rowsOf<NearRow & (SearchRow | { [K in keyof SearchRow]: null })>(await db.execute(query));
  const first = rows[0];
  if (!first || first.origin_latitude === null || first.origin_longitude === null) return { origin: null, rows: [] };
  return {
    origin: { ciudad: first.origin_ciudad, latitude: first.origin_latitude, longitude: first.origin_longitude },
    rows: rows.filter((row): row is NearRow & SearchRow => row.id !== null),
  };
}

/** Offers in start order: Online ones only (after the near phase), or all when no location is known. */
export function byStartQuery(input: SearchPhaseInput & { onlineOnly: boolean }): SQL {
  const online = input.onlineOnly ? sql` and o.modalidad = 'Online'` : sql``;
  const after = input.after
    ? sql` and (o.starts_at, o.id) > (${input.after.startsAt}::timestamptz, ${input.after.id}::uuid)`
    : sql``;
  return sql`select ${selectList(input.instructorId, sql`null::float8`)} ${fromOffers}
    where ${commonConditions(input.now, input.filters)}${online}${after}
    order by o.starts_at, o.id
    limit ${input.limit}`;
}

export async function runSearch(db: Database, query: SQL): Promise<SearchRow[]> {
  return rowsOf<SearchRow>(await db.execute(query));
}

export type Origin = { ciudad: string | null; latitude: number; longitude: number };

/** The instructor's own town (never sent by the client: DECISIONS §10). */
export async function findOrigin(db: Database, instructorId: string): Promise<Origin | null> {
  const [row] = rowsOf<{ ciudad: string | null; latitude: number | null; longitude: number | null }>(
    await db.execute(sql`select ciudad, latitude, longitude from perfiles where id = ${instructorId}::uuid`),
  );
  if (!row || row.latitude === null || row.longitude === null) return null;
  return { ciudad: row.ciudad, latitude: row.latitude, longitude: row.longitude };
}

const listed = (now: Date) =>
  sql`o.estado = 'abierta' and o.starts_at > ${now.toISOString()}::timestamptz
    and g.activo and g.suspended_at is null and g.deleted_at is null`;

/** Specialties with at least one listed offer: one short index probe per enum value. */
export async function listedSpecialties(db: Database, now: Date): Promise<Especialidad[]> {
  const rows = rowsOf<{ especialidad: Especialidad }>(
    await db.execute(sql`select e.v::text as especialidad from unnest(enum_range(null::especialidad)) as e(v)
      cross join lateral (select 1 ${fromOffers} where o.especialidad = e.v and ${listed(now)} limit 1) as one`),
  );
  return rows.map((row) => row.especialidad);
}

/**
 * Towns with at least one listed offer. A loose index scan walks the distinct folded towns of
 * the open-offer index (one probe per town, not one row per offer), then takes one listed
 * offer's spelling of each.
 */
export async function listedTowns(db: Database, now: Date): Promise<string[]> {
  const rows = rowsOf<{ ciudad: string | null }>(
    await db.execute(sql`with recursive towns(k) as (
        (select fitcover_fold(ciudad) from ofertas where estado = 'abierta' and fitcover_fold(ciudad) is not null
          order by 1 limit 1)
        union all
        select (select fitcover_fold(o.ciudad) from ofertas o where o.estado = 'abierta' and fitcover_fold(o.ciudad) > t.k
          order by 1 limit 1)
        from towns t where t.k is not null
      )
      select (select o.ciudad ${fromOffers} where fitcover_fold(o.ciudad) = t.k and ${listed(now)} limit 1) as ciudad
      from towns t where t.k is not null`),
  );
  return rows.flatMap((row) => (row.ciudad ? [row.ciudad] : []));
}
