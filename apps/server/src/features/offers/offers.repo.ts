// Offer rows as the owning gym sees them, with their application counts.
import { and, desc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Database, Tx } from '@fitcover/db/client';
import { aplicaciones, ofertas, pagos, perfiles } from '@fitcover/db/schema';

type Reader = Database | Tx;
export type OfferRow = typeof ofertas.$inferSelect;
export type NewOfferRow = typeof ofertas.$inferInsert;
export type OfferChanges = Partial<Omit<NewOfferRow, 'id' | 'gimnasioId' | 'fechaCreacion'>>;

const openStates = ['pendiente', 'vista'] as const;

// Subqueries name the outer row explicitly: an unqualified column would bind to the inner table.
const countsColumns = {
  postulados: sql<number>`(select count(*)::int from ${aplicaciones} a where a.oferta_id = "ofertas"."id" and a.estado <> 'retirada')`,
  pendientes: sql<number>`(select count(*)::int from ${aplicaciones} a where a.oferta_id = "ofertas"."id" and a.estado in ('pendiente', 'vista'))`,
};

export type OfferWithCounts = OfferRow & { postulados: number; pendientes: number };

export async function insertOffer(tx: Tx, values: NewOfferRow): Promise<OfferRow> {
  const [row] = await tx.insert(ofertas).values(values).returning();
  if (!row) throw new Error('offer insert returned nothing');
  return row;
}

/**
 * The offer, locked for the rest of the transaction: decisions (update) queue behind each other
 * and behind applications being sent (share), so nobody applies to an offer being covered.
 */
export async function lockOffer(tx: Tx, id: string, mode: 'update' | 'share' = 'update'): Promise<OfferRow | null> {
  const [row] = await tx.select().from(ofertas).where(eq(ofertas.id, id)).for(mode);
  return row ?? null;
}

export async function updateOfferRow(tx: Tx, id: string, changes: OfferChanges): Promise<void> {
  await tx
    .update(ofertas)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(ofertas.id, id));
}

export async function deleteOfferRow(tx: Tx, id: string): Promise<void> {
  await tx.delete(ofertas).where(eq(ofertas.id, id));
}

export async function findOfferWithCounts(db: Reader, id: string): Promise<OfferWithCounts | null> {
  const [row] = await db
    .select({ offer: ofertas, ...countsColumns })
    .from(ofertas)
    .where(eq(ofertas.id, id));
  return row ? { ...row.offer, postulados: row.postulados, pendientes: row.pendientes } : null;
}

export type OfferCursor = { fechaCreacion: Date; id: string };

/** The gym's offers, newest first, keyset-paginated on (fecha_creacion, id). */
export async function listOffersOfGym(
  db: Reader,
  gymId: string,
  limit: number,
  after: OfferCursor | null,
): Promise<OfferWithCounts[]> {
  const mine = eq(ofertas.gimnasioId, gymId);
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

export async function countApplications(tx: Tx, ofertaId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(aplicaciones)
    .where(eq(aplicaciones.ofertaId, ofertaId));
  return row?.n ?? 0;
}

/** Closes every open application of an offer; answers who was affected. */
export async function rejectOpenApplications(tx: Tx, ofertaId: string, motivo: string, exceptId?: string) {
  const open = and(eq(aplicaciones.ofertaId, ofertaId), inArray(aplicaciones.estado, [...openStates]));
  return tx
    .update(aplicaciones)
    .set({ estado: 'rechazada', motivo, updatedAt: sql`now()` })
    .where(exceptId ? and(open, sql`${aplicaciones.id} <> ${exceptId}`) : open)
    .returning({ id: aplicaciones.id, instructorId: aplicaciones.instructorId });
}

export async function instructorsWithOpenApplications(tx: Tx, ofertaId: string): Promise<string[]> {
  const rows = await tx
    .select({ instructorId: aplicaciones.instructorId })
    .from(aplicaciones)
    .where(and(eq(aplicaciones.ofertaId, ofertaId), inArray(aplicaciones.estado, [...openStates])));
  return rows.map((row) => row.instructorId);
}

export async function acceptedApplication(tx: Tx, ofertaId: string) {
  const [row] = await tx
    .select({ id: aplicaciones.id, instructorId: aplicaciones.instructorId })
    .from(aplicaciones)
    .where(and(eq(aplicaciones.ofertaId, ofertaId), eq(aplicaciones.estado, 'aceptada')));
  return row ?? null;
}

/** A class called off before it starts: its platform fee is not charged (DECISIONS §9). */
export async function voidCommission(tx: Tx, aplicacionId: string): Promise<void> {
  await tx
    .update(pagos)
    .set({ estado: 'fallido' })
    .where(and(eq(pagos.aplicacionId, aplicacionId), eq(pagos.tipo, 'comision'), eq(pagos.estado, 'pendiente')));
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

export async function offerOwner(db: Reader, ofertaId: string): Promise<string | null> {
  const [row] = await db.select({ gymId: ofertas.gimnasioId }).from(ofertas).where(eq(ofertas.id, ofertaId));
  return row?.gymId ?? null;
}

/** Marks open offers whose class has started as expirada (a batch at a time). */
export async function expireStartedOffers(tx: Tx, now: Date, batch: number) {
  const due = tx
    .select({ id: ofertas.id })
    .from(ofertas)
    .where(and(eq(ofertas.estado, 'abierta'), lte(ofertas.startsAt, now)))
    .limit(batch);
  return tx
    .update(ofertas)
    .set({ estado: 'expirada', updatedAt: sql`now()` })
    .where(and(inArray(ofertas.id, due), eq(ofertas.estado, 'abierta')))
    .returning({ id: ofertas.id, titulo: ofertas.titulo, fechaClase: ofertas.fechaClase, hora: ofertas.hora });
}

/** Once per cluster: only the process holding this transaction-scoped lock runs the job. */
export async function tryJobLock(tx: Tx, name: string): Promise<boolean> {
  const result = await tx.execute(sql`select pg_try_advisory_xact_lock(hashtext(${name})) as locked`);
  const rows = (result as unknown as { rows: { locked: boolean }[] }).rows;
  return rows[0]?.locked === true;
}
