// The reads behind "Descargar mis datos": one query per section, each limited to rows of the
// account. Other people appear by name only (never their e-mail, phone or address).
import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '@fitcover/db/client';
import {
  adminAuditLog,
  aplicaciones,
  authSession,
  authUser,
  avatares,
  entitlements,
  mensajes,
  moderationFlags,
  notificaciones,
  ofertas,
  pagos,
  perfiles,
  supportTickets,
  valoraciones,
} from '@fitcover/db/schema';

const other = alias(perfiles, 'other_party');
type Role = 'gimnasio' | 'instructor' | 'admin';

export async function findAccount(db: Database, userId: string) {
  const [row] = await db
    .select({
      profile: perfiles,
      emailConfirmado: authUser.emailVerified,
      avatar: avatares.webp,
    })
    .from(perfiles)
    .innerJoin(authUser, eq(authUser.id, perfiles.id))
    .leftJoin(avatares, eq(avatares.userId, perfiles.id))
    .where(eq(perfiles.id, userId));
  return row ?? null;
}

export async function findPlan(db: Database, gymId: string) {
  const [row] = await db
    .select({
      plan: entitlements.plan,
      estado: entitlements.status,
      intervalo: entitlements.interval,
      finPrueba: entitlements.trialEndsAt,
      finPeriodo: entitlements.currentPeriodEnd,
      cancelaAlFinalDelPeriodo: entitlements.cancelAtPeriodEnd,
      creditos: entitlements.credits,
    })
    .from(entitlements)
    .where(eq(entitlements.gimnasioId, gymId));
  return row ?? null;
}

export function listOwnOffers(db: Database, gymId: string) {
  return db
    .select({
      id: ofertas.id,
      titulo: ofertas.titulo,
      descripcion: ofertas.descripcion,
      especialidad: ofertas.especialidad,
      fechaClase: ofertas.fechaClase,
      hora: ofertas.hora,
      duracionMin: ofertas.duracionMin,
      modalidad: ofertas.modalidad,
      ubicacion: ofertas.ubicacion,
      ciudad: ofertas.ciudad,
      precio: ofertas.precio,
      estado: ofertas.estado,
      motivoCancelacion: ofertas.motivoCancelacion,
      creadaEn: ofertas.fechaCreacion,
    })
    .from(ofertas)
    .where(eq(ofertas.gimnasioId, gymId))
    .orderBy(asc(ofertas.fechaCreacion), asc(ofertas.id));
}

/** An instructor's own applications (with the gym's name), or those a gym received (with the instructor's). */
export function listApplications(db: Database, userId: string, rol: Role) {
  const isGym = rol === 'gimnasio';
  return db
    .select({
      id: aplicaciones.id,
      oferta: ofertas.titulo,
      fechaClase: ofertas.fechaClase,
      hora: ofertas.hora,
      otraParte: other.nombre,
      estado: aplicaciones.estado,
      motivo: aplicaciones.motivo,
      fecha: aplicaciones.fechaPostulacion,
    })
    .from(aplicaciones)
    .innerJoin(ofertas, eq(ofertas.id, aplicaciones.ofertaId))
    .innerJoin(other, eq(other.id, isGym ? aplicaciones.instructorId : ofertas.gimnasioId))
    .where(isGym ? eq(ofertas.gimnasioId, userId) : eq(aplicaciones.instructorId, userId))
    .orderBy(asc(aplicaciones.fechaPostulacion), asc(aplicaciones.id));
}

export function listMessages(db: Database, userId: string) {
  const sent = eq(mensajes.emisorId, userId);
  return db
    .select({
      id: mensajes.id,
      direccion: sql<string>`case when ${sent} then 'enviado' else 'recibido' end`,
      otraParte: other.nombre,
      mensaje: mensajes.mensaje,
      fecha: mensajes.fechaEnvio,
      leido: sql<boolean>`${mensajes.leidoAt} is not null`,
    })
    .from(mensajes)
    .innerJoin(other, sql`${other.id} = case when ${sent} then ${mensajes.receptorId} else ${mensajes.emisorId} end`)
    .where(or(sent, eq(mensajes.receptorId, userId)))
    .orderBy(asc(mensajes.id));
}

