// Billing's rows: the entitlement a provider event changes, the payments it records, the
// processed-event ledger, per-subscription ordering marks and invoice numbers.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, Tx } from '@fitcover/db/client';
import { rowsOf } from '@fitcover/db/result';
import { entitlements, invoiceSequences, pagos, perfiles, processedWebhookEvents } from '@fitcover/db/schema';
import { tookPlace } from '../trust/attendance.repo.ts';

type Reader = Database | Tx;
export type EntitlementRow = typeof entitlements.$inferSelect;
export type EntitlementPatch = Partial<Omit<EntitlementRow, 'gimnasioId' | 'updatedAt'>>;

/** Records the event id; false when it was already processed (or is being processed now). */
export async function claimEvent(tx: Tx, eventId: string, type: string): Promise<boolean> {
  const rows = await tx
    .insert(processedWebhookEvents)
    .values({ eventId, type })
    .onConflictDoNothing()
    .returning({ eventId: processedWebhookEvents.eventId });
  return rows.length > 0;
}

export async function isEventProcessed(db: Reader, eventId: string): Promise<boolean> {
  const [row] = await db
    .select({ eventId: processedWebhookEvents.eventId })
    .from(processedWebhookEvents)
    .where(eq(processedWebhookEvents.eventId, eventId));
  return Boolean(row);
}

// Ordering marks: the provider's time of the newest event applied to a subscription, and whether
// the subscription has ended, kept as one bookkeeping row per subscription in the processed-event
// ledger (provider event ids never start with "mark:"). See ADR 0009.
const markId = (subscriptionId: string) => `mark:${subscriptionId}`;
export type SubscriptionMark = { at: Date; ended: boolean };

export async function readSubscriptionMark(tx: Tx, subscriptionId: string): Promise<SubscriptionMark | null> {
  const [row] = await tx
    .select({ type: processedWebhookEvents.type, at: processedWebhookEvents.receivedAt })
    .from(processedWebhookEvents)
    .where(eq(processedWebhookEvents.eventId, markId(subscriptionId)));
  return row ? { at: row.at, ended: row.type === 'subscription-mark:ended' } : null;
}

export async function writeSubscriptionMark(tx: Tx, subscriptionId: string, mark: SubscriptionMark): Promise<void> {
  const type = mark.ended ? 'subscription-mark:ended' : 'subscription-mark:live';
  await tx
    .insert(processedWebhookEvents)
    .values({ eventId: markId(subscriptionId), type, receivedAt: mark.at })
    .onConflictDoUpdate({
      target: processedWebhookEvents.eventId,
      set: {
        // Ended is final; the time only moves forward.
        type: sql`case when ${processedWebhookEvents.type} = 'subscription-mark:ended' then ${processedWebhookEvents.type} else excluded.type end`,
        receivedAt: sql`greatest(${processedWebhookEvents.receivedAt}, excluded.received_at)`,
      },
    });
}

export async function lockEntitlementRow(tx: Tx, gymId: string): Promise<EntitlementRow | null> {
  const [row] = await tx.select().from(entitlements).where(eq(entitlements.gimnasioId, gymId)).for('update');
  return row ?? null;
}

export async function readEntitlementRow(db: Reader, gymId: string): Promise<EntitlementRow | null> {
  const [row] = await db.select().from(entitlements).where(eq(entitlements.gimnasioId, gymId));
  return row ?? null;
}

/** The gym a provider subscription or customer belongs to, when the event carries no metadata. */
export async function findGymByProviderIds(
  db: Reader,
  ids: { subscriptionId: string | null; customerId: string | null },
): Promise<string | null> {
  if (ids.subscriptionId) {
    const [row] = await db
      .select({ id: entitlements.gimnasioId })
      .from(entitlements)
      .where(eq(entitlements.providerSubscriptionId, ids.subscriptionId));
    if (row) return row.id;
  }
  if (ids.customerId) {
    const [row] = await db
      .select({ id: entitlements.gimnasioId })
      .from(entitlements)
      .where(eq(entitlements.providerCustomerId, ids.customerId));
    if (row) return row.id;
  }
  return null;
}

export async function updateEntitlementRow(tx: Reader, gymId: string, patch: EntitlementPatch): Promise<void> {
  if (Object.keys(patch).length === 0) return;
  await tx
    .update(entitlements)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(entitlements.gimnasioId, gymId));
}

export async function addCredits(tx: Tx, gymId: string, credits: number): Promise<number> {
  const [row] = await tx
    .update(entitlements)
    .set({ credits: sql`${entitlements.credits} + ${credits}`, updatedAt: sql`now()` })
    .where(eq(entitlements.gimnasioId, gymId))
    .returning({ credits: entitlements.credits });
  return row?.credits ?? 0;
}

/** The next number of `year`: the upsert holds the year's row lock until the transaction ends. */
export async function nextInvoiceSequence(tx: Tx, year: number): Promise<number> {
  const [row] = await tx
    .insert(invoiceSequences)
    .values({ year, last: 1 })
    .onConflictDoUpdate({ target: invoiceSequences.year, set: { last: sql`${invoiceSequences.last} + 1` } })
    .returning({ last: invoiceSequences.last });
  if (!row) throw new Error('invoice sequence upsert returned nothing');
  return row.last;
}

export type PaymentRow = typeof pagos.$inferSelect;
export type NewPayment = typeof pagos.$inferInsert;

export async function findPaymentById(tx: Reader, id: string): Promise<PaymentRow | null> {
  const [row] = await tx.select().from(pagos).where(eq(pagos.id, id));
  return row ?? null;
}

