// Publishing, editing and withdrawing offers (DECISIONS §1, §4, §5). The gym may touch only its
// own offers; every state change and its notifications commit together.
import { URGENT_WITHIN_HOURS, type OfferInput } from '@fitcover/contract/offers/offer-fields';
import type { GymOffer } from '@fitcover/contract/offers/gym-offers';
import type { z } from 'zod';
import type { offerInputSchema } from '@fitcover/contract/offers/offer-fields';
import type { Tx } from '@fitcover/db/client';
import type { AppContext } from '../../context.ts';
import { AppError, conflict, notFound } from '../../http/app-error.ts';
import { geocodeAddress } from '../geo/geocode.service.ts';
import { normalizeKey } from '../geo/address.ts';
import { spanishTimezone } from '../geo/geo-math.ts';
import { insertNotifications } from '../notifications/notifications.repo.ts';
import { transitionTransaction } from '../lifecycle/engine.ts';
import type { Person } from '../lifecycle/engine-types.ts';
import { offerLifecycle } from '../lifecycle/offer-lifecycle.ts';
import { classWhen, zonedStart } from './offer-time.ts';
import { effectiveStatus, toGymOffer } from './offer-view.ts';
import {
  findOfferWithCounts,
  findProfileSummary,
  instructorsWithOpenApplications,
  lockOffer,
  updateOfferRow,
  type OfferRow,
} from './offers.repo.ts';
import { notificationLinks } from '../notifications/notification-links.ts';
import { claimEvent, countTrusted, startUrgency, stopEscalation } from '../urgent/urgent.repo.ts';
import { advanceUrgentOffer } from '../urgent/urgent-escalation.ts';

export type ValidOfferInput = z.output<typeof offerInputSchema>;
export type { OfferInput };

const MAX_DAYS_AHEAD = 366;

export type Place = {
  ubicacion: string | null;
  ciudad: string | null;
  latitude: number | null;
  longitude: number | null;
  timezone: string;
};

export async function requirePublisher(ctx: AppContext, gymId: string) {
  const gym = await findProfileSummary(ctx.db, gymId);
  if (!gym) throw notFound('El gimnasio');
  return gym;
}

/** Presencial offers are geocoded; Online ones run on the gym's own clock. */
export async function placeOf(
  ctx: AppContext,
  input: ValidOfferInput,
  gym: { latitude: number | null; longitude: number | null },
): Promise<Place> {
  if (input.modalidad === 'Online') {
    const timezone =
      gym.latitude !== null && gym.longitude !== null
        ? spanishTimezone({ latitude: gym.latitude, longitude: gym.longitude })
        : 'Europe/Madrid';
    return { ubicacion: null, ciudad: null, latitude: null, longitude: null, timezone };
  }
  const ubicacion = input.ubicacion ?? '';
  const found = await geocodeAddress(ctx, ubicacion, { field: 'ubicacion' });
  return {
    ubicacion,
    ciudad: found.ciudad,
    latitude: found.latitude,
    longitude: found.longitude,
    timezone: found.timezone,
  };
}

export function startOf(input: ValidOfferInput, timezone: string, now: Date): Date {
  const startsAt = zonedStart(input.fechaClase, input.hora, timezone);
  if (startsAt <= now) {
    throw new AppError('VALIDATION', {
      userMessage: 'La clase debe programarse en una fecha y hora futuras.',
      field: 'fechaClase',
    });
  }
  if (startsAt.getTime() - now.getTime() > MAX_DAYS_AHEAD * 86_400_000) {
    throw new AppError('VALIDATION', {
      userMessage: 'La clase no puede programarse con más de un año de antelación.',
      field: 'fechaClase',
    });
  }
  return startsAt;
}

export function offerColumns(input: ValidOfferInput, place: Place, startsAt: Date) {
  return {
    titulo: input.titulo,
    descripcion: input.descripcion ?? null,
    especialidad: input.especialidad,
    fechaClase: input.fechaClase,
    hora: input.hora,
    duracionMin: input.duracionMin,
    timezone: place.timezone,
    startsAt,
    modalidad: input.modalidad,
    ubicacion: place.ubicacion,
    ciudad: place.ciudad,
    latitude: place.latitude,
    longitude: place.longitude,
    precio: input.precio.toFixed(2),
    urgente: input.urgente,
    ventanaMin: input.ventanaMin,
    autoAceptar: input.autoAceptar,
    soloVerificados: input.soloVerificados,
  };
}

/**
 * Urgente (DECISIONS §15): ticked, or the class starts within 48 hours. An urgent offer escalates
 * from now; with Mis instructores and a window, only they see it until the window ends.
 */
const isUrgent = (input: ValidOfferInput, startsAt: Date, now: Date) =>
  input.urgente || startsAt.getTime() - now.getTime() <= URGENT_WITHIN_HOURS * 3_600_000;

async function urgency(ctx: AppContext, gymId: string, input: ValidOfferInput, startsAt: Date, now: Date) {
  if (!isUrgent(input, startsAt, now)) return { urgenteDesde: null, exclusivaHasta: null };
  const window = input.ventanaMin > 0 && (await countTrusted(ctx.db, gymId)) > 0;
  return {
    urgenteDesde: now,
    exclusivaHasta: window ? new Date(Math.min(now.getTime() + input.ventanaMin * 60_000, startsAt.getTime())) : null,
  };
}

async function reloadOffer(ctx: AppContext, id: string): Promise<GymOffer> {
  const row = await findOfferWithCounts(ctx.db, id);
  if (!row) throw notFound('La oferta');
  return toGymOffer(row, ctx.clock.now());
}

