// What calendars read: classes with their offer, gym and (when covered) accepted instructor,
// and the secret of each user's feed. Every read names its owner in the WHERE clause.
import { and, asc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '@fitcover/db/client';
import { aplicaciones, calendarioEnlaces, ofertas, perfiles } from '@fitcover/db/schema';

const gym = alias(perfiles, 'gym');
const instructor = alias(perfiles, 'instructor');
// The accepted application of an offer (at most one: accepting covers the offer).
const accepted = alias(aplicaciones, 'accepted');

const classColumns = {
  ofertaId: ofertas.id,
  titulo: ofertas.titulo,
  especialidad: ofertas.especialidad,
  fechaClase: ofertas.fechaClase,
  hora: ofertas.hora,
  duracionMin: ofertas.duracionMin,
  startsAt: ofertas.startsAt,
  timezone: ofertas.timezone,
  estado: ofertas.estado,
  modalidad: ofertas.modalidad,
  ubicacion: ofertas.ubicacion,
  ciudad: ofertas.ciudad,
  gymId: gym.id,
  gymNombre: gym.nombre,
  aplicacionId: accepted.id,
  instructorId: instructor.id,
  instructorNombre: instructor.nombre,
  instructorCiudad: instructor.ciudad,
};

export type ClassRow = {
  ofertaId: string;
  titulo: string;
  especialidad: (typeof ofertas.$inferSelect)['especialidad'];
  fechaClase: string;
  hora: string;
  duracionMin: number;
  startsAt: Date;
  timezone: string;
  estado: (typeof ofertas.$inferSelect)['estado'];
  modalidad: 'Presencial' | 'Online';
  ubicacion: string | null;
  ciudad: string | null;
  gymId: string;
  gymNombre: string;
  aplicacionId: string | null;
  instructorId: string | null;
  instructorNombre: string | null;
  instructorCiudad: string | null;
};

const LIST_MAX = 500;

function selectClasses(db: Database, where: SQL | undefined): Promise<ClassRow[]> {
  return db
    .select(classColumns)
    .from(ofertas)
    .innerJoin(gym, eq(gym.id, ofertas.gimnasioId))
    .leftJoin(accepted, and(eq(accepted.ofertaId, ofertas.id), eq(accepted.estado, 'aceptada')))
    .leftJoin(instructor, eq(instructor.id, accepted.instructorId))
    .where(where)
    .orderBy(asc(ofertas.startsAt), asc(ofertas.id))
    .limit(LIST_MAX);
}

/** An accepted class of this instructor: the application aceptada and the offer cubierta. */
const acceptedClassOf = (instructorId: string) =>
  and(eq(accepted.instructorId, instructorId), eq(ofertas.estado, 'cubierta'));

/** The instructor's accepted classes whose local date is within [desde, hasta]. */
export function instructorClasses(db: Database, instructorId: string, desde: string, hasta: string) {
  return selectClasses(
    db,
    and(acceptedClassOf(instructorId), gte(ofertas.fechaClase, desde), lte(ofertas.fechaClase, hasta)),
  );
}

/** The gym's offers in every state whose local date is within [desde, hasta]. */
export function gymClasses(db: Database, gymId: string, desde: string, hasta: string) {
  return selectClasses(
    db,
    and(eq(ofertas.gimnasioId, gymId), gte(ofertas.fechaClase, desde), lte(ofertas.fechaClase, hasta)),
  );
}

/** A feed's classes: accepted (instructor) or covered (gym) ones from `since` on. */
export function feedClasses(db: Database, user: { id: string; rol: 'gimnasio' | 'instructor' }, since: Date) {
  const mine =
    user.rol === 'instructor'
      ? acceptedClassOf(user.id)
      : and(eq(ofertas.gimnasioId, user.id), eq(ofertas.estado, 'cubierta'));
  return selectClasses(db, and(mine, gte(ofertas.startsAt, since)));
}

/** One class, if `userId` is its gym or its accepted instructor, and it is covered. */
export async function ownClass(db: Database, userId: string, ofertaId: string): Promise<ClassRow | null> {
  const [row] = await selectClasses(
    db,
    and(
      eq(ofertas.id, ofertaId),
      eq(ofertas.estado, 'cubierta'),
      sql`(${ofertas.gimnasioId} = ${userId} or ${accepted.instructorId} = ${userId})`,
    ),
  );
  return row ?? null;
}

export async function findFeedToken(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ token: calendarioEnlaces.token })
    .from(calendarioEnlaces)
    .where(eq(calendarioEnlaces.usuarioId, userId));
  return row?.token ?? null;
}

/** Stores the user's first secret, keeping one that a concurrent request stored first. */
export async function insertFeedToken(db: Database, userId: string, token: string): Promise<string> {
  await db.insert(calendarioEnlaces).values({ usuarioId: userId, token }).onConflictDoNothing();
  return (await findFeedToken(db, userId)) ?? token;
}

/** Replaces the user's secret: the old address stops working at once. */
export async function replaceFeedToken(db: Database, userId: string, token: string): Promise<void> {
  await db
    .insert(calendarioEnlaces)
    .values({ usuarioId: userId, token })
    .onConflictDoUpdate({ target: calendarioEnlaces.usuarioId, set: { token, createdAt: sql`now()` } });
}

/** The active gym or instructor a feed secret belongs to. */
export async function userOfFeedToken(db: Database, token: string) {
  const [row] = await db
    .select({ id: perfiles.id, rol: perfiles.rol, nombre: perfiles.nombre })
    .from(calendarioEnlaces)
    .innerJoin(perfiles, eq(perfiles.id, calendarioEnlaces.usuarioId))
    .where(
      and(eq(calendarioEnlaces.token, token), sql`${perfiles.suspendedAt} is null and ${perfiles.deletedAt} is null`),
    );
  return row ?? null;
}