/** Reviews the user wrote (`given`) or received, with the class and the other party's name. */
export function listReviews(db: Database, userId: string, rol: Role, which: 'given' | 'received') {
  const isGym = rol === 'gimnasio';
  const mine = isGym ? valoraciones.gimnasioId : valoraciones.instructorId;
  const theirs = isGym ? valoraciones.instructorId : valoraciones.gimnasioId;
  const written = isGym ? 'gym_to_instructor' : 'instructor_to_gym';
  const receivedDirection = isGym ? 'instructor_to_gym' : 'gym_to_instructor';
  return db
    .select({
      clase: ofertas.titulo,
      fechaClase: ofertas.fechaClase,
      otraParte: other.nombre,
      puntuacion: valoraciones.puntuacion,
      comentario: valoraciones.comentario,
      respuesta: valoraciones.respuesta,
      respondidaEn: valoraciones.respondidaAt,
      fecha: valoraciones.fecha,
    })
    .from(valoraciones)
    .innerJoin(aplicaciones, eq(aplicaciones.id, valoraciones.aplicacionId))
    .innerJoin(ofertas, eq(ofertas.id, aplicaciones.ofertaId))
    .innerJoin(other, eq(other.id, theirs))
    .where(and(eq(mine, userId), eq(valoraciones.direccion, which === 'given' ? written : receivedDirection)))
    .orderBy(asc(valoraciones.fecha), asc(valoraciones.id));
}

export function listNotifications(db: Database, userId: string) {
  return db
    .select({
      tipo: notificaciones.tipo,
      mensaje: notificaciones.mensaje,
      enlace: notificaciones.enlace,
      leida: notificaciones.leida,
      fecha: notificaciones.fecha,
    })
    .from(notificaciones)
    .where(eq(notificaciones.usuarioId, userId))
    .orderBy(asc(notificaciones.fecha), asc(notificaciones.id));
}

export function listPayments(db: Database, userId: string) {
  return db
    .select({
      id: pagos.id,
      tipo: pagos.tipo,
      estado: pagos.estado,
      descripcion: pagos.descripcion,
      base: pagos.cantidad,
      iva: pagos.iva,
      total: pagos.total,
      factura: pagos.invoiceNumber,
      fecha: pagos.fechaPago,
    })
    .from(pagos)
    .where(eq(pagos.usuarioId, userId))
    .orderBy(asc(pagos.fechaPago), asc(pagos.id));
}

/** Tickets written while signed in, or from the contact form with the account's e-mail. */
export function ticketsCondition(userId: string, email: string) {
  return or(eq(supportTickets.usuarioId, userId), sql`lower(${supportTickets.email}) = lower(${email})`);
}

export function listTickets(db: Database, userId: string, email: string) {
  return db
    .select({
      id: supportTickets.id,
      numero: supportTickets.numero,
      origen: supportTickets.origen,
      nombre: supportTickets.nombre,
      email: supportTickets.email,
      asunto: supportTickets.asunto,
      mensaje: supportTickets.mensaje,
      estado: supportTickets.estado,
      respuesta: supportTickets.respuesta,
      respondidoEn: supportTickets.answeredAt,
      fecha: supportTickets.createdAt,
    })
    .from(supportTickets)
    .where(ticketsCondition(userId, email))
    .orderBy(asc(supportTickets.createdAt), asc(supportTickets.numero));
}

/**
 * Moderation flags the user caused: conversations they reported (a report's emisor is the
 * reported user, its receptor the reporter), or their own messages the contact filter blocked.
 */
export function listFlags(db: Database, userId: string, kind: 'report' | 'contact_sharing') {
  const reported = kind === 'report';
  return db
    .select({
      motivo: moderationFlags.motivo,
      texto: moderationFlags.texto,
      otraParte: other.nombre,
      estado: moderationFlags.estado,
      fecha: moderationFlags.createdAt,
    })
    .from(moderationFlags)
    .leftJoin(other, eq(other.id, reported ? moderationFlags.emisorId : moderationFlags.receptorId))
    .where(
      and(eq(reported ? moderationFlags.receptorId : moderationFlags.emisorId, userId), eq(moderationFlags.kind, kind)),
    )
    .orderBy(asc(moderationFlags.createdAt), asc(moderationFlags.id));
}

export function listSessions(db: Database, userId: string) {
  return db
    .select({
      id: authSession.id,
      creada: authSession.createdAt,
      ultimaActividad: authSession.updatedAt,
      caduca: authSession.expiresAt,
      navegador: authSession.userAgent,
      ip: authSession.ipAddress,
    })
    .from(authSession)
    .where(eq(authSession.userId, userId))
    .orderBy(desc(authSession.updatedAt));
}

/** What the platform's admins did about this account or its support tickets. */
export function listAuditEntries(db: Database, userId: string, ticketIds: string[]) {
  const aboutMe = and(eq(adminAuditLog.targetType, 'perfil'), eq(adminAuditLog.targetId, userId));
  const aboutMyTickets =
    ticketIds.length > 0
      ? and(eq(adminAuditLog.targetType, 'ticket'), inArray(adminAuditLog.targetId, ticketIds))
      : undefined;
  return db
    .select({
      accion: adminAuditLog.action,
      objeto: adminAuditLog.targetType,
      motivo: adminAuditLog.reason,
      fecha: adminAuditLog.createdAt,
    })
    .from(adminAuditLog)
    .where(aboutMyTickets ? or(aboutMe, aboutMyTickets) : aboutMe)
    .orderBy(asc(adminAuditLog.createdAt), asc(adminAuditLog.id));
}
