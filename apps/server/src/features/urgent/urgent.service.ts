// Cover in minutes for the gym and the instructor (DECISIONS §15): Mis instructores, the
// exclusive window (refused by the server, not just hidden), automatic acceptance, the pay
// bonus, the timeline and the urgent alert preferences.
import type { GymOffer } from '@fitcover/contract/offers/gym-offers';
import type { OfferTimeline, TrustedInstructor, UrgentPreferences } from '@fitcover/contract/offers/urgent';
import type { Tx } from '@fitcover/db/client';
import type { AppContext } from '../../context.ts';
import { AppError, conflict, notFound } from '../../http/app-error.ts';
import { avatarUrlOf } from '../profiles/avatar-url.ts';
import { findOffer, findOfferWithCounts, findProfileSummary, type OfferRow } from '../offers/offers.repo.ts';
import { effectiveStatus, toGymOffer } from '../offers/offer-view.ts';
import { tellInstructors } from './urgent-escalation.ts';
import {
  applyBonus,
  claimEvent,
  deleteTrusted,
  eventsOf,
  insertTrusted,
  isTrusted,
  listTrusted,
  readPreferences,
  timelineCounts,
  toldAbout,
  writePreferences,
} from './urgent.repo.ts';

// ---------- Mis instructores ----------

export async function trustedInstructors(ctx: AppContext, gymId: string): Promise<TrustedInstructor[]> {
  const rows = await listTrusted(ctx.db, gymId);
  return rows.map((row) => ({
    id: row.id,
    nombre: row.nombre,
    ciudad: row.ciudad,
    especialidades: row.especialidades ?? [],
    avatarUrl: avatarUrlOf(row.id, row.avatarVersion),
    desde: row.desde.toISOString(),
  }));
}

export async function addTrusted(ctx: AppContext, gymId: string, instructorId: string): Promise<void> {
  if (instructorId === gymId) {
    throw new AppError('VALIDATION', {
      userMessage: 'No puedes añadirte a ti mismo a Mis instructores.',
      field: 'instructorId',
    });
  }
  const person = await findProfileSummary(ctx.db, instructorId);
  if (!person || person.deletedAt) throw notFound('El instructor');
  if (person.rol !== 'instructor') {
    throw new AppError('VALIDATION', {
      userMessage: 'Solo puedes añadir instructores a Mis instructores.',
      field: 'instructorId',
    });
  }
  await insertTrusted(ctx.db, gymId, instructorId, ctx.clock.now());
}

export async function removeTrusted(ctx: AppContext, gymId: string, instructorId: string): Promise<void> {
  if (!(await deleteTrusted(ctx.db, gymId, instructorId))) throw notFound('Este instructor en Mis instructores');
}

// ---------- the exclusive window and automatic acceptance ----------

/** True while only the gym's Mis instructores may see and apply to the offer (server clock). */
export const inExclusiveWindow = (offer: Pick<OfferRow, 'exclusivaHasta'>, now: Date) =>
  offer.exclusivaHasta !== null && offer.exclusivaHasta > now;

/** During the window, anyone not in the gym's Mis instructores is answered as if it did not exist. */
export async function requireVisibleTo(db: AppContext['db'] | Tx, offer: OfferRow, instructorId: string, now: Date) {
  if (inExclusiveWindow(offer, now) && !(await isTrusted(db, offer.gimnasioId, instructorId))) {
    throw notFound('La oferta');
  }
}

/**
 * Whether an application is accepted at once (Aceptación automática): `mis` → the applicant is in
 * the gym's Mis instructores; `cualquiera` → the applicant teaches the offer's specialty.
 */
export async function acceptsAutomatically(
  tx: Tx,
  offer: OfferRow,
  instructor: { id: string; especialidades: readonly string[] },
): Promise<boolean> {
  if (offer.autoAceptar === 'off') return false;
  if (offer.autoAceptar === 'mis') return isTrusted(tx, offer.gimnasioId, instructor.id);
  return instructor.especialidades.includes(offer.especialidad);
}

// ---------- the bonus ----------

function requireOwn(row: OfferRow | null, gymId: string): OfferRow {
  if (!row || row.gimnasioId !== gymId) throw notFound('La oferta');
  return row;
}

/**
 * "¿Subir la tarifa?": +10 % or +20 % once, on an open offer whose class has not started; then
 * everyone told about it so far hears again (in-app, push, e-mail).
 */
