// The gym's applicants grouped per offer: offers with decisions still to take first, then the
// newest; inside a group, applications waiting for a decision first.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '@fitcover/db/client';
import { aplicaciones, ofertas, perfiles, valoraciones } from '@fitcover/db/schema';

export async function listApplicantOffers(db: Database, gymId: string, now: Date, limit: number, offset: number) {
  const awaiting = sql<boolean>`(${ofertas.estado} = 'abierta' and ${ofertas.startsAt} > ${now.toISOString()}::timestamptz
    and exists (select 1 from ${aplicaciones} a where a.oferta_id = "ofertas"."id" and a.estado in ('pendiente', 'vista')))`;
  return db
    .select({
      id: ofertas.id,
      titulo: ofertas.titulo,
      especialidad: ofertas.especialidad,
      fechaClase: ofertas.fechaClase,
      hora: ofertas.hora,
      startsAt: ofertas.startsAt,
      duracionMin: ofertas.duracionMin,
      estado: ofertas.estado,
    })
    .from(ofertas)
    .where(
      and(
        eq(ofertas.gimnasioId, gymId),
        sql`exists (select 1 from ${aplicaciones} a where a.oferta_id = "ofertas"."id")`,
      ),
    )
    .orderBy(desc(awaiting), desc(ofertas.fechaCreacion), desc(ofertas.id))
    .limit(limit)
    .offset(offset);
}

// Subqueries name the outer row explicitly: an unqualified column would bind to the inner table.
const rating = sql<
  string | null
>`(select avg(v.puntuacion) from ${valoraciones} v where v.instructor_id = "perfiles"."id" and v.direccion = 'gym_to_instructor')`;

export async function listApplicationsOfOffers(db: Database, offerIds: string[]) {
  if (offerIds.length === 0) return [];
  return db
    .select({
      id: aplicaciones.id,
      ofertaId: aplicaciones.ofertaId,
      estado: aplicaciones.estado,
      fechaPostulacion: aplicaciones.fechaPostulacion,
      instructorId: perfiles.id,
      nombre: perfiles.nombre,
      avatarVersion: perfiles.avatarVersion,
      ciudad: perfiles.ciudad,
      experiencia: perfiles.experiencia,
      especialidades: perfiles.especialidades,
      valoracionMedia: rating,
      numValoraciones: sql<number>`(select count(*)::int from ${valoraciones} v where v.instructor_id = "perfiles"."id" and v.direccion = 'gym_to_instructor')`,
      // The gym's own rating of this class, if it left one.
      miPuntuacion: sql<
        number | null
      >`(select v.puntuacion from ${valoraciones} v where v.aplicacion_id = "aplicaciones"."id" and v.direccion = 'gym_to_instructor')`,
    })
    .from(aplicaciones)
    .innerJoin(perfiles, eq(perfiles.id, aplicaciones.instructorId))
    .where(inArray(aplicaciones.ofertaId, offerIds))
    .orderBy(
      desc(sql`${aplicaciones.estado} in ('pendiente', 'vista')`),
      asc(aplicaciones.fechaPostulacion),
      asc(aplicaciones.id),
    );
}
