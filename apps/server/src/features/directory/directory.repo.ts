// The talent directory's queries (ADR 0024). Every condition reads listed instructors through the
// partial indexes of migration 0016 (all share the `listed` predicate, so a hidden, inactive,
// suspended or deleted profile is in none of them). With a gym location the page is nearest
// first from the GiST index; without one, in name order from the name index. The street address
// is never selected: cards get the town and a whole-km distance only.
import { sql, type SQL } from 'drizzle-orm';
import type { Database, Tx } from '@fitcover/db/client';
import { rowsOf } from '@fitcover/db/result';
import { likeLiteral } from '@fitcover/db/like';
import type { Especialidad } from '@fitcover/contract/common/fields';
import { DIRECTORY_AVAILABILITY_MINUTES } from '@fitcover/contract/directory/directory';
import { chordOfKm } from '../search/search.repo.ts';
import { isVerifiedSql } from '../credentials/verified.repo.ts';

/** The predicate of every directory index: keep it identical to migration 0016's. */
export const listed = sql`p.rol = 'instructor' and p.en_directorio and p.activo and p.suspended_at is null and p.deleted_at is null`;

export type DirectoryFilters = {
  words: string[];
  especialidad?: Especialidad;
  ciudad?: string;
  radiusKm?: number;
  minRating?: number;
  /** Free for a class of DIRECTORY_AVAILABILITY_MINUTES at this local date and time. */
  availableAt?: { fecha: string; hora: string };
  /** "Solo verificados": verified at this instant (the rule of verified.repo.ts). */
  verifiedAt?: Date;
};

export type DirectoryRow = {
  id: string;
  nombre: string;
  avatar_version: number;
  ciudad: string | null;
  especialidades: Especialidad[];
  experiencia: number | null;
  media: number | null;
  num: number;
  chord: number | null;
  gym_located: boolean;
};

const rating = sql`(select avg(v.puntuacion)::float8 from valoraciones v
  where v.instructor_id = p.id and v.direccion = 'gym_to_instructor')`;
const ratingCount = sql`(select count(*)::int from valoraciones v
  where v.instructor_id = p.id and v.direccion = 'gym_to_instructor')`;
const center = sql`(select c from me)`;
/** The folded name + bio the trigram index covers (same expression as the index). */
const text = sql`fitcover_fold(p.nombre || ' ' || coalesce(p.biografia, ''))`;

function conditions(filters: DirectoryFilters): SQL {
  const parts: SQL[] = [listed];
  for (const word of filters.words)
    parts.push(sql`${text} like '%' || fitcover_fold(${likeLiteral(word)}::text) || '%'`);
  if (filters.especialidad) parts.push(sql`p.especialidades @> array[${filters.especialidad}::especialidad]`);
  if (filters.ciudad) parts.push(sql`fitcover_fold(p.ciudad) = fitcover_fold(${filters.ciudad}::text)`);
  if (filters.radiusKm !== undefined) {
    // A hair of slack so a point at the exact radius is kept. The box is what the GiST index
    // answers; the distance then drops its corners. A gym without location matches nobody.
    const chord = chordOfKm(filters.radiusKm) + 1e-12;
    parts.push(
      sql`p.geo <@ cube_enlarge(${center}, ${chord}::float8, 3) and (p.geo <-> ${center}) <= ${chord}::float8`,
    );
  }
  if (filters.minRating !== undefined) parts.push(sql`${rating} >= ${filters.minRating}::float8`);
  if (filters.verifiedAt) parts.push(isVerifiedSql(sql`p.id`, filters.verifiedAt));
  if (filters.availableAt) {
    // The availability rule of migration 0012 (weekly ranges, absences, accepted classes with the
    // 30 minutes between places), asked for an hour's class at the gym's own address.
    const { fecha, hora } = filters.availableAt;
    const minutes = DIRECTORY_AVAILABILITY_MINUTES;
    parts.push(sql`fitcover_instructor_available(p.id, ${fecha}::date, ${hora}::time, ${minutes}::int,
      (${fecha}::date + ${hora}::time) at time zone 'Europe/Madrid',
      fitcover_class_place('Presencial', (select direccion from me)))`);
  }
  return sql.join(parts, sql` and `);
}

/**
 * One page (`limit` + 1 rows tell whether another exists). `me` is the gym's own profile: the
 * origin is never taken from the client. Nearest first when the gym has a location (instructors
 * without one last), then by folded name and id so pages are stable.
 */
export function directoryQuery(input: {
  gymId: string;
  filters: DirectoryFilters;
  limit: number;
  offset: number;
}): SQL {
  const order = sql`order by (p.geo <-> ${center}), fitcover_fold(p.nombre), p.id`;
  return sql`with me as materialized (select geo as c, direccion from perfiles where id = ${input.gymId}::uuid)
    select p.id, p.nombre, p.avatar_version, p.ciudad, p.especialidades::text[] as especialidades, p.experiencia,
      ${rating} as media, ${ratingCount} as num, (p.geo <-> ${center}) as chord,
      ${center} is not null as gym_located
    from perfiles p
    where ${conditions(input.filters)}
    ${order}
    limit ${input.limit}::int offset ${input.offset}::int`;
}

