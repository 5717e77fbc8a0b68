// A gym's decisions on applications to its offers (DECISIONS §5): offer `cubrir` (accept) and
// application `rechazar`, `ver`. Each decision locks the offer row first, so two accepts on one
// offer queue and the second sees it cubierta.
import type { Tx } from '@fitcover/db/client';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../http/app-error.ts';
import { applicationLifecycle } from '../lifecycle/application-lifecycle.ts';
import type { Person } from '../lifecycle/engine-types.ts';
import { offerLifecycle } from '../lifecycle/offer-lifecycle.ts';
import { findOffer, findProfileSummary, lockOffer, type OfferRow } from '../offers/offers.repo.ts';
import { findApplication } from './applications.repo.ts';

async function gymPerson(ctx: AppContext, gymId: string): Promise<Person> {
  const gym = await findProfileSummary(ctx.db, gymId);
  if (!gym) throw notFound('El gimnasio');
  return { kind: 'gym', id: gymId, nombre: gym.nombre };
}

/** Loads the application and locks its offer; anything not the gym's own reads as missing. */
async function lockDecision(tx: Tx, gymId: string, applicationId: string) {
  const first = await findApplication(tx, applicationId);
  if (!first) throw notFound('La postulación');
  const offer = await lockOffer(tx, first.ofertaId);
  if (!offer || offer.gimnasioId !== gymId) throw notFound('La postulación');
  // Read again under the lock: a concurrent decision may have changed it meanwhile.
  const application = await findApplication(tx, applicationId);
  if (!application) throw notFound('La postulación');
  return { application, offer };
}

export async function acceptApplication(ctx: AppContext, gymId: string, applicationId: string): Promise<void> {
  const actor = await gymPerson(ctx, gymId);
  await ctx.db.transaction(async (tx) => {
    const subject = await lockDecision(tx, gymId, applicationId);
    await offerLifecycle.fire('cubrir', { tx, ctx, actor, subject, input: {} });
  });
}

/**
 * The accept of Aceptación automática (DECISIONS §15): the same `cubrir` as the button (fee,
 * rejections, notifications), in the caller's transaction, which already holds the offer's
 * update lock.
 */
export async function coverWith(tx: Tx, ctx: AppContext, gym: Person, offer: OfferRow, applicationId: string) {
  const application = await findApplication(tx, applicationId);
  if (!application) throw notFound('La postulación');
  await offerLifecycle.fire('cubrir', { tx, ctx, actor: gym, subject: { application, offer }, input: {} });
}

export async function rejectApplication(ctx: AppContext, gymId: string, applicationId: string): Promise<void> {
  const actor = await gymPerson(ctx, gymId);
  await ctx.db.transaction(async (tx) => {
    const subject = await lockDecision(tx, gymId, applicationId);
    await applicationLifecycle.fire('rechazar', { tx, ctx, actor, subject, input: {} });
  });
}

/** Ver Perfil: pendiente → vista. Idempotent; another gym's application is a 404. No lock. */
export async function markViewed(ctx: AppContext, gymId: string, applicationId: string): Promise<void> {
  // No text of `ver` names the gym.
  const actor: Person = { kind: 'gym', id: gymId, nombre: '' };
  await ctx.db.transaction(async (tx) => {
    const application = await findApplication(tx, applicationId);
    const offer = application ? await findOffer(tx, application.ofertaId) : null;
    if (!application || !offer) throw notFound('La postulación');
    await applicationLifecycle.fire('ver', { tx, ctx, actor, subject: { application, offer }, input: {} });
  });
}
