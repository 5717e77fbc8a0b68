// Applying (DECISIONS §5): only instructors, only to open offers whose class has not started,
// once per offer ever — the application lifecycle's `postular` (the unique key decides).
import type { AppContext } from '../../context.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { applicationLifecycle } from '../lifecycle/application-lifecycle.ts';
import { findProfileSummary, lockOffer } from '../offers/offers.repo.ts';

export async function applyToOffer(ctx: AppContext, instructorId: string, ofertaId: string): Promise<{ id: string }> {
  const instructor = await findProfileSummary(ctx.db, instructorId);
  if (!instructor || instructor.rol !== 'instructor') {
    throw new AppError('FORBIDDEN', { userMessage: 'Solo los instructores pueden postularse a una oferta.' });
  }
  return ctx.db.transaction(async (tx) => {
    // Shared lock: applications queue behind a decision on the offer, not behind each other.
    const offer = await lockOffer(tx, ofertaId, 'share');
    const gym = offer ? await findProfileSummary(tx, offer.gimnasioId) : null;
    if (!offer || !gym || !gym.activo || gym.suspendedAt || gym.deletedAt) throw notFound('La oferta');
    return applicationLifecycle.create('postular', {
      tx,
      ctx,
      actor: { kind: 'instructor', id: instructorId, nombre: instructor.nombre },
      subject: { offer },
      input: {},
    });
  });
}
