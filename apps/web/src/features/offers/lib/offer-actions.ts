// Which removal an offer card offers (DECISIONS §1, §4, §5).
import type { GymOffer } from '@fitcover/contract/offers/gym-offers';

/**
 * `delete`: nobody applied, the offer is removed. `cancel`: open offer with applicants, they are
 * told and it shows as Cancelada. `cancel-class`: a covered class before it starts (reason required).
 */
export type RemoveAction = 'delete' | 'cancel' | 'cancel-class';

export function removeActionFor(
  offer: Pick<GymOffer, 'estado' | 'postulados' | 'startsAt'>,
  now: Date = new Date(),
): RemoveAction | null {
  switch (offer.estado) {
    case 'abierta':
      return offer.postulados === 0 ? 'delete' : 'cancel';
    case 'cubierta':
      return new Date(offer.startsAt).getTime() > now.getTime() ? 'cancel-class' : null;
    case 'expirada':
      return offer.postulados === 0 ? 'delete' : null;
    default:
      return null;
  }
}

export const canEditOffer = (offer: Pick<GymOffer, 'estado'>) => offer.estado === 'abierta';
