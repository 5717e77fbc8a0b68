// What others see of an instructor: public fields, rating and the reviews gyms left.
import { and, avg, count, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '@fitcover/db/client';
import { perfiles, valoraciones } from '@fitcover/db/schema';

export async function findPublicInstructor(db: Database, id: string) {
  const [row] = await db
    .select({
      id: perfiles.id,
      nombre: perfiles.nombre,
      avatarVersion: perfiles.avatarVersion,
      ciudad: perfiles.ciudad,
      biografia: perfiles.biografia,
      especialidades: perfiles.especialidades,
      experiencia: perfiles.experiencia,
      disponibilidad: perfiles.disponibilidad,
      enlaces: perfiles.enlaces,
      createdAt: perfiles.createdAt,
    })
    .from(perfiles)
    .where(
      and(
        eq(perfiles.id, id),
        eq(perfiles.rol, 'instructor'),
        isNull(perfiles.suspendedAt),
        isNull(perfiles.deletedAt),
      ),
    );
  return row ?? null;
}

const aboutInstructor = (id: string) =>
  and(eq(valoraciones.instructorId, id), eq(valoraciones.direccion, 'gym_to_instructor'));

export async function instructorRating(db: Database, id: string) {
  const [row] = await db
    .select({ average: avg(valoraciones.puntuacion), total: count() })
    .from(valoraciones)
    .where(aboutInstructor(id));
  return { average: row?.average == null ? null : Number(row.average), total: row?.total ?? 0 };
}

export async function latestReviewsOfInstructor(db: Database, id: string, limit: number) {
  return db
    .select({
      id: valoraciones.id,
      puntuacion: valoraciones.puntuacion,
      comentario: valoraciones.comentario,
      respuesta: valoraciones.respuesta,
      fecha: valoraciones.fecha,
      autorId: perfiles.id,
      autorNombre: perfiles.nombre,
      autorAvatarVersion: perfiles.avatarVersion,
    })
    .from(valoraciones)
    .innerJoin(perfiles, eq(perfiles.id, valoraciones.gimnasioId))
    .where(aboutInstructor(id))
    .orderBy(desc(valoraciones.fecha), desc(valoraciones.id))
    .limit(limit);
}
