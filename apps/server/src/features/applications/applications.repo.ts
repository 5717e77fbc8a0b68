// Reading one application. Its state changes go through the application lifecycle
// (features/lifecycle), the only writer of `aplicaciones.estado`.
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Database, Tx } from '@fitcover/db/client';
import { aplicaciones, perfiles } from '@fitcover/db/schema';
import { rowsOf } from '@fitcover/db/result';

type Reader = Database | Tx;

/** SQL: whether the instructor has applied to one of the gym's offers (any state, ever). */
export const appliedToGymSql = (instructorId: string, gymId: SQL) => sql`exists (select 1 from aplicaciones a
  join ofertas o on o.id = a.oferta_id where a.instructor_id = ${instructorId}::uuid and o.gimnasio_id = ${gymId})`;

/** Whether the instructor has applied to one of this gym's offers (any state, ever). */
export async function hasAppliedToGym(db: Reader, instructorId: string, gymId: string): Promise<boolean> {
  const [row] = rowsOf<{ found: boolean }>(
    await db.execute(sql`select ${appliedToGymSql(instructorId, sql`${gymId}::uuid`)} as found`),
  );
  return Boolean(row?.found);
}

export async function findApplication(db: Reader, id: string) {
  const [row] = await db
    .select({
      id: aplicaciones.id,
      ofertaId: aplicaciones.ofertaId,
      instructorId: aplicaciones.instructorId,
      estado: aplicaciones.estado,
    })
    .from(aplicaciones)
    .where(eq(aplicaciones.id, id));
  return row ?? null;
}

/** The instructor's specialties (Aceptación automática "cualquiera que encaje"). */
export async function instructorSpecialties(db: Reader, instructorId: string): Promise<string[]> {
  const [row] = await db
    .select({ especialidades: perfiles.especialidades })
    .from(perfiles)
    .where(eq(perfiles.id, instructorId));
  return row?.especialidades ?? [];
}
