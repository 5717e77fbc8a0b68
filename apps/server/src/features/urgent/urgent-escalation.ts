// Escalation of urgent offers (DECISIONS §15), as steps on ctx.clock. At publication the gym's
// Mis instructores are told (and only they may see the offer during its exclusive window); when
// the window ends the first ring (15 km) is told, then every step (15 minutes) the next ring
// (30, 50, 100 km); after the last ring the gym is offered "¿Subir la tarifa?". It stops at the
// first application, when the class starts, or when the offer is edited, cancelled or covered.
// Each step is claimed once through urgente_eventos' key and each instructor is told once
// through urgente_avisos' key, so a step that two processes run at once tells nobody twice.
import type { Tx } from '@fitcover/db/client';
import type { AppContext } from '../../context.ts';
import { type ClaimedJob, type JobHandlers } from '../../infra/jobs.ts';
import { urgentOfferEmail } from '../../infra/mail/templates-urgent.ts';
import { clearSending, markSending } from '../notifications/notification-emails.repo.ts';
import { insertNotifications } from '../notifications/notifications.repo.ts';
import { instructorOfferLink, notificationLinks } from '../notifications/notification-links.ts';
import { findOffer, findProfileSummary } from '../offers/offers.repo.ts';
import { classWhen } from '../offers/offer-time.ts';
import type { OfferRow } from '../offers/offers.repo.ts';
import {
  claimEvent,
  claimRecipients,
  enqueueUrgentEmails,
  findEscalating,
  markNewlyUrgent,
  setEventCount,
  stopEscalation,
  timelineCounts,
  touchOffer,
  type Audience,
} from './urgent.repo.ts';
import { findUrgentMail } from './urgent-mail.repo.ts';

export const RINGS_KM = [15, 30, 50, 100] as const;
export const STEP_MINUTES = 15;
export const URGENT_EMAIL_JOB = 'email.urgent_offer';
const MINUTE = 60_000;

export type Step = { clave: string; dueAt: Date; audience: Audience | null };

/** The offer's steps in order, each with when it is due. */
export function stepsOf(offer: Pick<OfferRow, 'urgenteDesde' | 'exclusivaHasta'>): Step[] {
  if (!offer.urgenteDesde) return [];
  const base = (offer.exclusivaHasta ?? offer.urgenteDesde).getTime();
  return [
    { clave: 'favoritos', dueAt: offer.urgenteDesde, audience: { kind: 'trusted' } },
    ...RINGS_KM.map((radiusKm, i) => ({
      clave: `anillo:${radiusKm}`,
      dueAt: new Date(base + i * STEP_MINUTES * MINUTE),
      audience: { kind: 'ring' as const, radiusKm },
    })),
    { clave: 'sugerir_tarifa', dueAt: new Date(base + RINGS_KM.length * STEP_MINUTES * MINUTE), audience: null },
  ];
}

export const price = (precio: string | number) =>
  `${Number(precio).toLocaleString('es-ES', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} €`;

export function urgentMessage(offer: OfferRow, gymNombre: string, bonus = false): string {
  const what = `«${offer.titulo}» (${offer.especialidad}) en ${gymNombre}, el ${classWhen(offer)}`;
  return bonus
    ? `Tarifa mejorada (+${offer.bonusPct} %): ${what}, ahora ${price(offer.precio)}. Postúlate con un toque.`
    : `Urgente: ${what}, ${price(offer.precio)}. Postúlate con un toque.`;
}

/** In-app (live, pushed like every notification of type urgent_offer) and e-mail, to each. */
export async function tellInstructors(
  tx: Tx,
  offer: OfferRow,
  gymNombre: string,
  instructorIds: string[],
  kind: 'aviso' | 'tarifa',
  now: Date,
): Promise<void> {
  if (instructorIds.length === 0) return;
  const mensaje = urgentMessage(offer, gymNombre, kind === 'tarifa');
  const enlace = instructorOfferLink(offer.id);
  await insertNotifications(
    tx,
    instructorIds.map((usuarioId) => ({ usuarioId, tipo: 'urgent_offer' as const, mensaje, enlace })),
  );
  await enqueueUrgentEmails(tx, URGENT_EMAIL_JOB, offer.id, instructorIds, kind, now);
}

/** Why escalation should stop now, or null. */
function stopReason(offer: OfferRow, now: Date, applications: number): string | null {
  if (offer.escaladaDetenidaAt) return 'detenida';
  if (offer.estado !== 'abierta') return 'cerrada';
  if (offer.startsAt <= now) return 'comenzada';
  if (applications > 0) return 'postulacion';
  return null;
}