export async function raisePay(ctx: AppContext, gymId: string, ofertaId: string, pct: 10 | 20): Promise<GymOffer> {
  const gym = await findProfileSummary(ctx.db, gymId);
  if (!gym) throw notFound('El gimnasio');
  const now = ctx.clock.now();
  const refuse = (offer: OfferRow) => {
    const status = effectiveStatus(offer, now);
    if (status === 'cubierta') return conflict('Esta oferta ya está cubierta: no se puede subir la tarifa.');
    if (status !== 'abierta') return conflict('Esta oferta ya no está abierta: no se puede subir la tarifa.');
    return offer.bonusPct > 0 ? conflict('La tarifa de esta oferta ya se ha subido una vez.') : null;
  };
  await ctx.db.transaction(async (tx) => {
    const offer = requireOwn(await findOffer(tx, ofertaId), gymId);
    const early = refuse(offer);
    if (early) throw early;
    // No lock: the conditional update decides (applyBonus); when it did not apply, say why.
    const precio = await applyBonus(tx, ofertaId, pct, now);
    if (precio === null) {
      throw (
        refuse(requireOwn(await findOffer(tx, ofertaId), gymId)) ??
        conflict('La tarifa de esta oferta ya se ha subido una vez.')
      );
    }
    await claimEvent(tx, ofertaId, 'tarifa', now);
    const told = await toldAbout(tx, ofertaId);
    await tellInstructors(tx, { ...offer, precio, bonusPct: pct }, gym.nombre, told, 'tarifa', now);
  });
  const row = await findOfferWithCounts(ctx.db, ofertaId);
  if (!row) throw notFound('La oferta');
  return toGymOffer(row, now);
}

// ---------- the timeline ----------

const STEP_ORDER = [
  'favoritos',
  'anillo:15',
  'anillo:30',
  'anillo:50',
  'anillo:100',
  'postulacion',
  'sugerir_tarifa',
  'tarifa',
  'detenida',
];
const stepRank = (clave: string) => STEP_ORDER.indexOf(clave);

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function label(
  clave: string,
  enviados: number,
  bonusPct: number,
): { kind: OfferTimeline['events'][number]['kind']; label: string } {
  if (clave === 'favoritos') return { kind: 'favoritos', label: `Enviada a Mis instructores (${enviados})` };
  if (clave.startsWith('anillo:')) {
    return {
      kind: 'anillo',
      label: `Enviada a ${plural(enviados, 'instructor', 'instructores')} a menos de ${clave.slice(7)} km`,
    };
  }
  if (clave === 'sugerir_tarifa') return { kind: 'sugerir_tarifa', label: 'Sin postulaciones: ¿Subir la tarifa?' };
  if (clave === 'postulacion') return { kind: 'postulacion', label: 'Primera postulación' };
  if (clave === 'tarifa') return { kind: 'tarifa', label: `Tarifa subida un ${bonusPct} %` };
  return { kind: 'detenida', label: 'Búsqueda automática detenida' };
}

const minutesBetween = (from: Date | null, to: Date | null) =>
  from && to ? Math.round(((to.getTime() - from.getTime()) / 60_000) * 10) / 10 : null;

export async function offerTimeline(ctx: AppContext, gymId: string, ofertaId: string): Promise<OfferTimeline> {
  const offer = requireOwn(await findOfferWithCounts(ctx.db, ofertaId), gymId);
  const [rows, counts] = await Promise.all([eventsOf(ctx.db, ofertaId), timelineCounts(ctx.db, ofertaId)]);
  // Steps claimed in the same instant keep their natural order (Mis instructores, then rings…).
  const events = rows.sort((a, b) => a.at.getTime() - b.at.getTime() || stepRank(a.clave) - stepRank(b.clave));
  const now = ctx.clock.now();
  const start = offer.urgenteDesde ?? offer.fechaCreacion;
  const suggested = events.some((e) => e.clave === 'sugerir_tarifa');
  return {
    urgente: offer.urgenteDesde !== null,
    exclusivaHasta: offer.exclusivaHasta?.toISOString() ?? null,
    enviadas: counts.enviadas,
    vistas: counts.vistas,
    postulaciones: counts.postulaciones,
    resumen: `Enviada a ${counts.enviadas} · vista por ${counts.vistas} · ${plural(counts.postulaciones, 'postulación', 'postulaciones')}`,
    events: events.map((e) => ({
      ...label(e.clave, e.enviados, offer.bonusPct),
      at: e.at.toISOString(),
      enviados: e.enviados,
    })),
    sugerirTarifa: suggested && offer.bonusPct === 0 && effectiveStatus(offer, now) === 'abierta',
    bonusPct: offer.bonusPct,
    minutosPrimeraPostulacion: minutesBetween(start, events.find((e) => e.clave === 'postulacion')?.at ?? null),
    minutosCobertura: minutesBetween(start, offer.cubiertaAt),
  };
}

// ---------- preferences ----------

export const urgentPreferences = (ctx: AppContext, instructorId: string) => readPreferences(ctx.db, instructorId);

export async function saveUrgentPreferences(
  ctx: AppContext,
  instructorId: string,
  prefs: UrgentPreferences,
): Promise<UrgentPreferences> {
  await writePreferences(ctx.db, instructorId, prefs);
  return readPreferences(ctx.db, instructorId);
}