export async function findPaymentByRef(tx: Reader, providerRef: string): Promise<PaymentRow | null> {
  const [row] = await tx.select().from(pagos).where(eq(pagos.providerRef, providerRef));
  return row ?? null;
}

/** Inserts the payment unless one with its provider reference exists; answers the new row. */
export async function insertPaymentOnce(tx: Tx, values: NewPayment): Promise<PaymentRow | null> {
  const rows = await tx.insert(pagos).values(values).onConflictDoNothing({ target: pagos.providerRef }).returning();
  return rows[0] ?? null;
}

export async function updatePayment(
  tx: Tx,
  id: string,
  patch: Partial<Pick<PaymentRow, 'estado' | 'invoiceUrl' | 'invoiceNumber' | 'fechaPago'>>,
): Promise<void> {
  await tx.update(pagos).set(patch).where(eq(pagos.id, id));
}

/**
 * Claims the gym's commissions whose class has taken place and that no invoice has taken yet for
 * `invoiceId` (provider_ref = "<invoice>/<pago>"). A class called off has its fee voided before.
 * "Taken place" is the attendance rule (DECISIONS §17, `tookPlace`): both sides said Sí, or 72
 * hours passed with no "No se presentó", or admin resolved the case so. Each class's attendance
 * row is created if missing and locked with the fee (FOR UPDATE OF p, s): an answer that holds
 * the row makes the claim wait and re-check it, so a "No se presentó" given at that moment keeps
 * the fee out of the invoice; a confirmed no-show voids it (attendance-cases.service.ts).
 */
export async function claimDueCommissions(tx: Reader, gymId: string, invoiceId: string, now: Date): Promise<void> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const ended = sql`o.starts_at + make_interval(mins => o.duracion_min)`;
  const fees = sql`p.usuario_id = ${gymId} and p.tipo = 'comision' and p.estado = 'pendiente'
    and p.provider_ref is null and a.estado = 'aceptada' and ${ended} <= ${at}`;
  await tx.execute(sql`
    insert into asistencias (aplicacion_id)
    select p.aplicacion_id from pagos p join aplicaciones a on a.id = p.aplicacion_id join ofertas o on o.id = a.oferta_id
    where ${fees}
    on conflict do nothing`);
  await tx.execute(sql`
    with due as (
      select p.id from pagos p
      join aplicaciones a on a.id = p.aplicacion_id
      join ofertas o on o.id = a.oferta_id
      join asistencias s on s.aplicacion_id = p.aplicacion_id
      where ${fees} and ${tookPlace('s', ended, now)}
      for update of p, s
    )
    update pagos p set provider_ref = ${invoiceId} || '/' || p.id::text
    from due where p.id = due.id`);
}

export type CommissionLineRow = {
  id: string;
  descripcion: string;
  cantidad: string;
  iva: string;
  total: string;
  estado: 'pendiente' | 'completado' | 'fallido';
};

export async function commissionsOfInvoice(db: Reader, invoiceId: string): Promise<CommissionLineRow[]> {
  return rowsOf<CommissionLineRow>(
    await db.execute(sql`
      select id, descripcion, cantidad, iva, total, estado from pagos
      where tipo = 'comision' and provider_ref like ${`${invoiceId}/%`}
      order by fecha_pago, id`),
  );
}

/** Gives claimed commissions back (the provider could not add them to that invoice). */
export async function releaseCommissions(db: Reader, invoiceId: string, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(pagos)
    .set({ providerRef: null })
    .where(
      and(inArray(pagos.id, ids), eq(pagos.estado, 'pendiente'), sql`${pagos.providerRef} like ${`${invoiceId}/%`}`),
    );
}

/** The invoice that collected them was paid. */
export async function completeCommissions(
  tx: Tx,
  gymId: string,
  invoiceId: string,
  ids: string[],
  invoiceUrl: string | null,
): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await tx
    .update(pagos)
    .set({ estado: 'completado', invoiceUrl })
    .where(
      and(
        inArray(pagos.id, ids),
        eq(pagos.usuarioId, gymId),
        eq(pagos.tipo, 'comision'),
        eq(pagos.estado, 'pendiente'),
        sql`(${pagos.providerRef} is null or ${pagos.providerRef} like ${`${invoiceId}/%`})`,
      ),
    )
    .returning({ id: pagos.id });
  // Commissions added by the provider without our claim (e.g. a retried job) are claimed now.
  await tx
    .update(pagos)
    .set({ providerRef: sql`${invoiceId} || '/' || ${pagos.id}::text` })
    .where(and(inArray(pagos.id, ids), isNull(pagos.providerRef)));
  return rows.length;
}

export type GymBillingDetails = {
  nombre: string;
  /** Null once the account is deleted: only the fiscal identity stays (invoices). */
  email: string | null;
  razonSocial: string | null;
  nif: string | null;
  direccionFiscal: string | null;
  direccion: string | null;
};

export async function findGymBilling(db: Reader, gymId: string): Promise<GymBillingDetails | null> {
  const [row] = await db
    .select({
      nombre: perfiles.nombre,
      email: sql<string | null>`case when ${perfiles.deletedAt} is null then ${perfiles.email} end`,
      razonSocial: perfiles.razonSocial,
      nif: perfiles.nif,
      direccionFiscal: perfiles.direccionFiscal,
      direccion: perfiles.direccion,
    })
    .from(perfiles)
    .where(and(eq(perfiles.id, gymId), eq(perfiles.rol, 'gimnasio')));
  return row ?? null;
}
