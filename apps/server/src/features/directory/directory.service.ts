// The talent directory (issue 21, ADR 0024): the gym's search over listed instructors, the
// "Invitar a una oferta" action, and the instructor's "Aparecer en el directorio" switch.
import {
  DIRECTORY_PAGE_SIZE,
  type DirectoryInstructor,
  type DirectoryQuery,
  type InvitableOffer,
} from '@fitcover/contract/directory/directory';
import type { AppContext } from '../../context.ts';
import { AppError, conflict, notFound } from '../../http/app-error.ts';
import { EARTH_RADIUS_KM } from '../geo/geo-math.ts';
import { insertNotifications } from '../notifications/notifications.repo.ts';
import { instructorOfferLink } from '../notifications/notification-links.ts';
import { classWhen } from '../offers/offer-time.ts';
import { avatarUrlOf } from '../profiles/avatar-url.ts';
import { reliabilityOf } from '../trust/reliability.repo.ts';
import {
  findDirectoryPage,
  findInvitableOffers,
  findListedInstructor,
  findOwnOfferForInvitation,
  gymIsLocated,
  insertInvitation,
  readVisibility,
  writeVisibility,
  type DirectoryFilters,
} from './directory.repo.ts';
import { enqueueInvitationEmail } from './invitation-email.ts';

const MAX_WORDS = 6;

export function directoryFilters(query: Partial<Omit<DirectoryQuery, 'pagina'>>, now = new Date()): DirectoryFilters {
  return {
    words: (query.q ?? '').split(/\s+/).filter(Boolean).slice(0, MAX_WORDS),
    especialidad: query.especialidad,
    ciudad: query.ciudad,
    radiusKm: query.distanciaKm,
    minRating: query.valoracionMin,
    ...(query.fecha && query.hora ? { availableAt: { fecha: query.fecha, hora: query.hora } } : {}),
    ...(query.verificado ? { verifiedAt: now } : {}),
  };
}

/** Whole km of a unit-sphere chord: an instructor's own address is never pinned closer than that. */
const kmOfChord = (chord: number) => Math.round(2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, chord / 2)));

export async function searchDirectory(
  ctx: AppContext,
  gymId: string,
  query: DirectoryQuery,
): Promise<{ items: DirectoryInstructor[]; pagina: number; hayMas: boolean; conUbicacion: boolean }> {
  const rows = await findDirectoryPage(ctx.db, {
    gymId,
    filters: directoryFilters(query, ctx.clock.now()),
    limit: DIRECTORY_PAGE_SIZE + 1,
    offset: (query.pagina - 1) * DIRECTORY_PAGE_SIZE,
  });
  const page = rows.slice(0, DIRECTORY_PAGE_SIZE);
  // The same figure as applicant cards (DECISIONS §17), read once for the page.
  const figures = await reliabilityOf(
    ctx.db,
    page.map((row) => row.id),
    ctx.clock.now(),
  );
  const conUbicacion = rows[0]?.gym_located ?? (await gymIsLocated(ctx.db, gymId));
  return {
    items: page.map((row) => ({
      id: row.id,
      nombre: row.nombre,
      avatarUrl: avatarUrlOf(row.id, row.avatar_version),
      ciudad: row.ciudad,
      especialidades: row.especialidades,
      experiencia: row.experiencia,
      valoracionMedia: row.media === null ? null : Math.round(Number(row.media) * 10) / 10,
      numValoraciones: Number(row.num),
      fiabilidad: figures.get(row.id)!,
      distanciaKm: row.chord === null ? null : kmOfChord(Number(row.chord)),
    })),
    pagina: query.pagina,
    hayMas: rows.length > DIRECTORY_PAGE_SIZE,
    conUbicacion,
  };
}

const instructorNotFound = () => notFound('El instructor');

export async function invitableOffers(ctx: AppContext, gymId: string, instructorId: string): Promise<InvitableOffer[]> {
  if (!(await findListedInstructor(ctx.db, instructorId))) throw instructorNotFound();
  const rows = await findInvitableOffers(ctx.db, { gymId, instructorId, now: ctx.clock.now() });
  return rows.map((row) => ({
    id: row.id,
    titulo: row.titulo,
    especialidad: row.especialidad,
    fechaClase: row.fecha_clase,
    hora: row.hora,
    invitado: row.invitado,
    postulado: row.postulado,
  }));
}

/**
 * Invites a listed instructor to one of the gym's own open offers: an in-app notification with a
 * push (per the device's "Nuevas ofertas" switch) and an e-mail, all in the transaction that
 * stores the invitation. The primary key (oferta, instructor) refuses a second invitation, also
 * when two requests race; the limit per gym is the route's.
 */
export async function invite(ctx: AppContext, gymId: string, instructorId: string, ofertaId: string): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const offer = await findOwnOfferForInvitation(tx, { gymId, ofertaId, instructorId, now });
    if (!offer) throw notFound('La oferta');
    if (!offer.open) {
      throw new AppError('OFFER_CLOSED', { userMessage: 'Esta oferta ya no admite postulaciones.' });
    }
    if (!(await findListedInstructor(tx, instructorId))) throw instructorNotFound();
    if (offer.applied) throw conflict('Este instructor ya se ha postulado a esta oferta.');
    if (!(await insertInvitation(tx, { ofertaId, instructorId, gymId, now }))) {
      throw conflict('Ya has invitado a este instructor a esta oferta.');
    }
    await insertNotifications(tx, [
      {
        usuarioId: instructorId,
        tipo: 'offer_invitation',
        mensaje: `${offer.gym_nombre} te invita a postularte a «${offer.titulo}», el ${classWhen({ fechaClase: offer.fecha_clase, hora: offer.hora })}.`,
        enlace: instructorOfferLink(ofertaId),
        dedupeKey: `offer_invitation:${ofertaId}`,
        fecha: now,
      },
    ]);
    await enqueueInvitationEmail(tx, { ofertaId, instructorId, now });
  });
}

export async function directoryVisibility(ctx: AppContext, instructorId: string): Promise<{ visible: boolean }> {
  const visible = await readVisibility(ctx.db, instructorId);
  if (visible === null) throw notFound('El perfil');
  return { visible };
}

export async function setDirectoryVisibility(
  ctx: AppContext,
  instructorId: string,
  visible: boolean,
): Promise<{ visible: boolean }> {
  await writeVisibility(ctx.db, instructorId, visible, ctx.clock.now());
  return { visible };
}
