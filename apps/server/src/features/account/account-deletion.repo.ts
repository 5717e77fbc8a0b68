// The writes of an account deletion, all inside the caller's transaction: the profile and the
// credentials are anonymised in place (payments reference the profile and must stay), and the
// traces of the person elsewhere are removed or renamed.
import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Tx } from '@fitcover/db/client';
import {
  adminAuditLog,
  aplicaciones,
  authAccount,
  authSession,
  authUser,
  avatares,
  documentosInstructor,
  geocodeCache,
  jobs,
  moderationFlags,
  notificaciones,
  ofertas,
  pagos,
  perfiles,
  supportTickets,
} from '@fitcover/db/schema';
import { ticketsCondition } from './account-export.repo.ts';

export const DELETED_NAME = 'Usuario eliminado';

/** The profile, locked so that two deletions (or a deletion and a suspension) queue. */
export async function lockAccount(tx: Tx, userId: string) {
  const [row] = await tx
    .select({
      id: perfiles.id,
      rol: perfiles.rol,
      nombre: perfiles.nombre,
      email: perfiles.email,
      direccion: perfiles.direccion,
    })
    .from(perfiles)
    .where(and(eq(perfiles.id, userId), isNull(perfiles.deletedAt)))
    .for('update');
  return row ?? null;
}

/** better-auth's scrypt hash of the e-mail + password credential, if the account has one. */
/** Offers of the gym whose class has not started yet and that are still open or covered. */
export async function liveOffersOf(tx: Tx, gymId: string, now: Date): Promise<string[]> {
  const rows = await tx
    .select({ id: ofertas.id })
    .from(ofertas)
    .where(
      and(eq(ofertas.gimnasioId, gymId), inArray(ofertas.estado, ['abierta', 'cubierta']), gt(ofertas.startsAt, now)),
    )
    .orderBy(ofertas.id);
  return rows.map((row) => row.id);
}

/** The instructor's applications still in play (open or accepted) for classes not started yet. */
export async function liveApplicationsOf(tx: Tx, instructorId: string, now: Date) {
  return tx
    .select({ id: aplicaciones.id, ofertaId: aplicaciones.ofertaId })
    .from(aplicaciones)
    .innerJoin(ofertas, eq(ofertas.id, aplicaciones.ofertaId))
    .where(
      and(
        eq(aplicaciones.instructorId, instructorId),
        inArray(aplicaciones.estado, ['pendiente', 'vista', 'aceptada']),
        gt(ofertas.startsAt, now),
      ),
    )
    .orderBy(aplicaciones.ofertaId);
}

export async function hasPayments(tx: Tx, userId: string): Promise<boolean> {
  const [row] = await tx.select({ id: pagos.id }).from(pagos).where(eq(pagos.usuarioId, userId)).limit(1);
  return row !== undefined;
}

const escapeRegex = (text: string) => text.replace(/[\\^$.*+?()[\]{}|-]/g, '\\$&');

/**
 * Other people's notifications name the person ("Nuevo mensaje de Ana", "Ana se ha postulado…"):
 * the name becomes "Usuario eliminado" in those that are about them — their chat, the offers of
 * the gym, and the notifications of the people they applied to or who applied to them.
 */
export async function renameInOthersNotifications(tx: Tx, userId: string, name: string): Promise<void> {
  // Whole-word matches only, so "Ana" leaves "Anabel" alone.
  const pattern = `(?<![[:alnum:]_])${escapeRegex(name)}(?![[:alnum:]_])`;
  await tx.execute(sql`
    update notificaciones n
    set mensaje = left(regexp_replace(n.mensaje, ${pattern}, ${DELETED_NAME}, 'g'), 1000)
    where n.usuario_id <> ${userId}
      and strpos(n.mensaje, ${name}) > 0
      and (
        n.dedupe_key = ${`new_message:${userId}`}
        or n.dedupe_key in (select 'new_offer:' || o.id::text from ofertas o where o.gimnasio_id = ${userId})
        or n.usuario_id in (
          select o.gimnasio_id from aplicaciones a join ofertas o on o.id = a.oferta_id
          where a.instructor_id = ${userId}
          union
          select a.instructor_id from aplicaciones a join ofertas o on o.id = a.oferta_id
          where o.gimnasio_id = ${userId}
        )
      )`);
}

/** Support tickets keep their content for the record; who wrote them is anonymised. */
export async function anonymiseTickets(tx: Tx, userId: string, email: string, placeholder: string) {
  const rows = await tx
    .update(supportTickets)
    .set({ nombre: DELETED_NAME, email: placeholder })
    .where(ticketsCondition(userId, email))
    .returning({ id: supportTickets.id });
  return rows.map((row) => row.id);
}