export async function findDirectoryPage(
  db: Database,
  input: { gymId: string; filters: DirectoryFilters; limit: number; offset: number },
): Promise<DirectoryRow[]> {
  return rowsOf<DirectoryRow>(await db.execute(directoryQuery(input)));
}

export async function gymIsLocated(db: Database, gymId: string): Promise<boolean> {
  const [row] = rowsOf<{ located: boolean }>(
    await db.execute(sql`select geo is not null as located from perfiles where id = ${gymId}::uuid`),
  );
  return row?.located ?? false;
}

/** A listed instructor (hidden, inactive, suspended and deleted ones are not). */
export async function findListedInstructor(db: Database | Tx, id: string): Promise<{ id: string } | null> {
  const [row] = rowsOf<{ id: string }>(
    await db.execute(sql`select p.id from perfiles p where p.id = ${id}::uuid and ${listed}`),
  );
  return row ?? null;
}

export type InvitableOfferRow = {
  id: string;
  titulo: string;
  especialidad: Especialidad;
  fecha_clase: string;
  hora: string;
  invitado: boolean;
  postulado: boolean;
};

/** The gym's open offers whose class has not started, soonest first, with this instructor's state. */
export async function findInvitableOffers(
  db: Database,
  input: { gymId: string; instructorId: string; now: Date },
): Promise<InvitableOfferRow[]> {
  return rowsOf<InvitableOfferRow>(
    await db.execute(sql`select o.id, o.titulo, o.especialidad, o.fecha_clase::text as fecha_clase,
        to_char(o.hora, 'HH24:MI') as hora,
        exists (select 1 from invitaciones_oferta i where i.oferta_id = o.id and i.instructor_id = ${input.instructorId}::uuid) as invitado,
        exists (select 1 from aplicaciones a where a.oferta_id = o.id and a.instructor_id = ${input.instructorId}::uuid) as postulado
      from ofertas o
      where o.gimnasio_id = ${input.gymId}::uuid and o.estado = 'abierta' and o.starts_at > ${input.now.toISOString()}::timestamptz
      order by o.starts_at, o.id
      limit 100`),
  );
}

export type InvitationOffer = {
  id: string;
  titulo: string;
  fecha_clase: string;
  hora: string;
  open: boolean;
  gym_nombre: string;
  applied: boolean;
};

/** The offer as an invitation needs it, only when it is this gym's. */
export async function findOwnOfferForInvitation(
  tx: Tx,
  input: { gymId: string; ofertaId: string; instructorId: string; now: Date },
): Promise<InvitationOffer | null> {
  const [row] = rowsOf<InvitationOffer>(
    await tx.execute(sql`select o.id, o.titulo, o.fecha_clase::text as fecha_clase, to_char(o.hora, 'HH24:MI') as hora,
        (o.estado = 'abierta' and o.starts_at > ${input.now.toISOString()}::timestamptz) as open,
        g.nombre as gym_nombre,
        exists (select 1 from aplicaciones a where a.oferta_id = o.id and a.instructor_id = ${input.instructorId}::uuid) as applied
      from ofertas o join perfiles g on g.id = o.gimnasio_id
      where o.id = ${input.ofertaId}::uuid and o.gimnasio_id = ${input.gymId}::uuid`),
  );
  return row ?? null;
}

/** True when this invitation is new; false when the pair was already invited (the key decides). */
export async function insertInvitation(
  tx: Tx,
  input: { ofertaId: string; instructorId: string; gymId: string; now: Date },
): Promise<boolean> {
  const inserted = rowsOf<{ oferta_id: string }>(
    await tx.execute(sql`insert into invitaciones_oferta (oferta_id, instructor_id, gimnasio_id, created_at)
      values (${input.ofertaId}::uuid, ${input.instructorId}::uuid, ${input.gymId}::uuid, ${input.now.toISOString()}::timestamptz)
      on conflict do nothing
      returning oferta_id`),
  );
  return inserted.length === 1;
}

export async function readVisibility(db: Database, instructorId: string): Promise<boolean | null> {
  const [row] = rowsOf<{ visible: boolean }>(
    await db.execute(sql`select en_directorio as visible from perfiles where id = ${instructorId}::uuid`),
  );
  return row?.visible ?? null;
}

export async function writeVisibility(db: Database, instructorId: string, visible: boolean, now: Date): Promise<void> {
  await db.execute(sql`update perfiles set en_directorio = ${visible}, updated_at = ${now.toISOString()}::timestamptz
    where id = ${instructorId}::uuid`);
}
