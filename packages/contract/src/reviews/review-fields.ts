// Shared shapes of reviews (DECISIONS §6): 1–5 stars and a comment, one per application and
// direction, with at most one public reply by the reviewed party.
import { z } from 'zod';
import { optionalText } from '../common/fields.ts';

export const REVIEW_WINDOW_DAYS = 30;
export const REVIEW_TEXT_MAX = 1000;

export const reviewDirectionSchema = z.enum(['gym_to_instructor', 'instructor_to_gym']);
export type ReviewDirection = z.infer<typeof reviewDirectionSchema>;

export const puntuacionSchema = z
  .number({ message: 'Elige una puntuación de 1 a 5 estrellas.' })
  .int({ message: 'Elige una puntuación de 1 a 5 estrellas.' })
  .min(1, { message: 'Elige una puntuación de 1 a 5 estrellas.' })
  .max(5, { message: 'Elige una puntuación de 1 a 5 estrellas.' });

export const comentarioSchema = optionalText('Comentario', REVIEW_TEXT_MAX);

const personSchema = z.object({ id: z.uuid(), nombre: z.string(), avatarUrl: z.string().nullable() });

export const reviewCardSchema = z.object({
  id: z.uuid(),
  direccion: reviewDirectionSchema,
  puntuacion: z.number().int().min(1).max(5),
  comentario: z.string().nullable(),
  fecha: z.string(),
  respuesta: z.string().nullable(),
  respondidaAt: z.string().nullable(),
  /** The class the review is about. */
  clase: z.object({ titulo: z.string(), fechaClase: z.string() }),
  /** Who wrote it (on reviews received) or who it is about (on reviews given). */
  otraParte: personSchema,
  /** Received reviews without a reply yet: the signed-in user may answer once. */
  canReply: z.boolean(),
});
export type ReviewCard = z.infer<typeof reviewCardSchema>;

/** What the applicants page and Mis Postulaciones need to offer "Valorar" on a past class. */
export const reviewStateSchema = z.object({
  /** Accepted, the class has taken place, within 30 days, and not rated yet by the signed-in user. */
  canReview: z.boolean(),
  /** The stars the signed-in user gave for this class, if any. */
  miPuntuacion: z.number().int().min(1).max(5).nullable(),
});
export type ReviewState = z.infer<typeof reviewStateSchema>;
