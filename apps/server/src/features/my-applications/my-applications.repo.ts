// The instructor's own applications with their offer and gym, newest first, keyset-paginated.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '@fitcover/db/client';
import { aplicaciones, ofertas, perfiles, valoraciones } from '@fitcover/db/schema';

/** Where a page starts: after this application (fecha_postulacion to the microsecond). */
export type ApplicationPosition = { fecha: string; id: string };

const fechaKey = sql<string>`to_char(${aplicaciones.fechaPostulacion} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export async function listOwnApplications(
  db: Database,
  instructorId: string,
  limit: number,
  after: ApplicationPosition | null,
) {
  const mine = eq(aplicaciones.instructorId, instructorId);
  const where = after
    ? and(
        mine,
        sql`(${aplicaciones.fechaPostulacion}, ${aplicaciones.id}) < (${after.fecha}::timestamptz, ${after.id}::uuid)`,
      )
    : mine;
  return db
    .select({
      id: aplicaciones.id,
      estado: aplicaciones.estado,
      motivo: aplicaciones.motivo,
      fechaPostulacion: aplicaciones.fechaPostulacion,
      fechaKey,
      ofertaId: ofertas.id,
      titulo: ofertas.titulo,
      especialidad: ofertas.especialidad,
      fechaClase: ofertas.fechaClase,
      hora: ofertas.hora,
      startsAt: ofertas.startsAt,
      duracionMin: ofertas.duracionMin,
      ofertaEstado: ofertas.estado,
      modalidad: ofertas.modalidad,
      ciudad: ofertas.ciudad,
      precio: ofertas.precio,
      gymId: perfiles.id,
      gymNombre: perfiles.nombre,
      gymAvatarVersion: perfiles.avatarVersion,
      // The instructor's own rating of this class, if any.
      miPuntuacion: sql<
        number | null
      >`(select v.puntuacion from ${valoraciones} v where v.aplicacion_id = "aplicaciones"."id" and v.direccion = 'instructor_to_gym')`,
    })
    .from(aplicaciones)
    .innerJoin(ofertas, eq(ofertas.id, aplicaciones.ofertaId))
    .innerJoin(perfiles, eq(perfiles.id, ofertas.gimnasioId))
    .where(where)
    .orderBy(desc(aplicaciones.fechaPostulacion), desc(aplicaciones.id))
    .limit(limit);
}

export type OwnApplicationRow = Awaited<ReturnType<typeof listOwnApplications>>[number];
