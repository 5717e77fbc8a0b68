// Conditions several transitions share. Each answers null when it holds, or the refusal the
// person sees (Spanish, with an honest status).
import { AppError, conflict } from '../../http/app-error.ts';
import { effectiveStatus } from '../offers/offer-view.ts';
import type { Actor, Event, Guard, Person } from './engine-types.ts';
import type { OfferRow } from './lifecycle.repo.ts';

type WithOffer = { offer: OfferRow };

/** The person acting (transitions a person triggers list only person kinds in `by`). */
export function personOf(actor: Actor): Person {
  if (actor.kind === 'system' || actor.kind === 'clock')
    throw new Error(`a person must trigger this, not ${actor.kind}`);
  return actor;
}

/** Accept and reject need an open offer whose class has not started (DECISIONS §5). */
export function offerOpenForDecisions(offer: OfferRow, now: Date): AppError | null {
  switch (effectiveStatus(offer, now)) {
    case 'abierta':
      return null;
    case 'cubierta':
      return conflict('Esta oferta ya está cubierta por otro instructor.');
    case 'cancelada':
      return conflict('Esta oferta ha sido cancelada.');
    case 'expirada':
      return conflict('La clase ya ha comenzado: ya no se pueden gestionar sus postulaciones.');
  }
}

export const offerOpen: Guard<Event<WithOffer, unknown>> = {
  rule: 'the offer is open and its class has not started',
  check: ({ subject, now }) => offerOpenForDecisions(subject.offer, now),
};

/** The class has not started yet; `message` says what can no longer be done. */
export function classNotStarted(message: string | ((actor: Actor) => string)): Guard<Event<WithOffer, unknown>> {
  return {
    rule: 'the class has not started',
    check: ({ subject, now, actor }) =>
      subject.offer.startsAt > now ? null : conflict(typeof message === 'string' ? message : message(actor)),
  };
}

/** A reason is given (calling off a covered class needs one). */
export function reasonGiven(message: string): Guard<Event<unknown, { motivo?: string | undefined }>> {
  return {
    rule: 'a reason (motivo) is given',
    check: ({ input }) => (input.motivo ? null : new AppError('VALIDATION', { userMessage: message, field: 'motivo' })),
  };
}
