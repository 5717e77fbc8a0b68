// new_offer notifications (DECISIONS §7): instructors with the offer's specialty in its town or
// within 50 km. Online offers are placed at the gym.
import type { AppContext } from '../../context.ts';
import { boundingBox } from '../geo/geo-math.ts';
import { insertNewOfferNotifications } from '../notifications/notifications.repo.ts';
import { classWhen } from './offer-time.ts';
import type { OfferRow } from './offers.repo.ts';
import { instructorOfferLink } from '../notifications/notification-links.ts';

export const NEW_OFFER_RADIUS_KM = 50;

type Gym = { nombre: string; ciudad: string | null; latitude: number | null; longitude: number | null };

/** `when`: the class's date and time, or a cover block's summary (its first class is the link). */
export async function notifyMatchingInstructors(
  ctx: AppContext,
  offer: OfferRow,
  gym: Gym,
  when = `el ${classWhen(offer)}`,
): Promise<number> {
  const online = offer.modalidad === 'Online';
  const latitude = online ? gym.latitude : offer.latitude;
  const longitude = online ? gym.longitude : offer.longitude;
  const center = latitude !== null && longitude !== null ? { latitude, longitude } : null;
  const where = online ? 'online' : `en ${offer.ciudad ?? 'tu zona'}`;
  return insertNewOfferNotifications(ctx.db, {
    ofertaId: offer.id,
    especialidad: offer.especialidad,
    ciudad: online ? gym.ciudad : offer.ciudad,
    center,
    radiusKm: NEW_OFFER_RADIUS_KM,
    box: center ? boundingBox(center, NEW_OFFER_RADIUS_KM) : null,
    mensaje: `Nueva oferta de ${offer.especialidad} ${where}: «${offer.titulo}» en ${gym.nombre}, ${when}.`,
    enlace: instructorOfferLink(offer.id),
    soloVerificados: offer.soloVerificados,
    now: ctx.clock.now(),
  });
}
