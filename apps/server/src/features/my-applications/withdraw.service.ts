// An instructor withdraws an application (DECISIONS §5): pendiente/vista → retirada before the
// class starts (application `retirar`); an accepted class may be called off before it starts,
// with a reason (offer `reabrir`): the offer is listed again, its fee voided and the applicants
// rejected only because of that acceptance are pending again (§14). The gym is told either way.
import type { Tx } from '@fitcover/db/client';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../http/app-error.ts';
import { findApplication } from '../applications/applications.repo.ts';
import { applicationLifecycle } from '../lifecycle/application-lifecycle.ts';
import type { ApplicationRef } from '../lifecycle/lifecycle-effects.ts';
import type { Person } from '../lifecycle/engine-types.ts';
import type { OfferRow } from '../lifecycle/lifecycle.repo.ts';
import { offerLifecycle } from '../lifecycle/offer-lifecycle.ts';
import { findProfileSummary, lockOffer } from '../offers/offers.repo.ts';

export async function withdrawApplication(
  ctx: AppContext,
  instructorId: string,
  applicationId: string,
  motivo: string | undefined,
): Promise<void> {
  const instructor = await findProfileSummary(ctx.db, instructorId);
  if (!instructor) throw notFound('La postulación');
  const actor: Person = { kind: 'instructor', id: instructorId, nombre: instructor.nombre };
  await ctx.db.transaction(async (tx) => {
    // Another instructor's application reads exactly like a missing one.
    const first = await findApplication(tx, applicationId);
    if (!first || first.instructorId !== instructorId) throw notFound('La postulación');
    // The offer lock queues this behind (or ahead of) the gym's accept/reject of the same offer.
    const offer = await lockOffer(tx, first.ofertaId);
    const application = await findApplication(tx, applicationId);
    if (!offer || !application) throw notFound('La postulación');
    await retireApplication(tx, ctx, actor, { offer, application }, { motivo });
  });
}

/**
 * The withdrawal itself, inside the caller's transaction with the offer locked (also used when an
 * instructor deletes the account): an accepted application calls the class off (offer `reabrir`),
 * any other is withdrawn (application `retirar`, which refuses what cannot be withdrawn).
 */
export async function retireApplication(
  tx: Tx,
  ctx: AppContext,
  actor: Person,
  subject: { offer: OfferRow; application: ApplicationRef },
  input: { motivo: string | undefined; accountDeleted?: boolean },
): Promise<void> {
  if (subject.application.estado === 'aceptada') {
    await offerLifecycle.fire('reabrir', { tx, ctx, actor, subject, input });
  } else {
    await applicationLifecycle.fire('retirar', { tx, ctx, actor, subject, input });
  }
}
