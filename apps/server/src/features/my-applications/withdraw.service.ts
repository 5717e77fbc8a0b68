// An instructor withdraws an application (DECISIONS §5): pendiente/vista → retirada before the
// class starts; an accepted class may be called off before it starts, with a reason: the offer
// is listed again and its platform fee voided (§9). The gym is told either way.
import type { Tx } from '@fitcover/db/client';
import type { AppContext } from '../../context.ts';
import { AppError, conflict, notFound } from '../../http/app-error.ts';
import { findApplication, setApplicationStatus } from '../applications/applications.repo.ts';
import { insertNotifications } from '../notifications/notifications.repo.ts';
import { classWhen } from '../offers/offer-time.ts';
import { findProfileSummary, lockOffer, updateOfferRow, voidCommission } from '../offers/offers.repo.ts';
import { notificationLinks } from '../notifications/notification-links.ts';

export async function withdrawApplication(
  ctx: AppContext,
  instructorId: string,
  applicationId: string,
  motivo: string | undefined,
): Promise<void> {
  const instructor = await findProfileSummary(ctx.db, instructorId);
  if (!instructor) throw notFound('La postulación');
  await ctx.db.transaction(async (tx) => {
    // Another instructor's application reads exactly like a missing one.
    const first = await findApplication(tx, applicationId);
    if (!first || first.instructorId !== instructorId) throw notFound('La postulación');
    // The offer lock queues this behind (or ahead of) the gym's accept/reject of the same offer.
    const offer = await lockOffer(tx, first.ofertaId);
    const application = await findApplication(tx, applicationId);
    if (!offer || !application) throw notFound('La postulación');

    const started = offer.startsAt <= ctx.clock.now();
    const when = classWhen(offer);
    const reason = motivo ? ` Motivo: ${motivo.replace(/[.\s]+$/, '')}.` : '';

    if (application.estado === 'pendiente' || application.estado === 'vista') {
      if (started) throw conflict('La clase ya ha comenzado: ya no puedes retirar esta postulación.');
      await retireApplication(
        tx,
        offer,
        application,
        motivo,
        `${instructor.nombre} ha retirado su postulación a tu oferta «${offer.titulo}» del ${when}.${reason}`,
      );
      return;
    }
    if (application.estado === 'aceptada' && offer.estado === 'cubierta') {
      if (started) throw conflict('La clase ya ha comenzado: ya no se puede cancelar.');
      if (!motivo) {
        throw new AppError('VALIDATION', {
          userMessage: 'Indica el motivo para cancelar una clase ya aceptada.',
          field: 'motivo',
        });
      }
      await retireApplication(
        tx,
        offer,
        application,
        motivo,
        `${instructor.nombre} ha cancelado su participación en la clase «${offer.titulo}» del ${when}.${reason} La oferta vuelve a estar publicada.`,
      );
      return;
    }
    throw conflict('Esta postulación ya no se puede retirar.');
  });
}

/**
 * The withdrawal itself, inside the caller's transaction with the offer locked (also used when an
 * instructor deletes the account): the application becomes retirada; an accepted class is called
 * off, its offer listed again and its fee voided. The gym is told `mensaje`.
 */
export async function retireApplication(
  tx: Tx,
  offer: { id: string; gimnasioId: string },
  application: { id: string; estado: string },
  motivo: string | undefined,
  mensaje: string,
): Promise<void> {
  await setApplicationStatus(tx, application.id, 'retirada', motivo);
  if (application.estado === 'aceptada') {
    await updateOfferRow(tx, offer.id, { estado: 'abierta' });
    await voidCommission(tx, application.id);
  }
  await insertNotifications(tx, [
    { usuarioId: offer.gimnasioId, tipo: 'other', mensaje, enlace: notificationLinks.gymApplicants },
  ]);
}
