// What each side is told when an offer or an application changes state (in-app notifications,
// live). One function per message, so a later channel (push, e-mail) says the same thing.
import { classWhen, spanishDate } from '../offers/offer-time.ts';

type Offer = { titulo: string; fechaClase: string; hora: string };

/** " Motivo: …" when a reason was given. */
const reasonSuffix = (motivo: string | undefined) => (motivo ? ` Motivo: ${motivo}` : '');
/** " Motivo: ….": the instructor's reason as one sentence. */
const sentence = (motivo: string | undefined) => (motivo ? ` Motivo: ${motivo.replace(/[.\s]+$/, '')}.` : '');

export const lifecycleTexts = {
  newApplicant: (instructor: string, offer: Offer) =>
    `${instructor} se ha postulado a tu oferta «${offer.titulo}» del ${spanishDate(offer.fechaClase)}.`,

  accepted: (gym: string, offer: Offer) =>
    `¡Enhorabuena! ${gym} te ha aceptado para la clase «${offer.titulo}» del ${classWhen(offer)}.`,

  commission: (offer: Offer) => `Comisión por clase cubierta: ${offer.titulo} (${spanishDate(offer.fechaClase)})`,

  rejectedByGym: (gym: string, offer: Offer) =>
    `${gym} no ha seleccionado tu postulación a «${offer.titulo}» del ${spanishDate(offer.fechaClase)}.`,

  coveredByAnother: (gym: string, offer: Offer) =>
    `La oferta «${offer.titulo}» de ${gym} ya está cubierta: el gimnasio ha elegido a otro instructor.`,

  expired: (offer: Offer) =>
    `La oferta «${offer.titulo}» del ${classWhen(offer)} ha expirado sin cubrirse; tu postulación se ha cerrado.`,

  /** To the open applicants (cancelar) or the accepted instructor (anularClase). */
  offerCancelled: (
    cause: { by: 'gym'; gym: string; motivo: string | undefined } | { by: 'admin'; gym: string; motivo: string },
    offer: Offer,
    covered: boolean,
  ) =>
    cause.by === 'admin'
      ? `El equipo de FitCover ha cancelado la oferta «${offer.titulo}» de ${cause.gym} del ${classWhen(offer)}. Motivo: ${cause.motivo}`
      : `${cause.gym} ha cancelado la ${covered ? 'clase' : 'oferta'} «${offer.titulo}» del ${classWhen(offer)}.${reasonSuffix(cause.motivo)}`,

  gymAccountDeleted: (offer: Offer) =>
    `La oferta «${offer.titulo}» del ${classWhen(offer)} se ha cancelado porque el gimnasio ha eliminado su cuenta.`,

  /** To the gym whose offer the platform cancelled. */
  cancelledByPlatform: (offer: Offer, motivo: string) =>
    `El equipo de FitCover ha cancelado tu oferta «${offer.titulo}» del ${classWhen(offer)} por incumplir las normas de la plataforma. Motivo: ${motivo}`,

  withdrawn: (instructor: string, offer: Offer, motivo: string | undefined) =>
    `${instructor} ha retirado su postulación a tu oferta «${offer.titulo}» del ${classWhen(offer)}.${sentence(motivo)}`,

  withdrawnByDeletion: (offer: Offer) =>
    `Un instructor ha eliminado su cuenta y su postulación a tu oferta «${offer.titulo}» del ${classWhen(offer)} se ha retirado.`,

  calledOff: (instructor: string, offer: Offer, motivo: string | undefined) =>
    `${instructor} ha cancelado su participación en la clase «${offer.titulo}» del ${classWhen(offer)}.${sentence(motivo)} La oferta vuelve a estar publicada.`,

  calledOffByDeletion: (offer: Offer) =>
    `El instructor de la clase «${offer.titulo}» del ${classWhen(offer)} ha eliminado su cuenta. La oferta vuelve a estar publicada.`,

  /** DECISIONS §14: to each instructor whose application went back to pendiente. */
  reopened: (gym: string, offer: Offer) =>
    `La clase «${offer.titulo}» de ${gym} del ${classWhen(offer)} vuelve a estar abierta: el instructor aceptado ha cancelado y tu postulación vuelve a estar pendiente.`,
};