export async function publishOffer(ctx: AppContext, gymId: string, input: ValidOfferInput): Promise<GymOffer> {
  const gym = await requirePublisher(ctx, gymId);
  const place = await placeOf(ctx, input, gym);
  const now = ctx.clock.now();
  const startsAt = startOf(input, place.timezone, now);
  const urgent = await urgency(ctx, gymId, input, startsAt, now);
  const offer = await transitionTransaction(ctx, (tx, afterCommit) =>
    offerLifecycle.create('publicar', {
      tx,
      ctx,
      now,
      actor: { kind: 'gym', id: gymId, nombre: gym.nombre },
      subject: { gym },
      input: { values: { ...offerColumns(input, place, startsAt), ...urgent } },
      afterCommit,
    }),
  );
  return toGymOffer({ ...offer, postulados: 0, pendientes: 0 }, now);
}

function requireOwn(row: OfferRow | null, gymId: string): OfferRow {
  // Another gym's offer is answered exactly like a missing one.
  if (!row || row.gimnasioId !== gymId) throw notFound('La oferta');
  return row;
}

function requireEditable(row: OfferRow, now: Date): void {
  if (effectiveStatus(row, now) !== 'abierta') {
    throw conflict('Solo se pueden editar ofertas abiertas cuya clase aún no ha comenzado.');
  }
}

const sameAddress = (row: OfferRow, input: ValidOfferInput) =>
  row.modalidad === input.modalidad &&
  (input.modalidad === 'Online' || normalizeKey(row.ubicacion ?? '') === normalizeKey(input.ubicacion ?? ''));

export async function editOffer(ctx: AppContext, gymId: string, id: string, input: ValidOfferInput): Promise<GymOffer> {
  const existing = requireOwn(await findOfferWithCounts(ctx.db, id), gymId);
  requireEditable(existing, ctx.clock.now());
  const gym = await requirePublisher(ctx, gymId);
  const place: Place = sameAddress(existing, input)
    ? {
        ubicacion: input.modalidad === 'Online' ? null : (input.ubicacion ?? existing.ubicacion),
        ciudad: existing.ciudad,
        latitude: existing.latitude,
        longitude: existing.longitude,
        timezone: existing.timezone,
      }
    : await placeOf(ctx, input, gym);
  const now = ctx.clock.now();
  const startsAt = startOf(input, place.timezone, now);
  const madeUrgent = await ctx.db.transaction(async (tx) => {
    const row = requireOwn(await lockOffer(tx, id), gymId);
    requireEditable(row, now);
    await updateOfferRow(tx, id, offerColumns(input, place, startsAt));
    // An edited urgent offer stops escalating: the gym has taken it in hand (DECISIONS §15).
    // One that becomes urgent with this edit (Urgente ticked, or moved within 48 hours) starts.
    const becomesUrgent = row.urgenteDesde === null && isUrgent(input, startsAt, now);
    const started = becomesUrgent && (await startUrgency(tx, id, now));
    if (!started && (await stopEscalation(tx, id, now))) await claimEvent(tx, id, 'detenida', now);
    const applicants = await instructorsWithOpenApplications(tx, id);
    await insertNotifications(
      tx,
      applicants.map((usuarioId) => ({
        usuarioId,
        tipo: 'other' as const,
        mensaje: `${gym.nombre} ha modificado la oferta «${input.titulo}» (${classWhen(input)}). Revisa los detalles.`,
        enlace: notificationLinks.instructorApplications,
        dedupeKey: `offer-updated:${id}`,
      })),
    );
    return started;
  });
  // Its first steps (Mis instructores, the first ring) run now, as at publication.
  if (madeUrgent && gym.activo) {
    await advanceUrgentOffer(ctx, id).catch((error: unknown) =>
      ctx.log.error({ err: error, ofertaId: id }, 'urgent alerts after edit failed'),
    );
  }
  return reloadOffer(ctx, id);
}

export type WithdrawOutcome = 'eliminada' | 'cancelada';

/**
 * Eliminar (DECISIONS §1), by the offer's state: nobody applied → the row is removed; open with
 * applications → cancelada and the applicants told; covered and not started → called off with a
 * reason, the fee voided. Which transition applies is the lifecycle's call; its refusals say why not.
 */
export async function withdrawOffer(
  ctx: AppContext,
  gymId: string,
  id: string,
  motivo: string | undefined,
): Promise<WithdrawOutcome> {
  const gym = await requirePublisher(ctx, gymId);
  const actor: Person = { kind: 'gym', id: gymId, nombre: gym.nombre };
  return ctx.db.transaction(async (tx) => {
    const offer = requireOwn(await lockOffer(tx, id), gymId);
    const args = { tx, ctx, actor, subject: { offer }, input: { motivo } };
    if (await offerLifecycle.allows('eliminar', { ...args, input: {} })) {
      await offerLifecycle.fire('eliminar', { ...args, input: {} });
      return 'eliminada';
    }
    const open = offerLifecycle.at({ offer }, ctx.clock.now()) === 'abierta';
    await offerLifecycle.fire(open ? 'cancelar' : 'anularClase', args);
    return 'cancelada';
  });
}

/**
 * Admin cancels an offer that breaks the rules (inside the caller's transaction, so the audit
 * entry commits with it): the same transitions as the gym's own, and the gym is told why.
 */
export async function cancelOfferByAdmin(tx: Tx, ctx: AppContext, actor: Person, id: string, motivo: string) {
  const offer = await lockOffer(tx, id);
  if (!offer) throw notFound('La oferta');
  const open = offerLifecycle.at({ offer }, ctx.clock.now()) === 'abierta';
  await offerLifecycle.fire(open ? 'cancelar' : 'anularClase', {
    tx,
    ctx,
    actor,
    subject: { offer },
    input: { motivo },
  });
  return offer;
}
