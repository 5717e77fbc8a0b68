// The only writes of offer and application states (`ofertas.estado`, `aplicaciones.estado`) and of
// what moves with them (rejection reasons, the platform fee of a covered class). Only the
// lifecycle modules call these: every state change goes through a transition (ADR 0014).
import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database, Tx } from '@fitcover/db/client';
import { anulacionesClase, aplicaciones, ofertas, pagos, perfiles, urgenteEventos } from '@fitcover/db/schema';

type Reader = Database | Tx;
export type OfferRow = typeof ofertas.$inferSelect;
export type OfferState = OfferRow['estado'];
/** A new offer's columns: it always starts abierta (the column's default). */
export type NewOfferValues = Omit<
  typeof ofertas.$inferInsert,
  'id' | 'gimnasioId' | 'estado' | 'motivoCancelacion' | 'fechaCreacion'
>;
export type ApplicationState = (typeof aplicaciones.$inferSelect)['estado'];
export type RejectionReason = NonNullable<(typeof aplicaciones.$inferSelect)['motivoRechazo']>;

export async function insertOfferRow(tx: Tx, values: NewOfferValues & { gimnasioId: string }): Promise<OfferRow> {
  const [row] = await tx.insert(ofertas).values(values).returning();
  if (!row) throw new Error('offer insert returned nothing');
  return row;
}

export async function writeOfferState(
  tx: Tx,
  id: string,
  estado: OfferState,
  fields: { motivoCancelacion?: string | null } = {},
): Promise<void> {
  await tx
    .update(ofertas)
    .set({ estado, ...fields, updatedAt: sql`now()` })
    .where(eq(ofertas.id, id));
}

/** Time to first application (DECISIONS §15): set once, by the first application. */
export async function recordFirstApplication(tx: Tx, id: string, now: Date): Promise<void> {
  // An event row, not a column of the offer: applications hold only a shared lock on the offer.
  await tx.insert(urgenteEventos).values({ ofertaId: id, clave: 'postulacion', at: now }).onConflictDoNothing();
}

/** Time to cover (DECISIONS §15): the first time the offer was covered. */
export async function recordCovered(tx: Tx, id: string, now: Date): Promise<void> {
  await tx
    .update(ofertas)
    .set({ cubiertaAt: now })
    .where(and(eq(ofertas.id, id), isNull(ofertas.cubiertaAt)));
}

export async function deleteOfferRow(tx: Tx, id: string): Promise<void> {
  await tx.delete(ofertas).where(eq(ofertas.id, id));
}

export async function countApplications(tx: Tx, ofertaId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(aplicaciones)
    .where(eq(aplicaciones.ofertaId, ofertaId));
  return row?.n ?? 0;
}

/**
 * Open offers whose class has started, locked: an offer another transaction holds is waited for
 * and skipped if that one closed it, exactly as an `update … where estado = 'abierta'` would.
 */
export async function findDueOffers(tx: Tx, now: Date, batch: number): Promise<OfferRow[]> {
  return tx
    .select()
    .from(ofertas)
    .where(and(eq(ofertas.estado, 'abierta'), lte(ofertas.startsAt, now)))
    .limit(batch)
    .for('update');
}

// --- Applications ---------------------------------------------------------------------------

/** Null when the instructor already applied: the unique (oferta_id, instructor_id) key decides. */
export async function insertApplication(tx: Tx, ofertaId: string, instructorId: string) {
  const rows = await tx
    .insert(aplicaciones)
    .values({ ofertaId, instructorId })
    .onConflictDoNothing({ target: [aplicaciones.ofertaId, aplicaciones.instructorId] })
    .returning({ id: aplicaciones.id });
  return rows[0] ?? null;
}

type ApplicationFields = { motivo: string | null; motivoRechazo: RejectionReason | null };

export async function writeApplicationState(
  tx: Tx,
  id: string,
  estado: ApplicationState,
  fields: ApplicationFields,
): Promise<void> {
  await tx
    .update(aplicaciones)
    .set({ estado, ...fields, updatedAt: sql`now()` })
    .where(eq(aplicaciones.id, id));
}

