// The SQL of cover in minutes (DECISIONS §15): Mis instructores, who an urgent offer's step
// tells (claimed once per (offer, instructor) through urgente_avisos' key), the timeline, the
// pay bonus and the instructors' urgent alert preferences.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '@fitcover/db/client';
import { misInstructores, ofertas, perfiles, preferenciasUrgentes, urgenteEventos } from '@fitcover/db/schema';
import { rowsOf } from '@fitcover/db/result';
import type { UrgentPreferences } from '@fitcover/contract/offers/urgent';
import { URGENT_DAILY_DEFAULT } from '@fitcover/contract/offers/urgent';
import { isVerifiedSql } from '../credentials/verified.repo.ts';

type Reader = Database | Tx;

// ---------- Mis instructores ----------

export async function listTrusted(db: Reader, gymId: string) {
  return db
    .select({
      id: perfiles.id,
      nombre: perfiles.nombre,
      ciudad: perfiles.ciudad,
      especialidades: perfiles.especialidades,
      avatarVersion: perfiles.avatarVersion,
      desde: misInstructores.createdAt,
    })
    .from(misInstructores)
    .innerJoin(perfiles, eq(perfiles.id, misInstructores.instructorId))
    .where(and(eq(misInstructores.gimnasioId, gymId), sql`${perfiles.deletedAt} is null`))
    .orderBy(asc(perfiles.nombre));
}

export async function insertTrusted(db: Reader, gymId: string, instructorId: string, now: Date): Promise<void> {
  await db.insert(misInstructores).values({ gimnasioId: gymId, instructorId, createdAt: now }).onConflictDoNothing();
}

export async function deleteTrusted(db: Reader, gymId: string, instructorId: string): Promise<boolean> {
  const rows = await db
    .delete(misInstructores)
    .where(and(eq(misInstructores.gimnasioId, gymId), eq(misInstructores.instructorId, instructorId)))
    .returning({ id: misInstructores.instructorId });
  return rows.length > 0;
}

export async function isTrusted(db: Reader, gymId: string, instructorId: string): Promise<boolean> {
  const rows = await db
    .select({ id: misInstructores.instructorId })
    .from(misInstructores)
    .where(and(eq(misInstructores.gimnasioId, gymId), eq(misInstructores.instructorId, instructorId)));
  return rows.length > 0;
}

export async function countTrusted(db: Reader, gymId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(misInstructores)
    .where(eq(misInstructores.gimnasioId, gymId));
  return row?.n ?? 0;
}

// ---------- escalation ----------

/** Urgent offers whose escalation may have a step due (open, not started, not stopped). */
export async function findEscalating(db: Reader, now: Date, limit: number): Promise<string[]> {
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`
      select o.id from ofertas o
      where o.estado = 'abierta' and o.urgente_desde is not null and o.escalada_detenida_at is null
        and o.starts_at > ${now.toISOString()}::timestamptz
      order by o.urgente_desde
      limit ${limit}`),
  );
  return rows.map((row) => row.id);
}

/**
 * Offers whose class has come within `hours` of now and are not urgent yet: they become urgent
 * (escalation from now; no exclusive window, since everyone could already see them).
 */
export async function markNewlyUrgent(db: Reader, now: Date, hours: number): Promise<number> {
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`
      with due as (
        select o.id from ofertas o
        where o.estado = 'abierta' and o.urgente_desde is null and o.escalada_detenida_at is null
          and o.starts_at > ${now.toISOString()}::timestamptz
          and o.starts_at <= ${now.toISOString()}::timestamptz + make_interval(hours => ${hours})
          and not exists (select 1 from aplicaciones a where a.oferta_id = o.id)
      )
      update ofertas set urgente_desde = ${now.toISOString()}::timestamptz
      from due where ofertas.id = due.id and ofertas.urgente_desde is null
      returning ofertas.id`),
  );
  return rows.length;
}

/**
 * An offer the gym has just made urgent on edit: escalation from now, once (the condition is
 * the guard), with no exclusive window, since everyone could already see it. False when it was
 * urgent already.
 */
export async function startUrgency(tx: Tx, ofertaId: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(ofertas)
    .set({ urgenteDesde: now })
    .where(
      and(eq(ofertas.id, ofertaId), sql`${ofertas.urgenteDesde} is null and ${ofertas.escaladaDetenidaAt} is null`),
    )
    .returning({ id: ofertas.id });
  return rows.length > 0;
}

/** Claims a timeline step once (its key); false when it was already claimed. */
export async function claimEvent(tx: Tx, ofertaId: string, clave: string, at: Date): Promise<boolean> {
  const rows = await tx
    .insert(urgenteEventos)
    .values({ ofertaId, clave, at })
    .onConflictDoNothing()
    .returning({ clave: urgenteEventos.clave });
  return rows.length > 0;
}

export async function setEventCount(tx: Tx, ofertaId: string, clave: string, enviados: number): Promise<void> {
  await tx
    .update(urgenteEventos)
    .set({ enviados })
    .where(and(eq(urgenteEventos.ofertaId, ofertaId), eq(urgenteEventos.clave, clave)));
}

