// Pieces of the offer lifecycle's table (offer-lifecycle.ts): its subject, the refusals and texts
// of closing an offer, and the effects several of its transitions share.
import { conflict } from '../../http/app-error.ts';
import { notificationLinks } from '../notifications/notification-links.ts';
import type { Actor, Event } from './engine-types.ts';
import { personOf } from './lifecycle-guards.ts';
import { tell, type ApplicationRef } from './lifecycle-effects.ts';
import { lifecycleTexts as texts } from './lifecycle-texts.ts';
import { gymName, writeOfferState, type OfferRow } from './lifecycle.repo.ts';

/** The offer; `application` is the one a cover or a call-off is about. */
export type Subject = { offer: OfferRow; application?: ApplicationRef };
export type Publisher = {
  nombre: string;
  ciudad: string | null;
  latitude: number | null;
  longitude: number | null;
  activo: boolean;
};
export type Closing = { motivo?: string | undefined; accountDeleted?: boolean };

/** What a gym or the platform is told when the offer it tries to close is not in a closable state. */
export const notClosable = {
  refuse: (event: { actor: Actor }) =>
    conflict(
      event.actor.kind === 'admin'
        ? 'Solo se pueden cancelar ofertas abiertas o clases cubiertas que aún no han comenzado.'
        : 'Esta oferta ya está cerrada y no se puede eliminar.',
    ),
};
export const notWithdrawable = { refuse: () => conflict('Esta postulación ya no se puede retirar.') };

/** The text an instructor gets when the offer (or covered class) is closed by `actor`. */
export async function closingText({ tx, subject, actor, input }: Event<Subject, Closing>, covered: boolean) {
  if (input.accountDeleted) return texts.gymAccountDeleted(subject.offer);
  if (actor.kind === 'admin') {
    const gym = (await gymName(tx, subject.offer.gimnasioId)) ?? 'un gimnasio';
    return texts.offerCancelled({ by: 'admin', gym, motivo: input.motivo ?? '' }, subject.offer, covered);
  }
  return texts.offerCancelled({ by: 'gym', gym: personOf(actor).nombre, motivo: input.motivo }, subject.offer, covered);
}

export const tellGymWhenPlatform = {
  does: 'when the platform did it: tells the gym why (other)',
  run: async ({ tx, subject, actor, input }: Event<Subject, Closing>) => {
    if (actor.kind !== 'admin') return;
    await tell(
      tx,
      subject.offer.gimnasioId,
      'other',
      texts.cancelledByPlatform(subject.offer, input.motivo ?? ''),
      notificationLinks.gymOffers,
    );
  },
};

export const cancelled = ({ tx, subject, input }: Event<Subject, Closing>) =>
  writeOfferState(tx, subject.offer.id, 'cancelada', { motivoCancelacion: input.motivo ?? null });

export const theApplication = (subject: Subject): ApplicationRef => {
  if (!subject.application) throw new Error('this offer transition is about one application');
  return subject.application;
};
