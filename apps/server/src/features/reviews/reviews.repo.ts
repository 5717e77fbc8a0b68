// Reviews (valoraciones): the class they are about, writing one, replying once, and the lists of
// the Valoraciones page and the dashboard's prompt.
import { and, avg, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Tx } from '@fitcover/db/client';
import { aplicaciones, ofertas, perfiles, valoraciones } from '@fitcover/db/schema';
import type { ReviewDirection } from '@fitcover/contract/reviews/review-fields';
import { REVIEW_WINDOW_DAYS } from '@fitcover/contract/reviews/review-fields';

type Reader = Database | Tx;

/** Where a page starts: after this review (fecha to the microsecond, then id). */
export type ReviewPosition = { fecha: string; id: string };

const fechaKey = sql<string>`to_char(${valoraciones.fecha} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** The accepted class an application stands for, with both parties. */
export async function findReviewableApplication(db: Reader, aplicacionId: string) {
  const [row] = await db
    .select({
      id: aplicaciones.id,
      estado: aplicaciones.estado,
      instructorId: aplicaciones.instructorId,
      gimnasioId: ofertas.gimnasioId,
      ofertaEstado: ofertas.estado,
      titulo: ofertas.titulo,
      fechaClase: ofertas.fechaClase,
      startsAt: ofertas.startsAt,
      duracionMin: ofertas.duracionMin,
    })
    .from(aplicaciones)
    .innerJoin(ofertas, eq(ofertas.id, aplicaciones.ofertaId))
    .where(eq(aplicaciones.id, aplicacionId));
  return row ?? null;
}

export type NewReview = {
  aplicacionId: string;
  direccion: ReviewDirection;
  gimnasioId: string;
  instructorId: string;
  puntuacion: number;
  comentario: string | null;
};

/** Inserts unless this application already has a review in this direction (the unique key decides). */
export async function insertReview(tx: Tx, values: NewReview): Promise<{ id: string } | null> {
  const rows = await tx
    .insert(valoraciones)
    .values(values)
    .onConflictDoNothing({ target: [valoraciones.aplicacionId, valoraciones.direccion] })
    .returning({ id: valoraciones.id });
  return rows[0] ?? null;
}

export async function findReview(db: Reader, id: string) {
  const [row] = await db
    .select({
      id: valoraciones.id,
      direccion: valoraciones.direccion,
      gimnasioId: valoraciones.gimnasioId,
      instructorId: valoraciones.instructorId,
      respuesta: valoraciones.respuesta,
      titulo: ofertas.titulo,
      fechaClase: ofertas.fechaClase,
    })
    .from(valoraciones)
    .innerJoin(aplicaciones, eq(aplicaciones.id, valoraciones.aplicacionId))
    .innerJoin(ofertas, eq(ofertas.id, aplicaciones.ofertaId))
    .where(eq(valoraciones.id, id));
  return row ?? null;
}

/** Sets the reply only while there is none: a second reply (or two at once) changes nothing. */
export async function setReplyOnce(tx: Tx, id: string, respuesta: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(valoraciones)
    .set({ respuesta, respondidaAt: now })
    .where(and(eq(valoraciones.id, id), isNull(valoraciones.respuesta)))
    .returning({ id: valoraciones.id });
  return rows.length > 0;
}

export async function findName(db: Reader, userId: string): Promise<string | null> {
  const [row] = await db.select({ nombre: perfiles.nombre }).from(perfiles).where(eq(perfiles.id, userId));
  return row?.nombre ?? null;
}

/** Reviews about a user: the instructor's from gyms, the gym's from instructors. */
const aboutUser = (userId: string, rol: 'gimnasio' | 'instructor'): SQL =>
  rol === 'gimnasio'
    ? and(eq(valoraciones.gimnasioId, userId), eq(valoraciones.direccion, 'instructor_to_gym'))!
    : and(eq(valoraciones.instructorId, userId), eq(valoraciones.direccion, 'gym_to_instructor'))!;

/** Reviews a user wrote. */
const byUser = (userId: string, rol: 'gimnasio' | 'instructor'): SQL =>
  rol === 'gimnasio'
    ? and(eq(valoraciones.gimnasioId, userId), eq(valoraciones.direccion, 'gym_to_instructor'))!
    : and(eq(valoraciones.instructorId, userId), eq(valoraciones.direccion, 'instructor_to_gym'))!;

export async function ratingOf(db: Reader, userId: string, rol: 'gimnasio' | 'instructor') {
  const [row] = await db
    .select({ average: avg(valoraciones.puntuacion), total: count() })
    .from(valoraciones)
    .where(aboutUser(userId, rol));
  return { average: row?.average == null ? null : Number(row.average), total: row?.total ?? 0 };
}

const other = alias(perfiles, 'other_party');

async function listReviews(
  db: Reader,
  where: SQL,
  otherColumn: 'gimnasio' | 'instructor',
  limit: number,
  after: ReviewPosition | null,
) {
  const page = after
    ? and(where, sql`(${valoraciones.fecha}, ${valoraciones.id}) < (${after.fecha}::timestamptz, ${after.id}::uuid)`)
    : where;
  return db
    .select({
      id: valoraciones.id,
      direccion: valoraciones.direccion,
      puntuacion: valoraciones.puntuacion,
      comentario: valoraciones.comentario,
      respuesta: valoraciones.respuesta,
      respondidaAt: valoraciones.respondidaAt,
      fecha: valoraciones.fecha,
      fechaKey,
      titulo: ofertas.titulo,
      fechaClase: ofertas.fechaClase,
      otherId: other.id,
      otherNombre: other.nombre,
      otherAvatarVersion: other.avatarVersion,
    })
    .from(valoraciones)
    .innerJoin(aplicaciones, eq(aplicaciones.id, valoraciones.aplicacionId))
    .innerJoin(ofertas, eq(ofertas.id, aplicaciones.ofertaId))
    .innerJoin(other, eq(other.id, otherColumn === 'gimnasio' ? valoraciones.gimnasioId : valoraciones.instructorId))
    .where(page)
    .orderBy(desc(valoraciones.fecha), desc(valoraciones.id))
    .limit(limit);
}

export type ReviewRow = Awaited<ReturnType<typeof listReviews>>[number];

export const listReceived = (
  db: Reader,
  user: { id: string; rol: 'gimnasio' | 'instructor' },
  limit: number,
  after: ReviewPosition | null,
) => listReviews(db, aboutUser(user.id, user.rol), user.rol === 'gimnasio' ? 'instructor' : 'gimnasio', limit, after);

export const listGiven = (
  db: Reader,
  user: { id: string; rol: 'gimnasio' | 'instructor' },
  limit: number,
  after: ReviewPosition | null,
) => listReviews(db, byUser(user.id, user.rol), user.rol === 'gimnasio' ? 'instructor' : 'gimnasio', limit, after);

/**
 * Accepted classes of the user that ended within the last 30 days and that the user has not rated
 * yet, the most recent first, with how many there are in all.
 */
export async function listPending(
  db: Reader,
  user: { id: string; rol: 'gimnasio' | 'instructor' },
  now: Date,
  limit: number,
) {
  const isGym = user.rol === 'gimnasio';
  const direction: ReviewDirection = isGym ? 'gym_to_instructor' : 'instructor_to_gym';
  const ends = sql`(${ofertas.startsAt} + ${ofertas.duracionMin} * interval '1 minute')`;
  const at = sql`${now.toISOString()}::timestamptz`;
  const where = and(
    isGym ? eq(ofertas.gimnasioId, user.id) : eq(aplicaciones.instructorId, user.id),
    eq(aplicaciones.estado, 'aceptada'),
    eq(ofertas.estado, 'cubierta'),
    sql`${ends} <= ${at}`,
    sql`${ends} + ${`${REVIEW_WINDOW_DAYS} days`}::interval >= ${at}`,
    sql`not exists (select 1 from ${valoraciones} v where v.aplicacion_id = ${aplicaciones.id} and v.direccion = ${direction})`,
  );
  const [items, total] = await Promise.all([
    db
      .select({
        aplicacionId: aplicaciones.id,
        titulo: ofertas.titulo,
        fechaClase: ofertas.fechaClase,
        hora: ofertas.hora,
        startsAt: ofertas.startsAt,
        duracionMin: ofertas.duracionMin,
        otherId: other.id,
        otherNombre: other.nombre,
        otherAvatarVersion: other.avatarVersion,
      })
      .from(aplicaciones)
      .innerJoin(ofertas, eq(ofertas.id, aplicaciones.ofertaId))
      .innerJoin(other, eq(other.id, isGym ? aplicaciones.instructorId : ofertas.gimnasioId))
      .where(where)
      .orderBy(desc(ofertas.startsAt), desc(aplicaciones.id))
      .limit(limit),
    db.select({ n: count() }).from(aplicaciones).innerJoin(ofertas, eq(ofertas.id, aplicaciones.ofertaId)).where(where),
  ]);
  return { items, total: total[0]?.n ?? 0 };
}