/** Audit entries keep what was done; the person's name and address leave their labels. */
export async function anonymiseAuditEntries(tx: Tx, userId: string, ticketIds: string[]): Promise<void> {
  await tx
    .update(adminAuditLog)
    .set({
      details: sql`jsonb_set(coalesce(${adminAuditLog.details}, '{}'::jsonb), '{label}', ${JSON.stringify(DELETED_NAME)}::jsonb)`,
    })
    .where(and(eq(adminAuditLog.targetType, 'perfil'), eq(adminAuditLog.targetId, userId)));
  if (ticketIds.length === 0) return;
  await tx
    .update(adminAuditLog)
    .set({ details: sql`${adminAuditLog.details} - 'email'` })
    .where(and(eq(adminAuditLog.targetType, 'ticket'), inArray(adminAuditLog.targetId, ticketIds)));
}

/** E-mails queued for the person (ticket answers, payment receipts) are not sent any more. */
export async function dropQueuedMails(
  tx: Tx,
  userId: string,
  ticketIds: string[],
  types: { ticketAnswer: string; receipt: string },
): Promise<void> {
  const myPayments = sql`(select p.id::text from ${pagos} p where p.usuario_id = ${userId})`;
  await tx
    .delete(jobs)
    .where(
      and(
        isNull(jobs.doneAt),
        isNull(jobs.lockedAt),
        or(
          ticketIds.length > 0
            ? and(eq(jobs.type, types.ticketAnswer), inArray(sql`${jobs.payload}->>'ticketId'`, ticketIds))
            : undefined,
          and(eq(jobs.type, types.receipt), sql`${jobs.payload}->>'pagoId' in ${myPayments}`),
        ),
      ),
    );
}

/**
 * The profile keeps its row (payments and history point at it) with nothing personal left. A gym
 * with payments keeps the fiscal identity its invoices must show (name or company name, NIF,
 * fiscal address), as the tax rules require for the retention period; everything else goes.
 */
export async function anonymiseProfile(
  tx: Tx,
  userId: string,
  changes: { placeholder: string; keepFiscalIdentity: boolean; now: Date },
): Promise<void> {
  const fiscal = changes.keepFiscalIdentity
    ? {
        razonSocial: sql`coalesce(${perfiles.razonSocial}, ${perfiles.nombre})`,
        direccionFiscal: sql`coalesce(${perfiles.direccionFiscal}, ${perfiles.direccion})`,
      }
    : { razonSocial: null, nif: null, direccionFiscal: null };
  await tx.delete(avatares).where(eq(avatares.userId, userId));
  // Credentials are personal documents (insurance policies, diplomas): nothing is kept.
  await tx.delete(documentosInstructor).where(eq(documentosInstructor.instructorId, userId));
  await tx
    .update(perfiles)
    .set({
      ...fiscal,
      nombre: DELETED_NAME,
      email: changes.placeholder,
      telefono: null,
      direccion: null,
      ciudad: null,
      latitude: null,
      longitude: null,
      biografia: null,
      especialidades: [],
      experiencia: null,
      disponibilidad: [],
      enlaces: [],
      personaContacto: null,
      destacado: false,
      activo: false,
      avatarVersion: 0,
      emailNewApplicant: false,
      emailApplicationAccepted: false,
      emailNewMessage: false,
      deletedAt: changes.now,
      updatedAt: sql`now()`,
    })
    .where(eq(perfiles.id, userId));
}

/**
 * Messages of the person that the contact filter blocked were never delivered and hold the very
 * contact details they tried to share: they go. Reports by or about them stay for the record.
 */
export async function deleteBlockedMessages(tx: Tx, userId: string): Promise<void> {
  await tx
    .delete(moderationFlags)
    .where(and(eq(moderationFlags.kind, 'contact_sharing'), eq(moderationFlags.emisorId, userId)));
}

/** An address the person typed is forgotten by the geocoder's cache too. */
export async function forgetGeocodedAddress(tx: Tx, queryKey: string): Promise<void> {
  await tx.delete(geocodeCache).where(eq(geocodeCache.queryKey, queryKey));
}

/** Offers keep a folded copy of the gym's name for search, also once closed: it is renamed too. */
export async function renameInOfferSearch(tx: Tx, gymId: string): Promise<void> {
  await tx
    .update(ofertas)
    .set({ busqueda: sql`fitcover_fold(${ofertas.titulo} || ' ' || ${DELETED_NAME})` })
    .where(eq(ofertas.gimnasioId, gymId));
}

/** The person's own notifications go; nobody reads them any more. */
export async function deleteOwnNotifications(tx: Tx, userId: string): Promise<void> {
  await tx.delete(notificaciones).where(eq(notificaciones.usuarioId, userId));
}

/**
 * better-auth keeps the user row (the profile hangs off it) under a placeholder address, so the
 * real one can sign up again; the password, every session and pending reset tokens go.
 */
export async function removeCredentials(tx: Tx, userId: string, placeholder: string): Promise<void> {
  await tx
    .update(authUser)
    .set({ name: DELETED_NAME, email: placeholder, emailVerified: false, image: null, updatedAt: sql`now()` })
    .where(eq(authUser.id, userId));
  await tx.delete(authAccount).where(eq(authAccount.userId, userId));
  await tx.delete(authSession).where(eq(authSession.userId, userId));
  // Reset-password tokens store the user id as their value.
  await tx.execute(sql`delete from auth_verification where value = ${userId}`);
}
