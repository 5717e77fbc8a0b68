// The offer search queries (ADR 0005). Every phase reads only open offers through a partial
// index: in-person offers nearest first from the GiST index on the unit-sphere point `geo`
// (`<->` orders the scan, LIMIT stops it), Online offers and searches without a location in
// start order from btree indexes on starts_at. Selective filters (words, town, date) have
// their own partial indexes, which the planner prefers when they match few offers.
import { rowsOf } from '@fitcover/db/result';
import { likeLiteral } from '@fitcover/db/like';
import { executePrepared } from '@fitcover/db/prepared';
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
  /** "Solo cuando estoy disponible": this instructor's availability, absences and bookings. */
  availableFor?: string;
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
  urgente: boolean;
  gym_id: string;
  gym_nombre: string;
  gym_avatar_version: number;
  /** The cover block it belongs to (search lists a block once, as its first open class). */
  bloque_id: string | null;
  /** This instructor's own: never part of a cached page. */
  applied: boolean;
  chord: number | null;
};

/** Chord (straight line through the unit sphere) of a great-circle distance: monotonic in it. */
export const chordOfKm = (km: number): number => 2 * Math.sin(km / (2 * EARTH_RADIUS_KM));

const ISO_MS = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;
// Cursors keep the database's full precision (microseconds), or keyset pages could skip rows.
const ISO_US = `'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'`;

export function selectList(instructorId: string, chord: SQL) {
  return sql`o.id, o.titulo, o.descripcion, o.especialidad, o.fecha_clase::text as fecha_clase,
    to_char(o.hora, 'HH24:MI') as hora, o.duracion_min, to_char(o.starts_at at time zone 'UTC', ${sql.raw(ISO_MS)}) as starts_at,
    to_char(o.starts_at at time zone 'UTC', ${sql.raw(ISO_US)}) as starts_key,
    o.modalidad, o.ubicacion, o.ciudad, o.latitude, o.longitude, o.precio::text as precio,
    o.urgente_desde is not null as urgente,
    g.id as gym_id, g.nombre as gym_nombre, g.avatar_version as gym_avatar_version, o.bloque_id,
    exists (select 1 from aplicaciones a where a.oferta_id = o.id and a.instructor_id = ${instructorId}::uuid) as applied,
    ${chord} as chord`;
}

/** LIKE pattern characters typed by the user are literal. */

/** Conditions every phase shares: open, class not started, listed gym, the user's filters. */
function commonConditions(now: Date, filters: SearchFilters): SQL {
  const parts: SQL[] = [
    sql`o.estado = 'abierta'`,
    // A sub-select hides the time from the planner, so a custom plan costs what the generic one
    // does and PostgreSQL keeps the generic one (see limitOf); nearly every open offer is in
    // the future anyway, which is all the planner could have learnt from the value.
    sql`o.starts_at > (select ${now.toISOString()}::timestamptz)`,
    sql`g.activo and g.suspended_at is null and g.deleted_at is null`,
    // An urgent offer in its exclusive window is for the gym's Mis instructores only, who reach
    // it from their alert (DECISIONS §15); the step that ends the window touches the row, which
    // moves search_version, so no cached page outlives the window.
    sql`(o.exclusiva_hasta is null or o.exclusiva_hasta <= (select ${now.toISOString()}::timestamptz))`,
    // A cover block is listed once, as its first open class (ADR 0026): one probe of the
    // block's open-class index, only for classes of a block.
    sql`(o.bloque_id is null or not exists (select 1 from ofertas s where s.bloque_id = o.bloque_id
      and s.estado = 'abierta' and s.starts_at > (select ${now.toISOString()}::timestamptz)
      and (s.starts_at, s.id) < (o.starts_at, o.id)))`,
  ];
  for (const word of filters.words) {
    parts.push(sql`o.busqueda like '%' || fitcover_fold(${likeLiteral(word)}::text) || '%'`);
  }
  if (filters.especialidad) parts.push(sql`o.especialidad = ${filters.especialidad}::especialidad`);
  if (filters.ciudad) parts.push(sql`fitcover_fold(o.ciudad) = fitcover_fold(${filters.ciudad}::text)`);
  if (filters.fecha) parts.push(sql`o.fecha_clase = ${filters.fecha}::date`);
  if (filters.availableFor) parts.push(availableCondition(filters.availableFor));
  return sql.join(parts, sql` and `);
}

/**
 * "Solo cuando estoy disponible" (DECISIONS §16): the rule lives in one SQL function of migration
 * 0012 (weekly availability, absences, accepted classes with the 30 minutes between places).
 * The planner cannot see inside it, so it keeps walking the open-offer index nearest first and
 * tests each offer it reaches, instead of reading every open offer into a sort (ADR 0020).
 */
