// Writing a review and replying to one (DECISIONS §6, §1 Responder). Only the two parties of an
// accepted class that has taken place may rate each other, once per direction, within 30 days;
// only the reviewed party may reply, once. The unique key and a conditional update decide, so a
// double click or two tabs never write twice.
import type { AppContext, Principal } from '../../context.ts';
import { AppError, conflict, notFound } from '../../http/app-error.ts';
import { insertNotifications } from '../notifications/notifications.repo.ts';
import { notificationLinks } from '../notifications/notification-links.ts';
import { spanishDate } from '../offers/offer-time.ts';
import { directionOf, reviewBlock, reviewDeadline, reviewedPartyOf } from './review-rules.ts';
import { findName, findReview, findReviewableApplication, insertReview, setReplyOnce } from './reviews.repo.ts';

type Author = Pick<Principal, 'id' | 'rol'>;

const reviewsLink = (userId: string, review: { gimnasioId: string }, tab?: 'realizadas') => {
  const base = userId === review.gimnasioId ? notificationLinks.gymReviews : notificationLinks.instructorReviews;
  return tab ? `${base}?ver=${tab}` : base;
};

const stars = (n: number) => (n === 1 ? '1 estrella' : `${n} estrellas`);

export async function createReview(
  ctx: AppContext,
  author: Author,
  aplicacionId: string,
  input: { puntuacion: number; comentario?: string | undefined },
): Promise<{ id: string }> {
  if (author.rol !== 'gimnasio' && author.rol !== 'instructor') {
    throw new AppError('FORBIDDEN', { userMessage: 'Solo el gimnasio y el instructor de la clase pueden valorarla.' });
  }
  const rol = author.rol;
  return ctx.db.transaction(async (tx) => {
    const item = await findReviewableApplication(tx, aplicacionId);
    if (!item) throw notFound('La postulación');
    const isParty = rol === 'gimnasio' ? item.gimnasioId === author.id : item.instructorId === author.id;
    if (!isParty) {
      throw new AppError('FORBIDDEN', {
        userMessage: 'Solo el gimnasio y el instructor de esta clase pueden valorarla.',
      });
    }
    const block = reviewBlock(
      {
        applicationStatus: item.estado,
        offerStatus: item.ofertaEstado,
        startsAt: item.startsAt,
        duracionMin: item.duracionMin,
      },
      ctx.clock.now(),
    );
    if (block === 'not_accepted') throw conflict('Solo se pueden valorar clases aceptadas que se hayan realizado.');
    if (block === 'not_taken_place') throw conflict('Podrás valorar esta clase cuando haya terminado.');
    if (block === 'window_closed') {
      const until = reviewDeadline(item.startsAt, item.duracionMin).toLocaleDateString('es-ES', {
        timeZone: 'Europe/Madrid',
      });
      throw conflict(`El plazo para valorar esta clase terminó el ${until}: solo se puede valorar durante 30 días.`);
    }

    const direccion = directionOf(rol);
    const created = await insertReview(tx, {
      aplicacionId: item.id,
      direccion,
      gimnasioId: item.gimnasioId,
      instructorId: item.instructorId,
      puntuacion: input.puntuacion,
      comentario: input.comentario ?? null,
    });
    if (!created) {
      throw new AppError('CONFLICT', {
        title: 'Ya has valorado esta clase',
        userMessage: 'Cada clase se puede valorar una sola vez y la valoración no se puede modificar.',
      });
    }
    const reviewed = reviewedPartyOf({ direccion, gimnasioId: item.gimnasioId, instructorId: item.instructorId });
    const authorName = (await findName(tx, author.id)) ?? 'Alguien';
    await insertNotifications(tx, [
      {
        usuarioId: reviewed,
        tipo: 'other',
        mensaje: `${authorName} te ha valorado con ${stars(input.puntuacion)} por la clase «${item.titulo}» del ${spanishDate(item.fechaClase)}.`,
        enlace: reviewsLink(reviewed, item),
      },
    ]);
    return created;
  });
}

export async function replyToReview(ctx: AppContext, user: Author, reviewId: string, respuesta: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const review = await findReview(tx, reviewId);
    if (!review || (review.gimnasioId !== user.id && review.instructorId !== user.id)) {
      throw notFound('La valoración');
    }
    const reviewed = reviewedPartyOf(review);
    if (reviewed !== user.id) {
      throw new AppError('FORBIDDEN', { userMessage: 'Solo la persona valorada puede responder a una valoración.' });
    }
    if (!(await setReplyOnce(tx, review.id, respuesta, ctx.clock.now()))) {
      throw conflict('Ya has respondido a esta valoración: solo se permite una respuesta.');
    }
    const author = reviewed === review.gimnasioId ? review.instructorId : review.gimnasioId;
    const name = (await findName(tx, user.id)) ?? 'Alguien';
    await insertNotifications(tx, [
      {
        usuarioId: author,
        tipo: 'other',
        mensaje: `${name} ha respondido a tu valoración de la clase «${review.titulo}» del ${spanishDate(review.fechaClase)}.`,
        enlace: reviewsLink(author, review, 'realizadas'),
      },
    ]);
  });
}
