// The instructor page a gym opens from an applicant (Ver Perfil). The street address never
// leaves the server: the map shows the town's centre (DECISIONS §10).
import { reliabilityOf } from '../trust/reliability.repo.ts';
import { verificationOfOne } from '../credentials/verification-status.ts';
import type { PublicInstructor } from '@fitcover/contract/profiles/instructor-public';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../http/app-error.ts';
import { avatarUrlOf } from './avatar-url.ts';
import { findPublicInstructor, instructorRating, latestReviewsOfInstructor } from './public-instructor.repo.ts';

const REVIEWS_SHOWN = 20;

async function townCentre(ctx: AppContext, ciudad: string | null) {
  if (!ciudad) return null;
  try {
    return await ctx.geocoder.geocode(ciudad);
  } catch (error) {
    ctx.log.warn({ err: error }, 'town geocoding failed');
    return null;
  }
}

export async function publicInstructor(ctx: AppContext, id: string): Promise<PublicInstructor> {
  const row = await findPublicInstructor(ctx.db, id);
  if (!row) throw notFound('El instructor');
  const [rating, reviews, town, figures, verificacion] = await Promise.all([
    instructorRating(ctx.db, id),
    latestReviewsOfInstructor(ctx.db, id, REVIEWS_SHOWN),
    townCentre(ctx, row.ciudad),
    reliabilityOf(ctx.db, [id], ctx.clock.now()),
    verificationOfOne(ctx, id),
  ]);
  return {
    id: row.id,
    nombre: row.nombre,
    avatarUrl: avatarUrlOf(row.id, row.avatarVersion),
    ciudad: row.ciudad,
    ciudadLatitude: town?.latitude ?? null,
    ciudadLongitude: town?.longitude ?? null,
    biografia: row.biografia,
    especialidades: row.especialidades,
    experiencia: row.experiencia,
    disponibilidad: row.disponibilidad,
    enlaces: row.enlaces,
    valoracionMedia: rating.average === null ? null : Math.round(rating.average * 10) / 10,
    numValoraciones: rating.total,
    fiabilidad: figures.get(id)!,
    verificacion,
    miembroDesde: row.createdAt.toISOString(),
    reviews: reviews.map((review) => ({
      id: review.id,
      puntuacion: review.puntuacion,
      comentario: review.comentario,
      respuesta: review.respuesta,
      fecha: review.fecha.toISOString(),
      autor: {
        id: review.autorId,
        nombre: review.autorNombre,
        avatarUrl: avatarUrlOf(review.autorId, review.autorAvatarVersion),
      },
    })),
  };
}
