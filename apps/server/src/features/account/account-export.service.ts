// "Descargar mis datos" (DECISIONS §2, GDPR access and portability): the account and every
// section of data it holds, as one JSON document.
import type { AccountExport } from '@fitcover/contract/account/account';
import type { AppContext, Principal } from '../../context.ts';
import { notFound } from '../../http/app-error.ts';
import { listDevices } from '../push/push.repo.ts';
import { listCredentials } from '../credentials/credentials.repo.ts';
import {
  findAccount,
  findPlan,
  listApplications,
  listAuditEntries,
  listFlags,
  listMessages,
  listNotifications,
  listOwnOffers,
  listPayments,
  listReviews,
  listSessions,
  listTickets,
} from './account-export.repo.ts';

type Json = Record<string, unknown>;

/** Dates become ISO strings and money strings numbers, so the file reads the same everywhere. */
function plain<T extends object>(row: T, money: readonly string[] = []): Json {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key,
      value instanceof Date ? value.toISOString() : money.includes(key) && value !== null ? Number(value) : value,
    ]),
  );
}

/** `fitcover-mis-datos-<AAAA-MM-DD>.json`, dated in Madrid like the rest of the product. */
export function exportFileName(now: Date): string {
  return `fitcover-mis-datos-${now.toLocaleDateString('sv-SE', { timeZone: 'Europe/Madrid' })}.json`;
}

export async function exportAccountData(ctx: AppContext, principal: Principal): Promise<AccountExport> {
  const account = await findAccount(ctx.db, principal.id);
  if (!account) throw notFound('La cuenta');
  const { profile } = account;
  const isGym = profile.rol === 'gimnasio';
  const isInstructor = profile.rol === 'instructor';
  const db = ctx.db;

  const [plan, offers, applications, messages, given, received, notifications, payments, tickets] = await Promise.all([
    isGym ? findPlan(db, profile.id) : null,
    isGym ? listOwnOffers(db, profile.id) : [],
    listApplications(db, profile.id, profile.rol),
    listMessages(db, profile.id),
    listReviews(db, profile.id, profile.rol, 'given'),
    listReviews(db, profile.id, profile.rol, 'received'),
    listNotifications(db, profile.id),
    listPayments(db, profile.id),
    listTickets(db, profile.id, profile.email),
  ]);
  const [reports, blocked, sessions, audit, devices, documents] = await Promise.all([
    listFlags(db, profile.id, 'report'),
    listFlags(db, profile.id, 'contact_sharing'),
    listSessions(db, profile.id),
    listAuditEntries(
      db,
      profile.id,
      tickets.map((ticket) => ticket.id),
    ),
    listDevices(db, profile.id),
    isInstructor ? listCredentials(db, profile.id, true) : [],
  ]);

  const cuenta: Json = {
    id: profile.id,
    rol: profile.rol,
    email: profile.email,
    emailConfirmado: account.emailConfirmado,
    nombre: profile.nombre,
    telefono: profile.telefono,
    direccion: profile.direccion,
    ciudad: profile.ciudad,
    latitud: profile.latitude,
    longitud: profile.longitude,
    ...(isInstructor
      ? {
          biografia: profile.biografia,
          especialidades: profile.especialidades,
          experiencia: profile.experiencia,
          disponibilidad: profile.disponibilidad,
          enlaces: profile.enlaces,
        }
      : {}),
    ...(isGym
      ? {
          personaContacto: profile.personaContacto,
          destacado: profile.destacado,
          activo: profile.activo,
          razonSocial: profile.razonSocial,
          nif: profile.nif,
          direccionFiscal: profile.direccionFiscal,
          plan: plan ? plain(plan) : null,
        }
      : {}),
    preferenciasEmail: {
      nuevosPostulados: profile.emailNewApplicant,
      postulacionAceptada: profile.emailApplicationAccepted,
      mensajesSinLeer: profile.emailNewMessage,
    },
    fotoPerfil: account.avatar ? `data:image/webp;base64,${account.avatar.toString('base64')}` : null,
    creadaEn: profile.createdAt.toISOString(),
    actualizadaEn: profile.updatedAt.toISOString(),
  };

  return {
    exportadoEn: ctx.clock.now().toISOString(),
    cuenta,
    secciones: {
      ofertas: offers.map((row) => plain(row, ['precio'])),
      postulaciones: applications.map((row) => ({ ...plain(row), direccion: isGym ? 'recibida' : 'enviada' })),
      mensajes: messages.map((row) => plain(row)),
      valoracionesRealizadas: given.map((row) => plain(row)),
      valoracionesRecibidas: received.map((row) => plain(row)),
      notificaciones: notifications.map((row) => plain(row)),
      pagos: payments.map((row) => plain(row, ['base', 'iva', 'total'])),
      ticketsSoporte: tickets.map((row) => plain(row)),
      denunciasRealizadas: reports.map(({ otraParte, ...row }) => ({ ...plain(row), denunciado: otraParte })),
      mensajesBloqueados: blocked.map(({ otraParte, ...row }) => ({ ...plain(row), destinatario: otraParte })),
      sesiones: sessions.map(({ id, ...row }) => ({ ...plain(row), actual: id === principal.sessionId })),
      registroAdministracion: audit.map((row) => plain(row)),
      // Where pushes go; the browser's keys stay out of the file.
      // What each document is and its state; the files themselves open from Mi Perfil.
      documentacion: documents.map(({ instructorId: _owner, ...row }) => plain(row)),
      dispositivosPush: devices.map((device) => ({
        navegador: device.navegador,
        creadoEn: device.createdAt.toISOString(),
        ultimaEntrega: device.lastDeliveryAt?.toISOString() ?? null,
        preferencias: device.preferencias,
      })),
    },
  };
}
