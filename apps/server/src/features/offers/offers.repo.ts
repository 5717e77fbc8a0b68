// Offer rows as the owning gym sees them, with their application counts.
import { and, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Database, Tx } from '@fitcover/db/client';
import { aplicaciones, ofertas, perfiles } from '@fitcover/db/schema';

type Reader = Database | Tx;
export type OfferRow = typeof ofertas.$inferSelect;
export type NewOfferRow = typeof ofertas.$inferInsert;
export type OfferChanges = Partial<
  Omit<NewOfferRow, 'id' | 'gimnasioId' | 'fechaCreacion' | 'estado' | 'motivoCancelacion'>
>;

const openStates = ['pendiente', 'vista'] as const;

// Subqueries name the outer row explicitly: an unqualified column would bind to the inner table.
const countsColumns = {
  postulados: sql<number>`(select count(*)::int from ${aplicaciones} a where a.oferta_id = "ofertas"."id" and a.estado <> 'retirada')`,
  pendientes: sql<number>`(select count(*)::int from ${aplicaciones} a where a.oferta_id = "ofertas"."id" and a.estado in ('pendiente', 'vista'))`,
};

export type OfferWithCounts = OfferRow & { postulados: number; pendientes: number };

/**
 * The offer, locked for the rest of the transaction: decisions (update) queue behind each other
 * and behind applications being sent (share), so nobody applies to an offer being covered.
 */
export async function lockOffer(tx: Tx, id: string, mode: 'update' | 'share' = 'update'): Promise<OfferRow | null> {
  const [row] = await tx.select().from(ofertas).where(eq(ofertas.id, id)).for(mode);
  return row ?? null;
}

/** Edits an offer's details; its state changes only through the offer lifecycle. */
export async function updateOfferRow(tx: Tx, id: string, changes: OfferChanges): Promise<void> {
  await tx
    .update(ofertas)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(ofertas.id, id));
}

export async function findOffer(db: Reader, id: string): Promise<OfferRow | null> {
  const [row] = await db.select().from(ofertas).where(eq(ofertas.id, id));
  return row ?? null;
}

export async function findOfferWithCounts(db: Reader, id: string): Promise<OfferWithCounts | null> {
  const [row] = await db
    .select({ offer: ofertas, ...countsColumns })
    .from(ofertas)
    .where(eq(ofertas.id, id));
  return row ? { ...row.offer, postulados: row.postulados, pendientes: row.pendientes } : null;
}

export type OfferCursor = { fechaCreacion: Date; id: string };

/**
 * A cover block is listed once, as its first class (ADR 0026): its classes were published in one
 * transaction, so they share fecha_creacion and the block keeps its place in the list.
 */
const firstOfItsBlock = sql`(${ofertas.bloqueId} is null or not exists (select 1 from ${ofertas} s
  where s.bloque_id = "ofertas"."bloque_id" and (s.starts_at, s.id) < ("ofertas"."starts_at", "ofertas"."id")))`;

/** The gym's offers, newest first, keyset-paginated on (fecha_creacion, id); a block once. */
export async function listOffersOfGym(
  db: Reader,
  gymId: string,
  limit: number,
  after: OfferCursor | null,
): Promise<OfferWithCounts[]> {
  const mine = and(eq(ofertas.gimnasioId, gymId), firstOfItsBlock);
  const where = after
    ? and(
        mine,
        or(
          lt(ofertas.fechaCreacion, after.fechaCreacion),
          and(eq(ofertas.fechaCreacion, after.fechaCreacion), lt(ofertas.id, after.id)),
        ),
      )
    : mine;
  const rows = await db
    .select({ offer: ofertas, ...countsColumns })
    .from(ofertas)
    .where(where)
    .orderBy(desc(ofertas.fechaCreacion), desc(ofertas.id))
    .limit(limit);
  return rows.map((row) => ({ ...row.offer, postulados: row.postulados, pendientes: row.pendientes }));
}

export async function instructorsWithOpenApplications(tx: Tx, ofertaId: string): Promise<string[]> {
  const rows = await tx
    .select({ instructorId: aplicaciones.instructorId })
    .from(aplicaciones)
    .where(and(eq(aplicaciones.ofertaId, ofertaId), inArray(aplicaciones.estado, [...openStates])));
  return rows.map((row) => row.instructorId);
}

export async function findProfileSummary(db: Reader, userId: string) {
  const [row] = await db
    .select({
      nombre: perfiles.nombre,
      ciudad: perfiles.ciudad,
      latitude: perfiles.latitude,
      longitude: perfiles.longitude,
      activo: perfiles.activo,
      rol: perfiles.rol,
      suspendedAt: perfiles.suspendedAt,
      deletedAt: perfiles.deletedAt,
    })
    .from(perfiles)
    .where(eq(perfiles.id, userId));
  return row ?? null;
}
