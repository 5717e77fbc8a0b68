// A gym's decisions on applications to its offers (DECISIONS §5). Each one locks the offer row
// first, so two accepts on one offer queue and the second sees it cubierta.
import { PLATFORM_FEE_EUR } from '@fitcover/contract/offers/offer-fields';
import type { Tx } from '@fitcover/db/client';
import type { AppContext } from '../../context.ts';
import { conflict, notFound } from '../../http/app-error.ts';
import { IVA_RATE } from '../billing/tax.ts';
import { insertNotifications } from '../notifications/notifications.repo.ts';
import { classWhen, spanishDate } from '../offers/offer-time.ts';
import { effectiveStatus } from '../offers/offer-view.ts';
import {
  findProfileSummary,
  lockOffer,
  offerOwner,
  rejectOpenApplications,
  updateOfferRow,
} from '../offers/offers.repo.ts';
import { findApplication, markViewedIfPending, recordCommission, setApplicationStatus } from './applications.repo.ts';
import { notificationLinks } from '../notifications/notification-links.ts';
import { enqueueApplicationAcceptedEmail } from '../notifications/notification-emails.ts';

/** Loads the application and locks its offer; anything not the gym's own reads as missing. */
async function lockDecision(tx: Tx, ctx: AppContext, gymId: string, applicationId: string) {
  const first = await findApplication(tx, applicationId);
  if (!first) throw notFound('La postulación');
  const offer = await lockOffer(tx, first.ofertaId);
  if (!offer || offer.gimnasioId !== gymId) throw notFound('La postulación');
  // Read again under the lock: a concurrent decision may have changed it meanwhile.
  const application = await findApplication(tx, applicationId);
  if (!application) throw notFound('La postulación');

  const status = effectiveStatus(offer, ctx.clock.now());
  if (status === 'cubierta') throw conflict('Esta oferta ya está cubierta por otro instructor.');
  if (status === 'cancelada') throw conflict('Esta oferta ha sido cancelada.');
  if (status === 'expirada') throw conflict('La clase ya ha comenzado: ya no se pueden gestionar sus postulaciones.');
  if (application.estado !== 'pendiente' && application.estado !== 'vista') {
    throw conflict('Esta postulación ya no está pendiente.');
  }
  return { application, offer };
}

export async function acceptApplication(ctx: AppContext, gymId: string, applicationId: string): Promise<void> {
  const gym = await findProfileSummary(ctx.db, gymId);
  if (!gym) throw notFound('El gimnasio');
  await ctx.db.transaction(async (tx) => {
    const { application, offer } = await lockDecision(tx, ctx, gymId, applicationId);
    const when = classWhen(offer);
    await setApplicationStatus(tx, application.id, 'aceptada');
    await updateOfferRow(tx, offer.id, { estado: 'cubierta' });
    const others = await rejectOpenApplications(tx, offer.id, 'otro_instructor', application.id);
    await recordCommission(tx, {
      gymId,
      aplicacionId: application.id,
      descripcion: `Comisión por clase cubierta: ${offer.titulo} (${spanishDate(offer.fechaClase)})`,
      base: PLATFORM_FEE_EUR,
      ivaRate: IVA_RATE,
    });
    await insertNotifications(tx, [
      {
        usuarioId: application.instructorId,
        tipo: 'application_accepted',
        mensaje: `¡Enhorabuena! ${gym.nombre} te ha aceptado para la clase «${offer.titulo}» del ${when}.`,
        enlace: notificationLinks.instructorApplications,
      },
      ...others.map(({ instructorId }) => ({
        usuarioId: instructorId,
        tipo: 'application_rejected' as const,
        mensaje: `La oferta «${offer.titulo}» de ${gym.nombre} ya está cubierta: el gimnasio ha elegido a otro instructor.`,
        enlace: notificationLinks.instructorApplications,
      })),
    ]);
    await enqueueApplicationAcceptedEmail(tx, application.id, ctx.clock.now());
  });
}

export async function rejectApplication(ctx: AppContext, gymId: string, applicationId: string): Promise<void> {
  const gym = await findProfileSummary(ctx.db, gymId);
  if (!gym) throw notFound('El gimnasio');
  await ctx.db.transaction(async (tx) => {
    const { application, offer } = await lockDecision(tx, ctx, gymId, applicationId);
    await setApplicationStatus(tx, application.id, 'rechazada', 'gimnasio');
    await insertNotifications(tx, [
      {
        usuarioId: application.instructorId,
        tipo: 'application_rejected',
        mensaje: `${gym.nombre} no ha seleccionado tu postulación a «${offer.titulo}» del ${spanishDate(offer.fechaClase)}.`,
        enlace: notificationLinks.instructorApplications,
      },
    ]);
  });
}

/** Ver Perfil: pendiente → vista. Idempotent; another gym's application is a 404. */
export async function markViewed(ctx: AppContext, gymId: string, applicationId: string): Promise<void> {
  if (await markViewedIfPending(ctx.db, applicationId, gymId)) return;
  const application = await findApplication(ctx.db, applicationId);
  const owner = application ? await offerOwner(ctx.db, application.ofertaId) : null;
  if (!application || owner !== gymId) throw notFound('La postulación');
}