function availableCondition(instructorId: string): SQL {
  return sql`fitcover_instructor_available(${instructorId}::uuid, o.fecha_clase, o.hora, o.duracion_min, o.starts_at,
    fitcover_class_place(o.modalidad, o.ubicacion))`;
}

const fromOffers = sql`from ofertas o join perfiles g on g.id = o.gimnasio_id`;

/**
 * A LIMIT written into the statement's text rather than bound. With `limit $n` PostgreSQL
 * cannot cost a generic plan (it assumes a tenth of the rows), so it re-plans the prepared
 * statement on every execution, which took as long as running it; with a constant it settles
 * on one cached plan after five executions. Page sizes are few, so statements stay few.
 */
function limitOf(rows: number): SQL {
  if (!Number.isSafeInteger(rows) || rows < 1) throw new Error(`invalid search limit ${rows}`);
  return sql.raw(`limit ${rows}`);
}

/** The in-person phase: the origin, and where the page starts (after the cursor's row). */
export type NearInput = SearchPhaseInput & { radiusKm: number };

function afterCondition(input: SearchPhaseInput, distance: SQL): SQL {
  return input.after
    ? sql` and (${distance}, o.starts_at, o.id) > (${input.after.chord ?? 0}::float8, ${input.after.startsAt}::timestamptz, ${input.after.id}::uuid)`
    : sql``;
}

/**
 * The instructor's own location and the `limit` + 1 nearest matching in-person offers, in one
 * round trip, with the search version of the same snapshot (ADR 0010: a page found by this
 * query holds everything of that version). `me` reads the profile (the origin is never taken from the client) and its
 * unit-sphere point, computed like the `geo` column, so an offer in the same town is at
 * distance 0 exactly. `knn` walks the GiST index nearest-first and stops after `limit` + 1
 * matching rows. It has no radius or box condition on purpose: the planner cannot estimate a
 * cube box (it assumes 0.1 % of rows) and would rather read the whole box into a sort; rows
 * come in distance order, so the radius is applied afterwards.
 */
export function nearQuery(input: NearInput): SQL {
  const center = sql`(select c from me)`;
  const distance = sql`(o.geo <-> ${center})`;
  return sql`with me as materialized (
      select ciudad, latitude, longitude, case when latitude is null or longitude is null then null
        else cube(array[cos(radians(latitude)) * cos(radians(longitude)), cos(radians(latitude)) * sin(radians(longitude)), sin(radians(latitude))]) end as c,
        (select version::text from search_version where id = 1) as version
      from perfiles where id = ${input.instructorId}::uuid
    )
    select me.ciudad as origin_ciudad, me.latitude as origin_latitude, me.longitude as origin_longitude,
      me.version as search_version, knn.*
    from me left join lateral (
      select ${selectList(input.instructorId, distance)}, o.geo::text as place ${fromOffers}
      where me.c is not null and ${commonConditions(input.now, input.filters)} and o.geo is not null${afterCondition(input, distance)}
      order by ${distance} ${limitOf(input.limit + 1)}
    ) as knn on true`;
}

/**
 * Every matching offer at the given places (all at distance `chord`), earliest first, from the
 * btree on (geo, starts_at, id). Used when offers tied at one distance straddle the end of a
 * page — every offer of a town shares its centre with the offline geocoder — so that a town
 * with thousands of offers costs one page, not the whole town.
 */
export function tiedQuery(input: NearInput & { places: string[]; chord: number }): SQL {
  const sameDistance = input.after && input.after.chord === input.chord;
  // `>=` and `<=` rather than `=`: only the btree answers them (the GiST index also knows `=`),
  // and with the place as a constant its statistics show a town centre holding many offers, so
  // the planner walks the index in order and stops after one page.
  const perPlace = input.places.map((place) => {
    const at = sql`${place}::cube`;
    const after = sameDistance
      ? sql` and (o.geo, o.starts_at, o.id) > (${at}, ${input.after?.startsAt}::timestamptz, ${input.after?.id}::uuid)`
      : sql``;
    return sql`(select ${selectList(input.instructorId, sql`${input.chord}::float8`)}, o.geo::text as place ${fromOffers}
      where o.geo >= ${at} and o.geo <= ${at} and ${commonConditions(input.now, input.filters)}${after}
      order by o.geo, o.starts_at, o.id ${limitOf(input.limit)})`;
  });
  return sql.join(perPlace, sql` union all `);
}