export async function touchOffer(tx: Tx, ofertaId: string): Promise<void> {
  await tx
    .update(ofertas)
    .set({ updatedAt: sql`now()` })
    .where(eq(ofertas.id, ofertaId));
}

export async function eventsOf(db: Reader, ofertaId: string) {
  return db
    .select()
    .from(urgenteEventos)
    .where(eq(urgenteEventos.ofertaId, ofertaId))
    .orderBy(asc(urgenteEventos.at), asc(urgenteEventos.clave));
}

export type Audience = { kind: 'trusted' } | { kind: 'ring'; radiusKm: number };

/**
 * Tells a step's audience: inserts one urgente_avisos row per instructor who matches and was
 * never told about this offer, and answers those instructors. Matching (DECISIONS §15): an
 * active instructor (not suspended, not deleted) with the offer's specialty, within the ring's
 * radius from their own location (Mis instructores: wherever they are), free at the class's
 * time and within their weekly availability when they set one (fitcover_instructor_available,
 * ADR 0020), urgent alerts on, under their daily cap, and not in their quiet hours
 * (22:00–08:00, Spain) unless they opted in, and verified when the offer is Solo verificados. The key (oferta_id, instructor_id) is the dedupe
 * key: a step run twice, by two processes, inserts each instructor once.
 */
export async function claimRecipients(
  tx: Tx,
  ofertaId: string,
  audience: Audience,
  paso: string,
  now: Date,
): Promise<string[]> {
  const at = now.toISOString();
  const where =
    audience.kind === 'trusted'
      ? sql`exists (select 1 from mis_instructores m where m.gimnasio_id = o.gimnasio_id and m.instructor_id = p.id)`
      : sql`o.especialidad = any(p.especialidades) and c.lat is not null and p.latitude is not null
          and p.latitude between c.lat - ${audience.radiusKm / 111.2} and c.lat + ${audience.radiusKm / 111.2}
          and 2 * 6371.0088 * asin(least(1, sqrt(
            power(sin(radians(p.latitude - c.lat) / 2), 2)
            + cos(radians(c.lat)) * cos(radians(p.latitude)) * power(sin(radians(p.longitude - c.lon) / 2), 2))))
            <= ${audience.radiusKm}`;
  // The ring first (specialty, distance, not told yet, not applied: cheap), materialized so that
  // the costly checks (the 24-hour count, availability: a function call each) run only on it.
  const rows = rowsOf<{ instructor_id: string }>(
    await tx.execute(sql`
      with o as (select * from ofertas where id = ${ofertaId}::uuid),
      c as (
        select coalesce(o.latitude, g.latitude) as lat, coalesce(o.longitude, g.longitude) as lon
        from o join perfiles g on g.id = o.gimnasio_id
      ),
      ring as materialized (
        select p.id from o cross join c
        join perfiles p on p.rol = 'instructor' and p.deleted_at is null and p.suspended_at is null
        where ${where}
          and not exists (select 1 from urgente_avisos x where x.oferta_id = o.id and x.instructor_id = p.id)
          and not exists (select 1 from aplicaciones a where a.oferta_id = o.id and a.instructor_id = p.id)
      ),
      local_now as (select (${at}::timestamptz at time zone 'Europe/Madrid')::time as t)
      insert into urgente_avisos (oferta_id, instructor_id, paso, enviado_at)
      select o.id, p.id, ${paso}, ${at}::timestamptz
      from o cross join local_now
      join ring on true
      join perfiles p on p.id = ring.id
      left join preferencias_urgentes pref on pref.instructor_id = p.id
      where coalesce(pref.activas, true)
        and (not o.solo_verificados or ${isVerifiedSql(sql`p.id`, now)})
        and (coalesce(pref.nocturnas, false) or local_now.t between time '08:00' and time '22:00')
        and (select count(*) from urgente_avisos d where d.instructor_id = p.id
               and d.enviado_at > ${at}::timestamptz - interval '24 hours')
            < coalesce(pref.max_dia, ${URGENT_DAILY_DEFAULT})
        and fitcover_instructor_available(p.id, o.fecha_clase, o.hora, o.duracion_min, o.starts_at,
              fitcover_class_place(o.modalidad, o.ubicacion))
      on conflict do nothing
      returning instructor_id`),
  );
  return rows.map((row) => row.instructor_id);
}

/** Everyone told about an offer so far (the bonus re-notifies them). */
export async function toldAbout(db: Reader, ofertaId: string): Promise<string[]> {
  const rows = rowsOf<{ instructor_id: string }>(
    await db.execute(sql`
      select a.instructor_id from urgente_avisos a join perfiles p on p.id = a.instructor_id
      where a.oferta_id = ${ofertaId}::uuid and p.deleted_at is null and p.suspended_at is null`),
  );
  return rows.map((row) => row.instructor_id);
}