/** pendiente → vista as one conditional update: it takes no lock, so it must not overwrite a decision. */
export async function markViewedIfPending(tx: Tx, id: string): Promise<void> {
  await tx
    .update(aplicaciones)
    .set({ estado: 'vista', updatedAt: sql`now()` })
    .where(and(eq(aplicaciones.id, id), eq(aplicaciones.estado, 'pendiente')));
}

export type GroupApplication = {
  id: string;
  instructorId: string;
  motivoRechazo: RejectionReason | null;
  /** The instructor can still take a class: neither suspended nor deleted. */
  instructorActive: boolean;
};

/** An offer's applications in one of `estados`, oldest first. */
export async function applicationsOfOffer(
  tx: Tx,
  ofertaId: string,
  estados: readonly ApplicationState[],
): Promise<GroupApplication[]> {
  return tx
    .select({
      id: aplicaciones.id,
      instructorId: aplicaciones.instructorId,
      motivoRechazo: aplicaciones.motivoRechazo,
      instructorActive: sql<boolean>`(${perfiles.deletedAt} is null and ${perfiles.suspendedAt} is null)`,
    })
    .from(aplicaciones)
    .innerJoin(perfiles, eq(perfiles.id, aplicaciones.instructorId))
    .where(and(eq(aplicaciones.ofertaId, ofertaId), inArray(aplicaciones.estado, [...estados])))
    .orderBy(aplicaciones.fechaPostulacion, aplicaciones.id);
}

/** Moves the rows still in one of `from` (the others are left alone); answers those it changed. */
export async function writeApplicationsState(
  tx: Tx,
  ids: string[],
  from: readonly ApplicationState[],
  estado: ApplicationState,
  fields: ApplicationFields,
) {
  return tx
    .update(aplicaciones)
    .set({ estado, ...fields, updatedAt: sql`now()` })
    .where(and(inArray(aplicaciones.id, ids), inArray(aplicaciones.estado, [...from])))
    .returning({ id: aplicaciones.id, instructorId: aplicaciones.instructorId });
}

export async function acceptedApplicationOf(tx: Tx, ofertaId: string) {
  const [row] = await tx
    .select({ id: aplicaciones.id, instructorId: aplicaciones.instructorId })
    .from(aplicaciones)
    .where(and(eq(aplicaciones.ofertaId, ofertaId), eq(aplicaciones.estado, 'aceptada')));
  return row ?? null;
}

// --- The platform fee of a covered class -----------------------------------------------------

/** The 1,00 € fee of a covered class, collected later with the gym's next invoice. */
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

/** A class called off before it starts: its fee is not charged (DECISIONS §9). */
export async function voidCommission(tx: Tx, aplicacionId: string): Promise<void> {
  await tx
    .update(pagos)
    .set({ estado: 'fallido' })
    .where(and(eq(pagos.aplicacionId, aplicacionId), eq(pagos.tipo, 'comision'), eq(pagos.estado, 'pendiente')));
}

/**
 * A covered class called off by one side (DECISIONS §17): reliability counts those made less than
 * 24 hours before the class. One per application (the key); a repeat writes nothing.
 */
export async function recordCallOff(
  tx: Tx,
  values: { aplicacionId: string; perfilId: string; por: 'gimnasio' | 'instructor'; at: Date; inicio: Date },
): Promise<void> {
  await tx
    .insert(anulacionesClase)
    .values({
      aplicacionId: values.aplicacionId,
      perfilId: values.perfilId,
      por: values.por,
      anuladaAt: values.at,
      inicio: values.inicio,
    })
    .onConflictDoNothing();
}

/** The gym's display name for notification texts (also once the account is deleted). */
export async function gymName(db: Reader, gymId: string): Promise<string | null> {
  const [row] = await db.select({ nombre: perfiles.nombre }).from(perfiles).where(eq(perfiles.id, gymId));
  return row?.nombre ?? null;
}