const byNearness = (a: SearchRow, b: SearchRow) =>
  (a.chord ?? 0) - (b.chord ?? 0) ||
  (a.starts_key < b.starts_key ? -1 : a.starts_key > b.starts_key ? 1 : 0) ||
  (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

export type NearResult = { origin: Origin | null; version: number; rows: SearchRow[] };

/**
 * The next `limit` in-person offers within the radius, nearest first, then earliest, then by
 * id (uuid text order is PostgreSQL's uuid order). A KNN scan returns offers at one distance
 * in no particular order (PostgreSQL 15 cannot sort it further), so when the offers at the
 * last distance of a page might continue past it, those places are read again in start order.
 */
export async function runNear(db: Database, input: NearInput): Promise<NearResult> {
  type Row = SearchRow & { place: string };
  type WithOrigin = {
    origin_ciudad: string | null;
    origin_latitude: number | null;
    origin_longitude: number | null;
    search_version: string;
  };
  const result = rowsOf<WithOrigin & (Row | { [K in keyof Row]: null })>(await executePrepared(db, nearQuery(input)));
  const first = result[0];
  if (!first) throw new Error(`no profile for instructor ${input.instructorId}`);
  const version = Number(first.search_version);
  if (first.origin_latitude === null || first.origin_longitude === null) return { origin: null, version, rows: [] };
  const origin = { ciudad: first.origin_ciudad, latitude: first.origin_latitude, longitude: first.origin_longitude };

  const nearest = result.filter((row): row is WithOrigin & Row => row.id !== null);
  // A hair of slack: a point at the exact radius is not lost to rounding.
  const radius = chordOfKm(input.radiusKm) + 1e-12;
  let rows: Row[] = nearest;
  const edge = nearest[input.limit - 1]?.chord ?? Infinity;
  const straddles = nearest.length > input.limit && nearest[input.limit]?.chord === edge && edge <= radius;
  if (straddles) {
    const places = [...new Set(nearest.filter((row) => row.chord === edge).map((row) => row.place))];
    const tied = rowsOf<Row>(await executePrepared(db, tiedQuery({ ...input, places, chord: edge })));
    rows = [...nearest.filter((row) => (row.chord ?? 0) < edge), ...tied];
  }
  const page = rows
    .filter((row) => (row.chord ?? 0) <= radius)
    .sort(byNearness)
    .slice(0, input.limit);
  return { origin, version, rows: page };
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
    ${limitOf(input.limit)}`;
}

export async function runSearch(db: Database, query: SQL): Promise<SearchRow[]> {
  return rowsOf<SearchRow>(await executePrepared(db, query));
}

export type Origin = { ciudad: string | null; latitude: number; longitude: number };

/**
 * What a search needs of the instructor, in one round trip: their own town (never sent by the
 * client: DECISIONS §10), the search version that tells whether cached pages are still current
 * (ADR 0010), and which of the offers `among` (the page the search expects to serve) they
 * have applied to.
 */
export type Searcher = { origin: Origin | null; version: number; applied: Set<string> };

/**
 * Which of these offers the instructor has applied to, as one comma-separated text (cheaper to
 * parse than a uuid[]). The list is parsed once in a sub-select, not once per application row.
 */
const appliedAmong = (instructorId: string, among: string[]) =>
  sql`(select string_agg(a.oferta_id::text, ',') from aplicaciones a
    where a.instructor_id = ${instructorId}::uuid and a.oferta_id in (select x::uuid from unnest(string_to_array(${among.join(',')}::text, ',')) as x))`;

const idSet = (text: string | null) => new Set(text ? text.split(',') : []);

export async function readSearcher(db: Database, instructorId: string, among: string[]): Promise<Searcher> {
  type Row = {
    ciudad: string | null;
    latitude: number | null;
    longitude: number | null;
    version: string;
    applied: string | null;
  };
  const [row] = rowsOf<Row>(
    await executePrepared(
      db,
      sql`select p.ciudad, p.latitude, p.longitude, (select version::text from search_version where id = 1) as version,
        ${appliedAmong(instructorId, among)} as applied
        from perfiles p where p.id = ${instructorId}::uuid`,
    ),
  );
  if (!row) throw new Error(`no profile for instructor ${instructorId}`);
  const located = row.latitude !== null && row.longitude !== null;
  return {
    origin: located
      ? { ciudad: row.ciudad, latitude: row.latitude as number, longitude: row.longitude as number }
      : null,
    version: Number(row.version),
    applied: idSet(row.applied),
  };
}

export async function readApplied(db: Database, instructorId: string, among: string[]): Promise<Set<string>> {
  const [row] = rowsOf<{ applied: string | null }>(
    await executePrepared(db, sql`select ${appliedAmong(instructorId, among)} as applied`),
  );
  return idSet(row?.applied ?? null);
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
