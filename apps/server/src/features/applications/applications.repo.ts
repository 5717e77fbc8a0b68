// Reading one application. Its state changes go through the application lifecycle
// (features/lifecycle), the only writer of `aplicaciones.estado`.
import { eq } from 'drizzle-orm';
import type { Database, Tx } from '@fitcover/db/client';
import { aplicaciones, perfiles } from '@fitcover/db/schema';

type Reader = Database | Tx;

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
