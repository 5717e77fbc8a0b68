// The Valoraciones page (received with average and count; given, to read the replies) and the
// dashboard's prompt of classes still to rate.
import type { PendingReview } from '@fitcover/contract/reviews/pending-reviews';
import type { ReviewCard } from '@fitcover/contract/reviews/review-fields';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { shortTime } from '../offers/offer-time.ts';
import { avatarUrlOf } from '../profiles/avatar-url.ts';
import { reviewDeadline } from './review-rules.ts';
import { listGiven, listPending, listReceived, ratingOf, type ReviewPosition, type ReviewRow } from './reviews.repo.ts';

type Party = { id: string; rol: 'gimnasio' | 'instructor' };

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const encodeCursor = (position: ReviewPosition) =>
  Buffer.from(`${position.fecha}|${position.id}`).toString('base64url');

function decodeCursor(cursor: string | undefined): ReviewPosition | null {
  if (!cursor) return null;
  const [fecha = '', id = ''] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (!INSTANT.test(fecha) || !UUID.test(id)) {
    throw new AppError('VALIDATION', {
      userMessage: 'La página solicitada ya no es válida. Vuelve a cargar las valoraciones.',
      field: 'cursor',
    });
  }
  return { fecha, id };
}

const oneDecimal = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);

function toCard(row: ReviewRow, received: boolean): ReviewCard {
  return {
    id: row.id,
    direccion: row.direccion,
    puntuacion: row.puntuacion,
    comentario: row.comentario,
    fecha: row.fecha.toISOString(),
    respuesta: row.respuesta,
    respondidaAt: row.respondidaAt?.toISOString() ?? null,
    clase: { titulo: row.titulo, fechaClase: row.fechaClase },
    otraParte: {
      id: row.otherId,
      nombre: row.otherNombre,
      avatarUrl: avatarUrlOf(row.otherId, row.otherAvatarVersion),
    },
    canReply: received && row.respuesta === null,
  };
}

function page(rows: ReviewRow[], limit: number, received: boolean) {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return {
    items: items.map((row) => toCard(row, received)),
    nextCursor: rows.length > limit && last ? encodeCursor({ fecha: last.fechaKey, id: last.id }) : null,
  };
}

export async function receivedReviews(ctx: AppContext, user: Party, limit: number, cursor?: string) {
  const after = decodeCursor(cursor);
  const [rows, rating] = await Promise.all([
    listReceived(ctx.db, user, limit + 1, after),
    ratingOf(ctx.db, user.id, user.rol),
  ]);
  return { average: oneDecimal(rating.average), count: rating.total, ...page(rows, limit, true) };
}

export async function givenReviews(ctx: AppContext, user: Party, limit: number, cursor?: string) {
  return page(await listGiven(ctx.db, user, limit + 1, decodeCursor(cursor)), limit, false);
}

export async function pendingReviews(ctx: AppContext, user: Party, limit: number) {
  const { items, total } = await listPending(ctx.db, user, ctx.clock.now(), limit);
  return {
    total,
    items: items.map((row): PendingReview => ({
      aplicacionId: row.aplicacionId,
      titulo: row.titulo,
      fechaClase: row.fechaClase,
      hora: shortTime(row.hora),
      deadline: reviewDeadline(row.startsAt, row.duracionMin).toISOString(),
      otraParte: {
        id: row.otherId,
        nombre: row.otherNombre,
        avatarUrl: avatarUrlOf(row.otherId, row.otherAvatarVersion),
      },
    })),
  };
}