/**
 * Runs every step of one offer that is due at ctx.clock's now and not yet claimed. Answers how
 * many instructors this call told. Safe to run concurrently (the keys decide).
 */
export async function advanceUrgentOffer(ctx: AppContext, ofertaId: string): Promise<number> {
  const now = ctx.clock.now();
  const first = await findOffer(ctx.db, ofertaId);
  if (!first?.urgenteDesde) return 0;
  const gym = await findProfileSummary(ctx.db, first.gimnasioId);
  if (!gym) return 0;
  let told = 0;
  for (const step of stepsOf(first)) {
    if (step.dueAt > now) break;
    const done = await ctx.db.transaction(async (tx) => {
      const offer = await findOffer(tx, ofertaId);
      if (!offer) return 'stop' as const;
      const { postulaciones } = await timelineCounts(tx, ofertaId);
      // Mis instructores are told at publication even when others applied in the same instant.
      const reason = stopReason(offer, now, step.clave === 'favoritos' ? 0 : postulaciones);
      if (reason) {
        if (reason !== 'detenida' && (await stopEscalation(tx, ofertaId, now))) {
          await claimEvent(tx, ofertaId, 'detenida', now);
        }
        return 'stop' as const;
      }
      if (!(await claimEvent(tx, ofertaId, step.clave, now))) return 'next' as const;
      if (!step.audience) {
        await insertNotifications(tx, [
          {
            usuarioId: offer.gimnasioId,
            tipo: 'other',
            mensaje: `Nadie se ha postulado aún a «${offer.titulo}» (${classWhen(offer)}). ¿Subir la tarifa? Puedes subirla un 10 % o un 20 % y volveremos a avisar a todos.`,
            enlace: notificationLinks.gymOffers,
            dedupeKey: `urgent-bonus-hint:${offer.id}`,
          },
        ]);
        return 'next' as const;
      }
      // The window is over: touching the row moves search_version, so cached pages now list it.
      if (offer.exclusivaHasta && step.clave !== 'favoritos') await touchOffer(tx, ofertaId);
      const recipients = await claimRecipients(tx, ofertaId, step.audience, step.clave, now);
      await setEventCount(tx, ofertaId, step.clave, recipients.length);
      await tellInstructors(tx, offer, gym.nombre, recipients, 'aviso', now);
      told += recipients.length;
      return 'next' as const;
    });
    if (done === 'stop') break;
  }
  return told;
}

const SWEEP_BATCH = 200;

/** The scheduler's task: offers entering their last 48 hours become urgent; due steps run. */
export async function sweepUrgentOffers(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  await markNewlyUrgent(ctx.db, now, 48);
  let told = 0;
  for (const id of await findEscalating(ctx.db, now, SWEEP_BATCH)) {
    told += await advanceUrgentOffer(ctx, id).catch((error: unknown) => {
      ctx.log.error({ err: error, ofertaId: id }, 'urgent escalation step failed');
      return 0;
    });
  }
  return told;
}

/** The urgent alert e-mail, at most once per job, if the offer still takes applications. */
async function sendUrgentEmail(ctx: AppContext, job: ClaimedJob): Promise<void> {
  const { ofertaId, instructorId, kind } = job.payload;
  if (typeof ofertaId !== 'string' || typeof instructorId !== 'string' || (kind !== 'aviso' && kind !== 'tarifa')) {
    throw new Error(`job ${job.id}: invalid urgent offer payload`);
  }
  const row = await findUrgentMail(ctx.db, ofertaId, instructorId, ctx.clock.now());
  if (!row) return;
  const message = {
    to: row.email,
    ...urgentOfferEmail({
      nombre: row.nombre,
      titulo: row.titulo,
      gym: row.gym_nombre,
      cuando: classWhen({ fechaClase: row.fecha_clase, hora: row.hora }),
      lugar: row.lugar,
      precio: price(row.precio),
      bonus: kind === 'tarifa' ? row.bonus_pct : 0,
      url: `${ctx.env.appUrl}${instructorOfferLink(ofertaId)}`,
    }),
  };
  if (!(await markSending(ctx.db, job.id, ctx.clock.now()))) return;
  try {
    await ctx.mailer.send(message);
  } catch (error) {
    await clearSending(ctx.db, job.id);
    throw error;
  }
}

export const urgentJobHandlers: JobHandlers = { [URGENT_EMAIL_JOB]: sendUrgentEmail };
