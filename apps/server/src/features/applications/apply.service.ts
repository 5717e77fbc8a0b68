// Applying (DECISIONS §5): only instructors, only to open offers whose class has not started,
// once per offer ever — the unique constraint decides, not a prior read.
import type { AppContext } from '../../context.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { insertNotifications } from '../notifications/notifications.repo.ts';
import { spanishDate } from '../offers/offer-time.ts';
import { effectiveStatus } from '../offers/offer-view.ts';
import { findProfileSummary, lockOffer } from '../offers/offers.repo.ts';
import { insertApplication } from './applications.repo.ts';
import { applicantLink } from '../notifications/notification-links.ts';
import { enqueueNewApplicantEmail } from '../notifications/notification-emails.ts';

export const alreadyApplied = () =>
  new AppError('CONFLICT', {
    title: 'Ya te has postulado',
    userMessage: 'Ya has enviado una postulación para esta oferta.',
  });

export async function applyToOffer(ctx: AppContext, instructorId: string, ofertaId: string): Promise<{ id: string }> {
  const instructor = await findProfileSummary(ctx.db, instructorId);
  if (!instructor || instructor.rol !== 'instructor') {
    throw new AppError('FORBIDDEN', { userMessage: 'Solo los instructores pueden postularse a una oferta.' });
  }
  return ctx.db.transaction(async (tx) => {
    const offer = await lockOffer(tx, ofertaId, 'share');
    const gym = offer ? await findProfileSummary(tx, offer.gimnasioId) : null;
    if (!offer || !gym || !gym.activo || gym.suspendedAt || gym.deletedAt) throw notFound('La oferta');
    if (effectiveStatus(offer, ctx.clock.now()) !== 'abierta') {
      throw new AppError('CONFLICT', { userMessage: 'Esta oferta ya no admite postulaciones.' });
    }
    const created = await insertApplication(tx, ofertaId, instructorId);
    if (!created) throw alreadyApplied();
    await insertNotifications(tx, [
      {
        usuarioId: offer.gimnasioId,
        tipo: 'new_applicant',
        mensaje: `${instructor.nombre} se ha postulado a tu oferta «${offer.titulo}» del ${spanishDate(offer.fechaClase)}.`,
        enlace: applicantLink(instructorId, created.id),
      },
    ]);
    await enqueueNewApplicantEmail(tx, created.id, ctx.clock.now());
    return created;
  });
}
