// Application rows and the writes of a gym's decision on them.
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '@fitcover/db/client';
import { aplicaciones, ofertas, pagos } from '@fitcover/db/schema';

type Reader = Database | Tx;
export type ApplicationStatus = (typeof aplicaciones.$inferSelect)['estado'];

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

export async function setApplicationStatus(tx: Tx, id: string, estado: ApplicationStatus, motivo?: string) {
  await tx
    .update(aplicaciones)
    .set({ estado, motivo: motivo ?? null, updatedAt: sql`now()` })
    .where(eq(aplicaciones.id, id));
}

/** pendiente → vista, only on the gym's own offer; answers whether a row changed. */
export async function markViewedIfPending(db: Database, id: string, gymId: string): Promise<boolean> {
  const rows = await db
    .update(aplicaciones)
    .set({ estado: 'vista', updatedAt: sql`now()` })
    .where(
      and(
        eq(aplicaciones.id, id),
        eq(aplicaciones.estado, 'pendiente'),
        sql`exists (select 1 from ${ofertas} o where o.id = "aplicaciones"."oferta_id" and o.gimnasio_id = ${gymId})`,
      ),
    )
    .returning({ id: aplicaciones.id });
  return rows.length > 0;
}

/** The 1,00 € platform fee of a covered class, collected later with the gym's next invoice. */
export async function recordCommission(
  tx: Tx,
  values: { gymId: string; aplicacionId: string; descripcion: string; base: number; ivaRate: number },
): Promise<void> {
  const iva = Math.round(values.base * values.ivaRate * 100) / 100;
  await tx.insert(pagos).values({
    usuarioId: values.gymId,
    tipo: 'comision',
    estado: 'pendiente',
    descripcion: values.descripcion,
    cantidad: values.base.toFixed(2),
    iva: iva.toFixed(2),
    total: (values.base + iva).toFixed(2),
    aplicacionId: values.aplicacionId,
  });
}

export async function insertApplication(tx: Tx, ofertaId: string, instructorId: string) {
  const rows = await tx
    .insert(aplicaciones)
    .values({ ofertaId, instructorId })
    .onConflictDoNothing({ target: [aplicaciones.ofertaId, aplicaciones.instructorId] })
    .returning({ id: aplicaciones.id });
  return rows[0] ?? null;
}