/** E-mail jobs for the instructors just told (one pending job per (offer, instructor)). */
export async function enqueueUrgentEmails(
  tx: Tx,
  type: string,
  ofertaId: string,
  instructorIds: string[],
  kind: 'aviso' | 'tarifa',
  now: Date,
): Promise<void> {
  if (instructorIds.length === 0) return;
  await tx.execute(sql`
    insert into jobs (type, payload, run_at, dedupe_key, max_attempts)
    select ${type}, jsonb_build_object('ofertaId', ${ofertaId}::text, 'instructorId', x, 'kind', ${kind}::text),
      ${now.toISOString()}::timestamptz, ${`email:urgent:${kind}:${ofertaId}:`} || x, 5
    from jsonb_array_elements_text(${JSON.stringify(instructorIds)}::jsonb) as x
    on conflict (dedupe_key) where done_at is null and dedupe_key is not null do nothing`);
}

export async function markSeen(db: Reader, ofertaId: string, instructorId: string, now: Date): Promise<void> {
  await db.execute(sql`
    update urgente_avisos set visto_at = ${now.toISOString()}::timestamptz
    where oferta_id = ${ofertaId}::uuid and instructor_id = ${instructorId}::uuid and visto_at is null`);
}

export async function timelineCounts(db: Reader, ofertaId: string) {
  const [row] = rowsOf<{ enviadas: number; vistas: number; postulaciones: number }>(
    await db.execute(sql`
      select (select count(*)::int from urgente_avisos where oferta_id = ${ofertaId}::uuid) as enviadas,
        (select count(*)::int from urgente_avisos where oferta_id = ${ofertaId}::uuid and visto_at is not null) as vistas,
        (select count(*)::int from aplicaciones where oferta_id = ${ofertaId}::uuid) as postulaciones`),
  );
  return row ?? { enviadas: 0, vistas: 0, postulaciones: 0 };
}

export async function stopEscalation(db: Reader, ofertaId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(ofertas)
    .set({ escaladaDetenidaAt: now })
    .where(
      and(eq(ofertas.id, ofertaId), sql`${ofertas.urgenteDesde} is not null and ${ofertas.escaladaDetenidaAt} is null`),
    )
    .returning({ id: ofertas.id });
  return rows.length > 0;
}

/**
 * The bonus, once: the conditional update is the guard. Its condition (bonus_pct = 0, still
 * open, class not started) is evaluated again on the row's latest version when a concurrent
 * bonus or decision committed first, so of two bonuses at once exactly one applies. Answers the
 * new price, or null when it did not apply.
 */
export async function applyBonus(tx: Tx, ofertaId: string, pct: number, now: Date): Promise<string | null> {
  // A condition, not a write: the offer's state changes only in the lifecycle (state-writes.test.ts
  // scans update statements as text, so the filter is a fragment of its own).
  const stillOpen = sql.raw(`ofertas.estado = 'abierta'`);
  const rows = rowsOf<{ precio: string }>(
    await tx.execute(sql`
      update ofertas set bonus_pct = ${pct}, precio = round(precio * (100 + ${pct}) / 100.0, 2), updated_at = now()
      where id = ${ofertaId}::uuid and bonus_pct = 0 and ${stillOpen}
        and starts_at > ${now.toISOString()}::timestamptz
      returning precio::text as precio`),
  );
  return rows[0]?.precio ?? null;
}

// ---------- preferences ----------

export async function readPreferences(db: Reader, instructorId: string): Promise<UrgentPreferences> {
  const [row] = await db
    .select({
      activas: preferenciasUrgentes.activas,
      maxDia: preferenciasUrgentes.maxDia,
      nocturnas: preferenciasUrgentes.nocturnas,
    })
    .from(preferenciasUrgentes)
    .where(eq(preferenciasUrgentes.instructorId, instructorId));
  return row ?? { activas: true, maxDia: URGENT_DAILY_DEFAULT, nocturnas: false };
}

export async function writePreferences(db: Reader, instructorId: string, prefs: UrgentPreferences): Promise<void> {
  await db
    .insert(preferenciasUrgentes)
    .values({ instructorId, ...prefs })
    .onConflictDoUpdate({ target: preferenciasUrgentes.instructorId, set: prefs });
}

/** Medians over the offers covered / first applied to since `since` (admin activity). */
export async function coverMedians(db: Reader, since: Date) {
  const [row] = rowsOf<{ primera: number | null; cobertura: number | null }>(
    await db.execute(sql`
      select
        (select percentile_cont(0.5) within group (order by extract(epoch from e.at - coalesce(o.urgente_desde, o.fecha_creacion)) / 60)
           from urgente_eventos e join ofertas o on o.id = e.oferta_id
           where e.clave = 'postulacion' and e.at >= ${since.toISOString()}::timestamptz) as primera,
        (select percentile_cont(0.5) within group (order by extract(epoch from cubierta_at - coalesce(urgente_desde, fecha_creacion)) / 60)
           from ofertas where cubierta_at >= ${since.toISOString()}::timestamptz) as cobertura`),
  );
  return {
    primera: row?.primera === null || row?.primera === undefined ? null : Number(row.primera),
    cobertura: row?.cobertura === null || row?.cobertura === undefined ? null : Number(row.cobertura),
  };
}
